/**
 * The due-dose schedule of a medication order (the medication sheet): when each dose falls due,
 * worked out from its sheet, frequency, first dose and end, in the hospital's time zone. The
 * server's rules (which times a dose may be recorded at, when the order is done) and the MAR
 * grid read the same functions.
 *
 * - A Single-time sheet, or "Once only": one dose, at the first dose time.
 * - "Once daily", "Twice daily", "Three times daily", "Four times daily", "At night": the ward's
 *   round times (ward-dose-times.ts) on every day from the first dose time (a dose at or after
 *   it) until the order ends; "With meals" likewise at the hospital's meal times (MEAL_TIMES).
 * - "Every N hours": the first dose, then every N hours after it.
 * - "As needed": no schedule; doses are recorded when given.
 *
 * The end is exclusive (a 5-day order started at 08:00 gives its last dose before 08:00 on the
 * sixth day); a stopped order has no dose at or after the moment it was stopped.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { calendarDay } from '../format/dates';
import {
  DOSE_WINDOW_CAP_MINUTES,
  EVERY_HOURS,
  ONCE_ONLY,
  SINGLE_TIME_SHEET,
  WARD_DOSE_TIMES,
} from './ward-dose-times';

export interface DoseOrder {
  sheet: string;
  frequency: string;
  /** The first dose (ISO instant). */
  startAt: string;
  /** When the order ends (exclusive); null or absent: until stopped. */
  endAt?: string | null;
  /** When it was stopped, if it was. */
  stoppedAt?: string | null;
}

export type ScheduleKind = 'once' | 'round' | 'interval' | 'as-needed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

export function scheduleKindOf(order: Pick<DoseOrder, 'sheet' | 'frequency'>): ScheduleKind {
  if (order.sheet === SINGLE_TIME_SHEET || order.frequency === ONCE_ONLY) return 'once';
  if (EVERY_HOURS[order.frequency] !== undefined) return 'interval';
  if (WARD_DOSE_TIMES[order.frequency] !== undefined) return 'round';
  // "As needed", and any frequency this table does not know: nothing falls due by the clock.
  return 'as-needed';
}

export const isAsNeeded = (order: Pick<DoseOrder, 'sheet' | 'frequency'>) =>
  scheduleKindOf(order) === 'as-needed';

/**
 * When an order ends: the single dose's time for a single-time or once-only order; the first
 * dose's wall-clock time `durationDays` calendar days later for a continuous one (across a
 * daylight-saving change too); null (until stopped) without a duration.
 */
export function orderEndAt(
  order: { sheet: string; frequency: string; startAt: string; durationDays?: number | null },
  timeZone: string,
): string | null {
  const start = Date.parse(order.startAt);
  if (!Number.isFinite(start)) return null;
  if (scheduleKindOf(order) === 'once') return new Date(start).toISOString();
  const days = Number(order.durationDays);
  if (!(days >= 1)) return null;
  return new Date(calendarDaysLater(start, Math.round(days), timeZone)).toISOString();
}

/** The same wall-clock time `days` calendar days after `at` (ms) in the time zone, across DST. */
export function calendarDaysLater(at: number, days: number, timeZone: string): number {
  const local = formatInTimeZone(at, timeZone, "yyyy-MM-dd'T'HH:mm:ss.SSS");
  return fromZonedTime(
    `${addDays(local.slice(0, 10), days)}${local.slice(10)}`,
    timeZone,
  ).getTime();
}

/** "2026-03-02" plus `days` days, as a calendar date. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** The instant of a ward time ("08:00", "24:00") on a calendar day in the time zone. */
function roundInstant(date: string, time: string, timeZone: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  const day = hours === 24 ? addDays(date, 1) : date;
  const clock = `${String(hours === 24 ? 0 : hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return fromZonedTime(`${day}T${clock}:00`, timeZone).getTime();
}

/** A hospital day "2026-03-02" as the instants [from, to) it spans in the time zone. */
export function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: fromZonedTime(`${date}T00:00:00`, timeZone),
    to: fromZonedTime(`${addDays(date, 1)}T00:00:00`, timeZone),
  };
}

/** The first instant no dose may be at or after: the end or the stop, whichever is first. */
function stopOf(order: DoseOrder): number {
  const ends = [order.endAt, order.stoppedAt]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter(Number.isFinite);
  return ends.length > 0 ? Math.min(...ends) : Number.POSITIVE_INFINITY;
}

/** The order's scheduled doses in [from, to), earliest first. */
export function dosesBetween(order: DoseOrder, from: Date, to: Date, timeZone: string): Date[] {
  const start = Date.parse(order.startAt);
  if (!Number.isFinite(start)) return [];
  const low = Math.max(from.getTime(), start);
  const kind = scheduleKindOf(order);
  if (kind === 'as-needed') return [];
  if (kind === 'once') {
    const stopped = order.stoppedAt ? Date.parse(order.stoppedAt) : Number.POSITIVE_INFINITY;
    return start >= from.getTime() && start < to.getTime() && start < stopped
      ? [new Date(start)]
      : [];
  }
  const high = Math.min(to.getTime(), stopOf(order));
  const doses: number[] = [];
  if (kind === 'interval') {
    const step = (EVERY_HOURS[order.frequency] ?? 24) * HOUR;
    for (let at = start + Math.ceil((low - start) / step) * step; at < high; at += step)
      doses.push(at);
  } else {
    const times = WARD_DOSE_TIMES[order.frequency] ?? [];
    // From the day before (a "24:00" dose belongs to the day before the one it falls on).
    for (let day = addDays(calendarDay(low, timeZone), -1); ; day = addDays(day, 1)) {
      const instants = times.map((time) => roundInstant(day, time, timeZone));
      for (const at of instants) if (at >= low && at < high) doses.push(at);
      if (Math.min(...instants) >= high) break;
    }
  }
  return [...new Set(doses)].sort((a, b) => a - b).map((at) => new Date(at));
}

/** Whether `at` is one of the order's scheduled dose times (to the millisecond). */
export function isScheduledAt(order: DoseOrder, at: Date, timeZone: string): boolean {
  return dosesBetween(order, at, new Date(at.getTime() + 1), timeZone).length === 1;
}

/** The `count` scheduled doses nearest to `at` (within two days either side), earliest first. */
export function nearestDoses(order: DoseOrder, at: Date, timeZone: string, count = 2): Date[] {
  const around = dosesBetween(
    order,
    new Date(at.getTime() - 2 * DAY),
    new Date(at.getTime() + 2 * DAY),
    timeZone,
  );
  return around
    .sort((a, b) => Math.abs(a.getTime() - at.getTime()) - Math.abs(b.getTime() - at.getTime()))
    .slice(0, count)
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The order's last scheduled dose, or null when it has none fixed: an order without an end
 * (until stopped) or one given as needed.
 */
export function lastDoseAt(order: DoseOrder, timeZone: string): Date | null {
  const kind = scheduleKindOf(order);
  if (kind === 'as-needed') return null;
  if (kind === 'once')
    return dosesBetween(order, new Date(0), new Date(8.64e15), timeZone)[0] ?? null;
  const stop = stopOf(order);
  if (!Number.isFinite(stop)) return null;
  const start = Date.parse(order.startAt);
  const doses = dosesBetween(
    order,
    new Date(Math.max(start, stop - 2 * DAY)),
    new Date(stop),
    timeZone,
  );
  return doses.at(-1) ?? null;
}

/**
 * How far either side of its time a dose counts as that dose, in ms: half the shortest interval
 * between the order's doses, at most DOSE_WINDOW_CAP_MINUTES.
 */
export function doseWindowMs(order: Pick<DoseOrder, 'sheet' | 'frequency'>): number {
  const cap = DOSE_WINDOW_CAP_MINUTES * MINUTE;
  const kind = scheduleKindOf(order);
  if (kind === 'interval') return Math.min(cap, ((EVERY_HOURS[order.frequency] ?? 24) * HOUR) / 2);
  if (kind !== 'round') return cap;
  const minutes = (WARD_DOSE_TIMES[order.frequency] ?? []).map((time) => {
    const [h, m] = time.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  });
  const gaps = minutes.map((at, i) => {
    const next = minutes[(i + 1) % minutes.length] ?? at;
    return next > at ? next - at : next + 24 * 60 - at;
  });
  return Math.min(cap, (Math.min(...gaps) * MINUTE) / 2);
}
