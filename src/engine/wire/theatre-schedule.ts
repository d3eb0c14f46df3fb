/**
 * The theatre schedule of a day (`GET /api/surgery/schedule?date=`, the surgery page) and its
 * news on the real-time connection: shapes shared by the server that sends them and the browser
 * that reads them.
 */
import type { ErrorBody } from './errors';

/** The patient of a case, as far as the reader may read patients (else null). */
export interface SchedulePatient {
  id: number;
  name: string | null;
  mrn: string | null;
}

export interface ScheduleCase {
  id: number;
  case_number: string | null;
  /** Instants (UTC ISO-8601) of the booked time. */
  scheduled_start: string;
  scheduled_end: string;
  procedure: string | null;
  side: string | null;
  priority: string | null;
  status: string | null;
  /** "Dr. Dawit Alemu": the theatre list names its team, whatever the reader's catalogues. */
  surgeon: string | null;
  anesthetist: string | null;
  /** Null for a reader who may not view patients. */
  patient: SchedulePatient | null;
}

export interface ScheduleTheatre {
  id: number;
  code: string;
  name: string;
  room_type: string | null;
  /** False for a room taken out of use that still holds cases on this day. */
  is_active: boolean;
  /** The day's cases in time order, cancelled ones included. */
  cases: ScheduleCase[];
}

export interface TheatreSchedule {
  /** The day (yyyy-MM-dd) on the hospital's clock. */
  date: string;
  timeZone: string;
  theatres: ScheduleTheatre[];
  /** The day's cases by state, every state of the case's workflow in its order (0 when none). */
  counts: { status: string; count: number }[];
  total: number;
}

/** Client to server: watch the theatre schedule (allowed as the route is). */
export const THEATRE_SCHEDULE_WATCH = 'theatres:watch';
/**
 * Server to the schedule's watchers: a case, theatre, checklist step, count sheet, PACU record
 * or consumables issue was written; read the schedule again if it shows a day it names.
 */
export const THEATRE_SCHEDULE_CHANGED = 'theatres:changed';

/**
 * What `theatres:changed` carries: the days (yyyy-MM-dd on the hospital's clock) whose schedule
 * the write changed (a case's booked day or days, and on a rebooking its old ones too), or null
 * when it may have changed every day (an operating room written).
 */
export interface TheatreScheduleNews {
  days: string[] | null;
}

/**
 * Whether news concerns the schedule of `day` (undefined while the page knows no day yet): yes
 * unless it names days and `day` is not one of them; news without days (a failed look-up on
 * the server) concerns every day.
 */
export function newsConcernsDay(news: unknown, day: string | undefined): boolean {
  const days = (news as Partial<TheatreScheduleNews> | undefined)?.days;
  return day === undefined || !Array.isArray(days) || days.includes(day);
}

export type TheatreScheduleWatchAck = { ok: true } | { ok: false; error: ErrorBody };
