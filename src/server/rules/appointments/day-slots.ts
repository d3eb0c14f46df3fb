/**
 * A physician's slots on one day, each free or held by a booking, and the free slots nearest a
 * time a booking asked for: what the booking rule suggests and the booking form offers.
 */
import type { AnyDb } from '../../models/any-db';
import { type HeldSlot, heldSlots } from '../../repositories/appointments';
import {
  clockOf,
  dayAfter,
  slotInstant,
  slotStarts,
  type WorkingHours,
  weekdayOf,
} from './working-hours';

export interface DaySlot {
  minute: number;
  /** The slot's start with the zone's offset. */
  start: string;
  /** The booking holding it, if any. */
  heldBy: HeldSlot | undefined;
}

const MINUTE = 60_000;
/** How far ahead a suggestion is looked for when the asked day has no free slot. */
const LOOK_AHEAD_DAYS = 28;

/** The day's slots of these hours (none on a day off), each with the booking holding it. */
export async function slotsOfDay(
  db: AnyDb,
  physician: number,
  hours: WorkingHours,
  date: string,
  exclude?: number,
): Promise<DaySlot[]> {
  if (!hours.days.includes(weekdayOf(date))) return [];
  const starts = slotStarts(hours);
  if (starts.length === 0) return [];
  const span = hours.slot * MINUTE;
  const first = new Date(slotInstant(date, starts[0] as number)).getTime();
  const last = new Date(slotInstant(date, starts.at(-1) as number)).getTime();
  const held = await heldSlots(
    db,
    physician,
    { after: new Date(first - span), before: new Date(last + span) },
    exclude,
  );
  return starts.map((minute) => {
    const start = slotInstant(date, minute);
    const at = new Date(start).getTime();
    // A booking made under other hours may start off this grid: it holds every slot it overlaps.
    const heldBy = held.find((h) => Math.abs(new Date(h.scheduled_at).getTime() - at) < span);
    return { minute, start, heldBy };
  });
}

/** Free slots to suggest: on `date` the two nearest `minute`, else the next day's first two. */
export interface Suggestion {
  date: string;
  /** HH:mm, in time order. */
  times: string[];
}

export async function nearestFree(
  db: AnyDb,
  physician: number,
  hours: WorkingHours,
  date: string,
  minute: number,
  exclude?: number,
): Promise<Suggestion | undefined> {
  const free = (await slotsOfDay(db, physician, hours, date, exclude)).filter((s) => !s.heldBy);
  if (free.length > 0) {
    const nearest = free
      .sort(
        (a, b) => Math.abs(a.minute - minute) - Math.abs(b.minute - minute) || a.minute - b.minute,
      )
      .slice(0, 2)
      .sort((a, b) => a.minute - b.minute);
    return { date, times: nearest.map((s) => clockOf(s.minute)) };
  }
  for (let day = dayAfter(date), n = 0; n < LOOK_AHEAD_DAYS; day = dayAfter(day), n++) {
    const open = (await slotsOfDay(db, physician, hours, day, exclude)).filter((s) => !s.heldBy);
    if (open.length > 0)
      return { date: day, times: open.slice(0, 2).map((s) => clockOf(s.minute)) };
  }
  return undefined;
}
