/**
 * A physician's working hours (schemas/physician.json, group Schedule) and the slots they make,
 * on the hospital's clock (DEFAULT_SETTINGS.timeZone): which days, from when to when, and every
 * `slot_minutes` from the start. Pure: the booking rule and the slots route read the bookings.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { joinInstant } from '../../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { RecordValues } from '../../models/model-runtime';

export const ZONE = DEFAULT_SETTINGS.timeZone;
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** A slot's length when the physician's record gives none (schemas/physician.json). */
export const DEFAULT_SLOT_MINUTES = 15;

export interface WorkingHours {
  /** Weekday names, in week order. */
  days: string[];
  /** Minutes after midnight: the first slot's start, and when the last slot must have ended. */
  start: number;
  end: number;
  slot: number;
}

/** Where an instant falls on the hospital's clock. */
export interface WallClock {
  date: string;
  weekday: string;
  /** Minutes after midnight; `exact` is false when it has seconds. */
  minute: number;
  exact: boolean;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "08:30" -> 510; undefined for anything but HH:mm. */
export function minutesOf(text: unknown): number | undefined {
  const match = typeof text === 'string' ? CLOCK.exec(text.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** 510 -> "08:30". */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function slotMinutesOf(physician: RecordValues): number {
  const slot = Number(physician.slot_minutes);
  return Number.isInteger(slot) && slot > 0 ? slot : DEFAULT_SLOT_MINUTES;
}

/** The physician's hours, or undefined when their record holds none (saved before hours were kept). */
export function workingHoursOf(physician: RecordValues): WorkingHours | undefined {
  const given = Array.isArray(physician.working_days) ? physician.working_days.map(String) : [];
  const days = WEEKDAYS.filter((day) => given.includes(day));
  const start = minutesOf(physician.start_time);
  const end = minutesOf(physician.end_time);
  if (days.length === 0 || start === undefined || end === undefined || end <= start)
    return undefined;
  return { days, start, end, slot: slotMinutesOf(physician) };
}

export function wallClockOf(at: Date): WallClock {
  const [date = '', weekday = '', hour = '0', minute = '0', second = '0'] = formatInTimeZone(
    at,
    ZONE,
    'yyyy-MM-dd|EEEE|HH|mm|ss.SSS',
  ).split('|');
  return {
    date,
    weekday,
    minute: Number(hour) * 60 + Number(minute),
    exact: Number(second) === 0,
  };
}

/** The weekday name of a calendar day (yyyy-MM-dd). */
export function weekdayOf(date: string): string {
  return WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7] as string;
}

/** `yyyy-MM-dd` plus n days (calendar arithmetic). */
export function dayAfter(date: string, days = 1): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * For a physician whose record holds no hours: the one slot starting at the asked time, so a
 * booking is still never put over another.
 */
export function onlySlotAt(at: WallClock, slot: number): WorkingHours {
  return { days: [at.weekday], start: at.minute, end: at.minute + slot, slot };
}

/** The starts of the day's slots, in minutes: from `start`, every `slot`, each ending by `end`. */
export function slotStarts(hours: WorkingHours): number[] {
  const starts: number[] = [];
  for (let at = hours.start; at + hours.slot <= hours.end; at += hours.slot) starts.push(at);
  return starts;
}

/** A slot's instant, with the zone's offset ("2026-11-27T09:30:00-05:00"). */
export function slotInstant(date: string, minute: number): string {
  return joinInstant(date, clockOf(minute), ZONE) as string;
}

/** Why an instant is no slot of these hours, or undefined when it is one. */
export function misfitOf(hours: WorkingHours, at: WallClock): string | undefined {
  const time = clockOf(at.minute);
  if (!hours.days.includes(at.weekday)) return `not on ${at.weekday}s`;
  if (at.minute < hours.start) return `${time} is before the working day starts`;
  if (at.minute >= hours.end) return `${time} is after the working day ends`;
  if (!at.exact || (at.minute - hours.start) % hours.slot !== 0)
    return `${time} is not the start of a slot`;
  if (at.minute + hours.slot > hours.end)
    return `a slot at ${time} would end after ${clockOf(hours.end)}`;
  return undefined;
}

/** "Monday to Friday", "Tuesday, Thursday and Saturday", "Monday to Friday and Sunday". */
export function describeDays(days: readonly string[]): string {
  const runs: string[][] = [];
  for (const day of WEEKDAYS) {
    if (!days.includes(day)) continue;
    const last = runs.at(-1);
    const previous = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (last && last.at(-1) === previous) last.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${run[0]} to ${run.at(-1)}`] : run.map(String),
  );
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "Dr. Hana Girma". */
export function physicianName(physician: RecordValues): string {
  const name = [physician.first_name, physician.last_name].filter(Boolean).join(' ');
  return `Dr. ${name || `#${physician.id}`}`;
}

/** "Dr. Hana Girma works Monday to Friday, 08:30 to 17:00, in 15-minute slots". */
export function describeHours(physician: RecordValues, hours: WorkingHours): string {
  return `${physicianName(physician)} works ${describeDays(hours.days)}, ${clockOf(hours.start)} to ${clockOf(hours.end)}, in ${hours.slot}-minute slots`;
}

/** "November 27, 2026". */
export function longDate(date: string): string {
  return formatInTimeZone(new Date(`${date}T12:00:00Z`), 'UTC', 'MMMM d, yyyy');
}
