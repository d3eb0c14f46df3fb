/**
 * The period of a cash-up, read on the hospital's clock: a day (`from`=`to`=2026-11-25, the
 * default being today) or a shift (`from`/`to` instants with their offsets). A date given as
 * `to` takes in that whole day. Payments count by the instant they were recorded.
 */
import { calendarDay, joinInstant, ZONED_INSTANT } from '../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type { SalesPeriod } from '../../engine/wire/sales';
import { HttpError } from '../errors';

/** A cash-up covers at most this many days: a month's report, not a year's in one answer. */
export const MAX_SALES_DAYS = 31;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const badPeriod = (field: 'from' | 'to', message: string) =>
  new HttpError(400, 'BAD_PERIOD', message, [{ field, message }]);

/** The calendar day after `date` (yyyy-MM-dd), counted in UTC so no zone shifts it. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** A bound as the zoned text it stands for; undefined when it is neither form (or no real date). */
function zonedText(field: 'from' | 'to', text: string, zone: string): string | undefined {
  if (ZONED_INSTANT.test(text)) return text;
  // joinInstant refuses 2026-02-30, whose next day (a real one) would otherwise pass.
  if (!DATE.test(text) || !joinInstant(text, '00:00', zone)) return undefined;
  return joinInstant(field === 'to' ? nextDay(text) : text, '00:00', zone);
}

/** One bound as an instant: a date is its first instant on the hospital's clock. */
function instantOf(field: 'from' | 'to', text: string, zone: string): Date {
  const trimmed = text.trim();
  const zoned = zonedText(field, trimmed, zone);
  const at = zoned ? new Date(zoned) : undefined;
  if (!at || Number.isNaN(at.getTime()))
    throw badPeriod(
      field,
      `"${trimmed}" is not a ${field === 'from' ? 'start' : 'end'} of the period: give a date (2026-11-25) or an instant with its offset (2026-11-25T14:00:00+03:00).`,
    );
  return at;
}

/** The period asked for, today on the hospital's clock when a bound is left out. */
export function salesPeriod(
  query: { from?: string; to?: string },
  now: Date,
  zone = DEFAULT_SETTINGS.timeZone,
): SalesPeriod {
  const today = calendarDay(now, zone);
  const from = instantOf('from', query.from ?? today, zone);
  // Left out, the end is the close of the day the period starts on (or of today).
  const to = instantOf(
    'to',
    query.to ?? (query.from && DATE.test(query.from) ? query.from : today),
    zone,
  );
  if (to <= from) throw badPeriod('to', 'The end of the period must come after its start.');
  // A day of a clock change lasts 25 hours: 31 whole days may pass 31 x 24 hours by one.
  if (to.getTime() - from.getTime() > MAX_SALES_DAYS * DAY_MS + HOUR_MS)
    throw badPeriod(
      'to',
      `A cash-up covers at most ${MAX_SALES_DAYS} days: ask for a shorter period.`,
    );
  return { from: from.toISOString(), to: to.toISOString(), timeZone: zone };
}
