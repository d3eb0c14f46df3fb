/**
 * A department's queue of the day and its waiting screens: the routes under /api/queue and the
 * news on the real-time connection, shared by the server that sends them and the browser that
 * reads them.
 */
import type { ErrorBody } from './errors';

/** One visit of a department's day, as the department queue page shows it. */
export interface QueueRow {
  /** The visit's id. */
  visit: number;
  visitNumber: string;
  number: number;
  patient: number;
  status: string;
  visitType: string;
  /** ISO instants. */
  arrivedAt: string;
  calledAt: string | null;
  endedAt: string | null;
  room: string | null;
  /** The version the page saw: a move made from it is refused if the visit changed since. */
  version: number;
}

/** `GET /api/queue/departments/{id}`: a department's visits of the hospital's day. */
export interface DepartmentQueue {
  department: { id: number; name: string };
  /** The hospital's day ("2026-03-02"). */
  day: string;
  /** Still to be called, in call order (emergencies first, then by number). */
  waiting: QueueRow[];
  /** Called in, latest call first. */
  inConsultation: QueueRow[];
  /** Left the queue today (completed, admitted, referred, left unseen), latest first. */
  ended: QueueRow[];
  /** Patients' names by id, for readers who may read patients. */
  titles: { patient?: Record<string, string> };
}

/** `POST /api/queue/call-next`: the doctor's room (and the department whose queue to call). */
export interface CallNextBody {
  department: number;
  room: string;
}

/** `POST /api/queue/recall`: call the visit in consultation again (the patient did not come). */
export interface RecallBody {
  visit: number;
}

/** What a waiting screen shows: queue numbers, rooms and first names, nothing else. */
export interface QueueBoard {
  /** `chime`: whether the screen sounds on each new call. */
  screen: { id: number; name: string; department: number; room: string | null; chime: boolean };
  /** The latest calls first: visits in consultation, by the time they were (re)called. */
  called: { number: number; firstName: string; room: string | null; calledAt: string }[];
  /** The next to be called, in call order. */
  next: { number: number; firstName: string }[];
}

/**
 * Client to server: watch a waiting screen (`{screen}`: hear `queue:board`) or a department's
 * queue page (`{department}`: hear `queue:changed`).
 */
export const QUEUE_WATCH = 'queue:watch';
/** Server to a waiting screen: its board as it is now, after a write changed its department. */
export const QUEUE_BOARD = 'queue:board';
/** Server to the department's queue pages: something in its queue changed; read it again. */
export const QUEUE_CHANGED = 'queue:changed';

export interface QueueChanged {
  department: number;
}

export type QueueWatchAck =
  | { ok: true; board?: QueueBoard; department: number }
  | { ok: false; error: ErrorBody };
