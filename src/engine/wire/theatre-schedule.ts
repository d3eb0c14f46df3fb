/**
 * The theatre schedule of a day (`GET /api/surgery/schedule?date=`, the surgery page) and its
 * news on the real-time connection: shapes shared by the server that sends them and the browser
 * that reads them.
 */
import type { ErrorBody } from './errors';

/** A surgical case's states (schemas/surgicalCase.json), in the order the day counts them. */
export const CASE_STATES = [
  'Scheduled',
  'Pre-op',
  'Sign-in Done',
  'In Theatre',
  'Time-out Done',
  'Sign-out Done',
  'In Recovery',
  'Back to Ward',
  'Cancelled',
] as const;
export type CaseState = (typeof CASE_STATES)[number];

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
  /** The day's cases by status, every state present (0 when none). */
  counts: Record<CaseState, number>;
  total: number;
}

/** Asks to hear about the schedule's changes. */
export const THEATRE_SCHEDULE_WATCH = 'theatre:watch';
/** Something on the schedule changed: read it again. */
export const THEATRE_SCHEDULE_CHANGED = 'theatre:changed';

export type TheatreScheduleWatchAck = { ok: true } | { ok: false; error: ErrorBody };
