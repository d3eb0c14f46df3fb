/**
 * A booking with a physician takes one of their slots: on a working day, within their hours, at
 * a slot's start (every `slot_minutes` from the start of the day), the whole slot before the day
 * ends (422 on `scheduled_at`, naming the hours and the nearest free slots). A slot holds one
 * booking: a second one is refused with 409 SLOT_TAKEN naming the slot and the other booking's
 * number, never its patient. Cancelled and No Show bookings free their slot.
 *
 * The physician's row is locked first (ctx.records.lock), so two bookings of one slot at once
 * are decided one after the other: the second sees the first and is refused. A move (a new time
 * or physician) is checked the same way, leaving the booking itself out.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { FREEING_STATES } from '../../repositories/appointments';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { nearestFree, type Suggestion, slotsOfDay } from './day-slots';
import {
  clockOf,
  describeHours,
  longDate,
  misfitOf,
  onlySlotAt,
  physicianName,
  slotMinutesOf,
  type WallClock,
  wallClockOf,
  weekdayOf,
  workingHoursOf,
} from './working-hours';

const FIELD = 'scheduled_at';

const holdsSlot = (appointment: RecordValues) =>
  !(FREEING_STATES as readonly unknown[]).includes(appointment.status);

const sameInstant = (a: unknown, b: unknown) =>
  a === b ||
  (a != null && b != null && new Date(String(a)).getTime() === new Date(String(b)).getTime());

/** Whether this write puts the booking into a slot it did not hold before. */
function takesSlot(change: RecordChange): boolean {
  const { before, after, action } = change;
  if (action === 'delete' || !after.physician || !after[FIELD] || !holdsSlot(after)) return false;
  if (action === 'create' || action === 'restore' || !before) return true;
  return (
    !holdsSlot(before) ||
    Number(before.physician) !== Number(after.physician) ||
    !sameInstant(before[FIELD], after[FIELD])
  );
}

/** "pick 09:00 or 09:15", "pick Monday, November 30, 2026 at 08:30 or 08:45". */
function pickText(suggestion: Suggestion | undefined, asked: WallClock): string {
  if (!suggestion) return 'no free slot in the next four weeks';
  const times = suggestion.times.join(' or ');
  if (suggestion.date === asked.date) return `pick ${times}`;
  return `pick ${weekdayOf(suggestion.date)}, ${longDate(suggestion.date)} at ${times}`;
}

async function bookingProblem(
  ctx: RuleContext,
  change: RecordChange,
  physician: RecordValues,
): Promise<Problem | undefined> {
  const id = Number(physician.id);
  const at = wallClockOf(new Date(String(change.after[FIELD])));
  const hours = workingHoursOf(physician);
  // A restored booking keeps the time it was made for, even if the hours changed since.
  if (hours && change.action !== 'restore') {
    const misfit = misfitOf(hours, at);
    if (misfit) {
      const free = await nearestFree(ctx.trx, id, hours, at.date, at.minute, change.id);
      const joint = misfit.startsWith('not on') ? ', ' : ': ';
      const message = `${describeHours(physician, hours)}${joint}${misfit}; ${pickText(free, at)}.`;
      return { field: FIELD, message };
    }
  }
  const grid = hours ?? onlySlotAt(at, slotMinutesOf(physician));
  const [own] = (await slotsOfDay(ctx.trx, id, grid, at.date, change.id)).filter(
    (s) => s.minute === at.minute,
  );
  const other = own?.heldBy;
  if (!other) return undefined;
  const number = other.appointment_number ?? `appointment #${other.id}`;
  const free = hours
    ? await nearestFree(ctx.trx, id, hours, at.date, at.minute, change.id)
    : undefined;
  const instead = free ? `, such as ${pickText(free, at).replace(/^pick /, '')}` : '';
  return {
    field: FIELD,
    conflict: 'SLOT_TAKEN',
    message: `${physicianName(physician)}'s ${clockOf(at.minute)} slot on ${longDate(at.date)} is already booked (${number}). Pick another time${instead}.`,
  };
}

export const bookingSlot: ModelRule = {
  name: 'appointments.booking-slot',
  models: ['appointment'],
  async check(ctx, change) {
    if (!takesSlot(change)) return [];
    // Every booking of this physician waits here for the one before it to commit.
    const [physician] = await ctx.records.lock('physician', [Number(change.after.physician)]);
    if (!physician) return [];
    const problem = await bookingProblem(ctx, change, physician);
    return problem ? [problem] : [];
  },
};
