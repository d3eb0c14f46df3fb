/**
 * `notify` tells one member of staff about something that needs them, from inside a rule's
 * write transaction: a `notification` record (theirs alone, by the model's owner rule) and a
 * task in their My Tasks, due on the hospital's day of the write, Urgent for a critical one.
 * Both are written through the whole pipeline, so they commit or roll back with the write that
 * caused them; once committed, publishNotifications (src/server/realtime/notifications.ts)
 * pushes the notification to the recipient's open connections.
 */
import type { NotificationSeverity } from '../../engine/wire/notifications';
import type { RecordValues } from '../models/model-runtime';
import type { RuleContext } from '../rules/types';
import { hospitalDay } from '../rules/visits/queue-number';

export interface NotificationOrder {
  /** The recipient's sign-in email. */
  to: string;
  title: string;
  message: string;
  /** An app path it opens, such as /admin/main/labRequest/l/detail/5. */
  link?: string;
  severity: NotificationSeverity;
  /** The record it is about. */
  source?: { model: string; id: number };
}

/** Writes the notification and its task; answers the notification as stored. */
export async function notify(ctx: RuleContext, n: NotificationOrder): Promise<RecordValues> {
  // Stored lower-cased: the recipient's list and socket room compare it as it is, by its index.
  const to = n.to.trim().toLowerCase();
  const task = await ctx.records.create('myTasks', {
    title: n.title,
    details: n.link ? `${n.message}\n${n.link}` : n.message,
    assigned_to: to,
    due_date: hospitalDay(ctx.now),
    priority: n.severity === 'critical' ? 'Urgent' : 'Normal',
    status: 'Open',
  });
  return ctx.records.create('notification', {
    recipient: to,
    severity: n.severity,
    title: n.title,
    message: n.message,
    ...(n.link ? { link: n.link } : {}),
    ...(n.source ? { source_model: n.source.model, source_id: n.source.id } : {}),
    task: task.id,
    sent_at: ctx.now.toISOString(),
  });
}
