/**
 * The radiology worklist (`GET /api/radiology/worklist`, the radiology worklist page): shapes
 * shared by the server that answers and the browser that reads it. Page sizes and priorities
 * are every worklist's (worklist.ts).
 */
import type { Worklist } from './worklist';

/** The states of a request radiology still has work on: to schedule, to perform, to report. */
export const RADIOLOGY_WORKLIST_STATES = ['Requested', 'Scheduled', 'Performed'] as const;
export type RadiologyWorklistState = (typeof RADIOLOGY_WORKLIST_STATES)[number];

/** socket.io, client to server: asks to hear of the worklist's changes (acknowledged). */
export const RADIOLOGY_WORKLIST_WATCH = 'radiologyWorklist:watch';
/** socket.io, server to watchers: a radiology request or result was written; read again. */
export const RADIOLOGY_WORKLIST_CHANGED = 'radiologyWorklist:changed';

/** One open radiology request. */
export interface RadiologyWorklistRow {
  /** The radiologyRequest record, opened from the row. */
  id: number;
  request_number: string;
  patient: number;
  /** The patient's medical record number, for readers of patients; else null. */
  mrn: string | null;
  priority: string;
  status: RadiologyWorklistState;
  test: { id: number; code: string; name: string; modality: string | null };
  /** The request's body part, else the test's. */
  body_part: string | null;
  /** ISO instants; scheduled_at and room once scheduled. */
  requested_at: string | null;
  scheduled_at: string | null;
  room: string | null;
  performed_at: string | null;
  /** Its day (the scheduled day, else the day requested) is today on the hospital's clock. */
  today: boolean;
  /** Whole minutes since it was requested, on the server's clock when the list was read. */
  minutes_open: number | null;
  /** Its report (radiologyResult) once one is written. */
  report: { id: number; status: string } | null;
}

export interface RadiologyWorklist extends Worklist<RadiologyWorklistRow, RadiologyWorklistState> {
  /** The modalities the filter offers (the radiology test's options), id and shown name. */
  modalities: { id: string; name: string }[];
  /** The modality asked for, if any (counts and rows are of that modality alone). */
  modality: string | null;
}
