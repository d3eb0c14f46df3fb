/**
 * A visit's place in its department's queue: `arrived_at` is the write's clock when left empty,
 * `queue_date` the hospital's day of the arrival (DEFAULT_SETTINGS.timeZone), and
 * `queue_number` one more than the highest of that department and day, so each department's
 * queue starts at 1 every morning. The department's row is locked first (PostgreSQL: FOR
 * UPDATE; SQLite's single writer already serialises), so two check-ins at the same moment wait
 * for each other and never share a number. A visit moved to another department joins the end
 * of that department's queue.
 */
import { calendarDay } from '../../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import { highestQueueNumber } from '../../repositories/visit-queue';
import type { ModelRule } from '../types';

/** "2026-03-02": the hospital's day of an instant. */
export const hospitalDay = (at: Date) => calendarDay(at, DEFAULT_SETTINGS.timeZone);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const visitQueueNumber: ModelRule = {
  name: 'visits.queue-number',
  models: ['visit'],

  async prepare(ctx, change) {
    const visit = change.after;
    if (isBlank(visit.arrived_at)) visit.arrived_at = ctx.now.toISOString();
    const day = hospitalDay(new Date(String(visit.arrived_at)));
    const moved =
      change.action === 'update' && Number(change.before?.department) !== Number(visit.department);
    const redated = change.action === 'update' && change.before?.queue_date !== day;
    if (change.action !== 'create' && !moved && !redated) return;
    const department = Number(visit.department);
    await ctx.records.lock('department', [department]);
    visit.queue_date = day;
    visit.queue_number =
      (await highestQueueNumber(ctx.trx, department, day, change.id ?? undefined)) + 1;
  },
};
