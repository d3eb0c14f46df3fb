/**
 * A datetime cell's value both ways, on the hospital's wall clock (spec 9 time zone), as the
 * form's datetime widget keeps it (splitInstant and joinInstant): the row shows the day as the
 * forms do (dd-MM-yyyy) and the time in a time input, neither with a zone, which the server
 * would read as UTC, so a time typed in a row is stored as the instant it names in the
 * hospital's zone ("2026-03-02T03:54:00+03:00"), and a stored instant is shown on that clock.
 */
import { joinInstant, splitInstant } from '../../../engine/format';

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** The day (yyyy-MM-dd) and time (HH:mm) a stored value shows; empty parts for none. */
export function dateTimeCellParts(
  value: unknown,
  timeZone: string,
): { date: string; time: string } {
  const parts = splitInstant(value, timeZone);
  if (parts) return parts;
  // A value without an offset is already wall-clock time (the engine reads it so).
  const local = typeof value === 'string' ? LOCAL.exec(value.trim()) : null;
  return { date: local?.[1] ?? '', time: local?.[2] ?? '' };
}

/** The instant a day (yyyy-MM-dd) and time (HH:mm) name in `timeZone`; undefined until both are real. */
export function dateTimeCellValue(
  date: unknown,
  time: unknown,
  timeZone: string,
): string | undefined {
  return joinInstant(date, time, timeZone);
}
