/** A physician's bookings, read in the caller's transaction or database (the booking rule, the slots route). */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

/** States that free a booking's slot: another patient may take it. */
export const FREEING_STATES = ['Cancelled', 'No Show'] as const;

/** A booking that holds its slot: when, and its number to name it (never whose it is). */
export interface HeldSlot {
  id: number;
  appointment_number: string | null;
  /** UTC ISO-8601, as stored. */
  scheduled_at: string;
}

/**
 * The physician's bookings holding a slot (not deleted, not Cancelled or No Show) that start
 * strictly after `after` and strictly before `before`, oldest first, leaving out `exclude`
 * (the booking being moved).
 */
export async function heldSlots(
  db: AnyDb,
  physician: number,
  window: { after: Date; before: Date },
  exclude?: number,
): Promise<HeldSlot[]> {
  let query = db
    .selectFrom(tableName('appointment'))
    .select(['id', 'appointment_number', 'scheduled_at'])
    .where('physician', '=', physician)
    .where('deleted_at', 'is', null)
    .where('scheduled_at', '>', window.after.toISOString())
    .where('scheduled_at', '<', window.before.toISOString())
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', 'not in', [...FREEING_STATES])]))
    .orderBy('scheduled_at')
    .orderBy('id');
  if (exclude !== undefined) query = query.where('id', '!=', exclude);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    appointment_number: row.appointment_number === null ? null : String(row.appointment_number),
    scheduled_at: String(row.scheduled_at),
  }));
}
