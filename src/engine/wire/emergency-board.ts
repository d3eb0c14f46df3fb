/**
 * The emergency board (`GET /api/emergency/board`, the emergencies page) and its news on the
 * real-time connection: shapes shared by the server that sends them and the browser that reads
 * them.
 */
import type { ErrorBody } from './errors';

/** One patient in the emergency department, not yet disposed. */
export interface EmergencyBoardRow {
  /** The emergency record, opened from the row. */
  id: number;
  emergency_number: string;
  patient: number;
  /** Red, Orange, Yellow, Green or Blue; null while the patient awaits triage. */
  triage_category: string | null;
  chief_complaint: string | null;
  arrival_mode: string | null;
  /** When the patient arrived (ISO instant): the client counts the minutes from it. */
  arrived_at: string;
  /** Whole minutes from arrival to the server's clock when the board was read. */
  minutes_waiting: number;
  /** "34 y", "8 mo", "12 d": from the date of birth, for readers of patients; else null. */
  age: string | null;
  sex: string | null;
}

export interface EmergencyBoard {
  /**
   * Active emergencies: those awaiting triage first, then Red through Blue; within each the
   * longest waiting first.
   */
  rows: EmergencyBoardRow[];
  /** The server's clock when the board was read (ISO instant). */
  at: string;
  /** The patients' names by id, for readers who may read patients (as record answers' titles). */
  titles: { patient?: Record<string, string> };
}

/** Client to server: watch the emergency board (allowed as the route is). */
export const EMERGENCY_BOARD_WATCH = 'emergency:watch';
/** Server to the board's watchers: an emergency was written; read the board again. */
export const EMERGENCY_CHANGED = 'emergency:changed';

export type EmergencyBoardWatchAck = { ok: true } | { ok: false; error: ErrorBody };
