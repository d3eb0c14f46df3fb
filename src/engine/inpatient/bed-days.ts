/**
 * Which calendar days of an admission are due as bed-day charges, on the hospital's clock (the
 * days are its calendar days, `DEFAULT_SETTINGS.timeZone`).
 *
 * The midnight census: the admission day is day 1 and is due at once (a stay is at least one
 * day, even one that ends the same day); every later day is due once the patient is still in
 * when it ends, at the midnight that begins the next day. So a patient admitted on 24 Nov and
 * discharged on 27 Nov owes 24, 25 and 26 Nov (three nights): the discharge day is never due
 * unless it is the admission day, and a day is never charged and then taken back because the
 * patient left during it. A transfer charges the days before the transfer day at the old room's
 * rate; the transfer day's night is spent in the new room and is charged at its rate.
 */
import { fromZonedTime } from 'date-fns-tz';
import { calendarDay } from '../format/dates';

/** A calendar day as `YYYY-MM-DD`. */
export type CalendarDay = string;

const DAY_MS = 86_400_000;

/** The hospital's calendar day of an instant. */
export function calendarDayOf(at: Date | string, timeZone: string): CalendarDay {
  return calendarDay(typeof at === 'string' ? new Date(at) : at, timeZone);
}

/** The calendar day `days` after `day` (calendar arithmetic, free of clock changes). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The midnight after `now` on the hospital's clock, when the day in progress ends and its night
 * becomes owed: the daily run's moment (a day long or short by a clock change included).
 */
export function nextMidnight(now: Date, timeZone: string): Date {
  return fromZonedTime(`${addDays(calendarDayOf(now, timeZone), 1)}T00:00:00`, timeZone);
}

/**
 * The days due and not yet charged, oldest first: from the day after `chargedThrough` (the
 * admission day when nothing is charged yet) to the last day the stay owes by `until` (the
 * write's clock: now, the discharge or the transfer), the admission day at least.
 */
export function bedDaysDue(
  admittedAt: Date | string,
  chargedThrough: CalendarDay | null | undefined,
  until: Date | string,
  timeZone: string,
): CalendarDay[] {
  const admissionDay = calendarDayOf(admittedAt, timeZone);
  const dayBeforeUntil = addDays(calendarDayOf(until, timeZone), -1);
  const last = dayBeforeUntil > admissionDay ? dayBeforeUntil : admissionDay;
  let day = chargedThrough ? addDays(chargedThrough, 1) : admissionDay;
  if (day < admissionDay) day = admissionDay;
  const due: CalendarDay[] = [];
  for (; day <= last; day = addDays(day, 1)) due.push(day);
  return due;
}
