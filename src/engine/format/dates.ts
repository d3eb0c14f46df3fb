/**
 * Dates (spec 5.3, 9): the form shows dd-MM-yyyy, other screens the en-US long-month form,
 * datetimes with a 12-hour clock. A date-only ISO string ("2026-11-21", a date of birth) is a
 * calendar date and is shown as is in every time zone (it needs no zone, so even an unknown
 * zone does not blank it); anything with a time is an instant and is shown in the given time
 * zone (default the shared one, spec 9). Bad input gives "". */
import { formatInTimeZone, toDate as zonedToDate } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../types';

export type DateInput = Date | string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// An ISO date and time, with or without seconds and offset. A time without an offset is read
// as wall-clock time in the given zone, never in the zone of the machine running the code.
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;
const FORM_DATE = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
/** An instant with its offset ("2026-11-24T08:30:00-05:00", "2026-11-24T13:30Z"): one moment
 * whatever the zone reading it, unlike a time without an offset. */
export const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Midnight UTC of a real calendar date, or undefined (31-02 and month 13 are not dates). */
function calendarDate(year: number, month: number, day: number): Date | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const date = new Date(Date.UTC(2000, month - 1, day));
  // setUTCFullYear, because Date.UTC reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year);
  return date;
}

/** What to format, and in which zone: calendar dates in UTC so they never shift. */
function resolve(input: unknown, timeZone: string): { date: Date; zone: string } | undefined {
  if (input instanceof Date) {
    return Number.isNaN(input.getTime()) ? undefined : { date: input, zone: timeZone };
  }
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  const parts = CALENDAR_DATE.exec(text);
  if (parts) {
    const date = calendarDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
    return date && { date, zone: 'UTC' };
  }
  if (!INSTANT.test(text)) return undefined;
  const date = zonedToDate(text, { timeZone });
  return Number.isNaN(date.getTime()) ? undefined : { date, zone: timeZone };
}

function formatWith(input: unknown, timeZone: unknown, pattern: string): string {
  const zone = typeof timeZone === 'string' && timeZone ? timeZone : DEFAULT_SETTINGS.timeZone;
  try {
    const resolved = resolve(input, zone);
    return resolved ? formatInTimeZone(resolved.date, resolved.zone, pattern) : '';
  } catch {
    // An unknown time zone name makes the formatter throw; a date shown blank is the lesser harm.
    return '';
  }
}

/** One formatter per time zone, for `calendarDay`. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Each zone's day at the last second asked: offsets (and their changes) are whole seconds of
 * UTC, so within one second a zone's day is the same. The server asks for "today" in every
 * rule that dates a record (a dispensing's stock, its batches' expiry, numbering), many times
 * a second when busy; formatInTimeZone parsed the zone and formatted to parts each time.
 */
const lastDays = new Map<string, { second: number; day: string }>();

/**
 * "2026-11-28": the calendar day of an instant in `timeZone` (default the hospital's). An
 * invalid date or unknown zone throws a RangeError, as formatInTimeZone does.
 */
export function calendarDay(
  at: Date | number,
  timeZone: string = DEFAULT_SETTINGS.timeZone,
): string {
  const time = typeof at === 'number' ? at : at.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const second = Math.floor(time / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  let year = '';
  let month = '';
  let dayOfMonth = '';
  for (const { type, value } of format.formatToParts(time)) {
    if (type === 'year') year = value;
    else if (type === 'month') month = value;
    else if (type === 'day') dayOfMonth = value;
  }
  const day = `${year.padStart(4, '0')}-${month}-${dayOfMonth}`;
  lastDays.set(timeZone, { second, day });
  return day;
}

/** The form's date format (spec 5.3): "21-11-2026". */
export function formatFormDate(input: DateInput, timeZone = DEFAULT_SETTINGS.timeZone): string {
  return formatWith(input, timeZone, 'dd-MM-yyyy');
}

/** Spec 9 long-month form: "November 21, 2026". */
export function formatLongDate(input: DateInput, timeZone = DEFAULT_SETTINGS.timeZone): string {
  return formatWith(input, timeZone, 'MMMM d, yyyy');
}

/** Spec 9 datetime: "November 21, 2026, 3:05 PM". A calendar date shows as midnight. */
export function formatDateTime(input: DateInput, timeZone = DEFAULT_SETTINGS.timeZone): string {
  return formatWith(input, timeZone, 'MMMM d, yyyy, h:mm a');
}

/**
 * Reads what was typed in the form ("21-11-2026", single-digit day and month allowed) into an
 * ISO calendar date ("2026-11-21"); undefined unless it is a real date.
 */
export function parseFormDate(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const parts = FORM_DATE.exec(text.trim());
  if (!parts) return undefined;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (!calendarDate(year, month, day)) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts[3]}-${pad(month)}-${pad(day)}`;
}

/**
 * An instant as the hospital's wall clock reads it: its calendar date (yyyy-MM-dd) and time
 * (HH:mm, 24-hour, what a time input holds); undefined for anything else.
 */
export function splitInstant(
  input: unknown,
  timeZone = DEFAULT_SETTINGS.timeZone,
): { date: string; time: string } | undefined {
  if (typeof input !== 'string' || !ZONED_INSTANT.test(input.trim())) return undefined;
  const text = formatWith(input.trim(), timeZone, "yyyy-MM-dd'T'HH:mm");
  if (!text) return undefined;
  const [date = '', time = ''] = text.split('T');
  return { date, time };
}

/**
 * The instant at a calendar date (yyyy-MM-dd) and wall-clock time (HH:mm) in the hospital's
 * zone, as ISO-8601 with that zone's offset then ("2026-11-24T08:30:00-05:00"); undefined
 * unless both are real.
 */
export function joinInstant(
  date: unknown,
  time: unknown,
  timeZone = DEFAULT_SETTINGS.timeZone,
): string | undefined {
  if (typeof date !== 'string' || typeof time !== 'string') return undefined;
  const day = CALENDAR_DATE.exec(date.trim());
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!day || !clock || !calendarDate(Number(day[1]), Number(day[2]), Number(day[3])))
    return undefined;
  try {
    const at = zonedToDate(`${date.trim()}T${time.trim()}:00`, { timeZone });
    return Number.isNaN(at.getTime())
      ? undefined
      : formatInTimeZone(at, timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX");
  } catch {
    return undefined;
  }
}
