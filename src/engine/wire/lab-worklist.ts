/**
 * The laboratory's worklist (`GET /api/lab/worklist`, the lab requests page): shapes shared by
 * the server that answers and the browser that reads it.
 */
import { WORKLIST_DEFAULT_LIMIT, type Worklist } from './worklist';

/** The states of a request the laboratory still has work on, in the order work goes. */
export const LAB_WORKLIST_STATES = ['Requested', 'Sample Collected', 'In Progress'] as const;
export type LabWorklistState = (typeof LAB_WORKLIST_STATES)[number];

/** The page size when none is asked for (every worklist's: worklist.ts, with its priorities). */
export const LAB_WORKLIST_DEFAULT_LIMIT = WORKLIST_DEFAULT_LIMIT;

/** socket.io, client to server: asks to hear of the worklist's changes (acknowledged). */
export const LAB_WORKLIST_WATCH = 'labWorklist:watch';
/** socket.io, server to watchers: a lab request, sample or result was written; read again. */
export const LAB_WORKLIST_CHANGED = 'labWorklist:changed';

export interface LabWorklistTest {
  id: number;
  code: string;
  name: string;
}

/** One open lab request. */
export interface LabWorklistRow {
  /** The labRequest record, opened from the row. */
  id: number;
  request_number: string;
  patient: number;
  /** The patient's medical record number, for readers of patients; else null. */
  mrn: string | null;
  priority: string;
  status: LabWorklistState;
  tests: LabWorklistTest[];
  /** When it was ordered and when its slowest test is due (ISO instants; null if never timed). */
  ordered_at: string | null;
  due_at: string | null;
  /** Whole minutes from ordering to the server's clock when the list was read. */
  minutes_open: number | null;
  /** Still open after `due_at` on the server's clock. */
  overdue: boolean;
  /** Sample types its tests need that have no Collected sample yet (names), in test order. */
  samples_missing: string[];
  /** The first of those types (its id), which Collect sample fills in; null with none missing. */
  next_sample_type: number | null;
  /** How many of its samples were rejected: with samples missing, a new one is asked for. */
  samples_rejected: number;
  /** Of `samples_missing`, the types whose sample was rejected: a new one is asked for. */
  samples_resample: string[];
}

export type LabWorklist = Worklist<LabWorklistRow, LabWorklistState>;
