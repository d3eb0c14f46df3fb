/**
 * The ward bed board (`GET /api/inpatient/board`, the wards page), the wards' census
 * (`GET /api/inpatient/census`, the IPD page) and the board's news on the real-time connection:
 * shapes shared by the server that sends them and the browser that reads them.
 */
import type { ErrorBody } from './errors';

/** A bed's states (schemas/bed.json), in the order the board counts them. */
export const BED_STATES = ['Vacant', 'Occupied', 'Cleaning', 'Out of Service'] as const;
export type BedState = (typeof BED_STATES)[number];

/** Why a bed's card catches the eye: each kind drawn in words, never by colour alone. */
export type BoardAlertKind = 'allergy' | 'vitals' | 'discharge' | 'medication';

export interface BoardAlert {
  kind: BoardAlertKind;
  /** "Allergy: Penicillin (Severe, rash)", "Pulse high (118 beats/min)", "Discharge ordered". */
  text: string;
}

/** The patient in a bed, as far as the reader may see patients' fields (else null). */
export interface BoardPatient {
  id: number;
  name: string | null;
  mrn: string | null;
  sex: string | null;
  /** "34 y", "8 mo", "12 d" on the hospital's clock. */
  age: string | null;
}

/** The admission holding a bed (for readers of admissions). */
export interface BoardAdmission {
  id: number;
  admission_number: string;
  status: string;
  admitted_at: string | null;
  /** Whole calendar days since admission on the hospital's clock: 0 on the day of admission. */
  days: number | null;
  /** The admitting doctor's name, for readers of physicians; else null. */
  doctor: string | null;
  /** "J18.9 Pneumonia, unspecified", for readers of diseases; else null. */
  diagnosis: string | null;
}

export interface BoardBed {
  id: number;
  /** The bed's record version, so Mark clean moves the bed the reader saw. */
  version: number;
  bed_number: string;
  bed_type: string | null;
  status: BedState;
  out_of_service_reason: string | null;
  patient: BoardPatient | null;
  admission: BoardAdmission | null;
  /** Allergies, the latest charts' flags, a discharge ordered, active medication orders. */
  alerts: BoardAlert[];
}

export interface BoardRoom {
  id: number;
  room_number: string;
  room_type: string | null;
  beds: BoardBed[];
}

export interface BoardWard {
  id: number;
  code: string;
  name: string;
  ward_type: string | null;
  /** The ward's beds in each state. */
  counts: Record<BedState, number>;
  rooms: BoardRoom[];
}

/** A ward as a picker names it. */
export interface WardChoice {
  id: number;
  code: string;
  name: string;
}

export interface BedBoard {
  /** The active wards asked for (one, or all by code), each with its active rooms and beds. */
  wards: BoardWard[];
  /** Every active ward, for the ward picker, by code. */
  choices: WardChoice[];
  /** The server's clock when the board was read (ISO instant). */
  at: string;
  /**
   * Which of the server's news to the board's watchers this read began after (the server's
   * start and a count, "k3x9q-12"): a watch granted with the same (BedBoardWatchAck) has
   * nothing newer to read; another server, or more news, has.
   */
  changes: string;
}

/** One ward's census of a day: its beds as they stand and the day's movements. */
export interface WardCensusRow {
  ward: WardChoice;
  beds: number;
  occupied: number;
  vacant: number;
  cleaning: number;
  out_of_service: number;
  /** Occupied over beds in service (all beds but those out of service), in whole percent. */
  occupancy_percent: number;
  admissions: number;
  discharges: number;
  transfers_in: number;
  transfers_out: number;
}

export interface WardCensus {
  /** The day counted (yyyy-MM-dd on the hospital's clock). */
  date: string;
  rows: WardCensusRow[];
  /** The hospital's sums (its `ward` names "All wards"). */
  totals: WardCensusRow;
  at: string;
}

/** Client to server: watch the bed board (allowed as the routes are). */
export const BED_BOARD_WATCH = 'beds:watch';
/** Server to the board's watchers: a bed, admission, transfer or bedside record changed. */
export const BED_BOARD_CHANGED = 'beds:changed';

/** A granted watch says which news was told last (BedBoard.changes). */
export type BedBoardWatchAck = { ok: true; changes: string } | { ok: false; error: ErrorBody };
