/**
 * Notifications as their recipients read them, from the notification table on either database.
 * notify() stores the recipient lower-cased, so a person's notifications are found by equality
 * on the recipient column's index.
 */
import type { NotificationEntry, NotificationSeverity } from '../../engine/wire/notifications';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';

const COLUMNS = [
  'id',
  'recipient',
  'title',
  'message',
  'link',
  'severity',
  'source_model',
  'source_id',
  'task',
  'sent_at',
  'created_at',
  'read_at',
  'read_by',
] as const;

/** A notification and whom it is for (the socket push needs both). */
export interface AddressedNotification {
  recipient: string;
  entry: NotificationEntry;
}

function addressed(row: Record<string, unknown>): AddressedNotification {
  const sourceModel = textOrNull(row.source_model);
  return {
    recipient: String(row.recipient),
    entry: {
      id: Number(row.id),
      title: String(row.title),
      message: textOrNull(row.message),
      link: textOrNull(row.link),
      severity: String(row.severity) as NotificationSeverity,
      source:
        sourceModel && row.source_id !== null
          ? { model: sourceModel, id: Number(row.source_id) }
          : null,
      task: row.task === null ? null : Number(row.task),
      sentAt: String(row.sent_at ?? row.created_at),
      readAt: textOrNull(row.read_at),
      readBy: textOrNull(row.read_by),
    },
  };
}

/** The live notifications of these ids, with their recipients, in id order. */
export async function readNotifications(
  db: AnyDb,
  ids: readonly number[],
): Promise<AddressedNotification[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(tableName('notification'))
    .select([...COLUMNS])
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(addressed);
}

/** A person's notifications (by lower-cased email), newest first, at most `limit`. */
export async function notificationsOf(
  db: AnyDb,
  email: string,
  options: { unreadOnly: boolean; limit: number },
): Promise<NotificationEntry[]> {
  let query = db
    .selectFrom(tableName('notification'))
    .select([...COLUMNS])
    .where('recipient', '=', email)
    .where('deleted_at', 'is', null);
  if (options.unreadOnly) query = query.where('read_at', 'is', null);
  const rows = await query.orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map((row) => addressed(row).entry);
}

/** How many of a person's notifications are unread. */
export async function unreadCountOf(db: AnyDb, email: string): Promise<number> {
  const row = await db
    .selectFrom(tableName('notification'))
    .select((eb) => eb.fn.countAll().as('n'))
    .where('recipient', '=', email)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
