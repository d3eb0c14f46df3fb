/**
 * The printed intra-operative anesthesia record of a surgical case (issue 21): composed once by
 * the server with every name, time and number written out, and drawn the same by the browser's
 * A4 print view and the PDF, the vital signs' trend by one drawing (anesthesia-trend-svg.ts).
 */
import type { CaseDocumentHeader } from './case-document-header';
import type { DocumentLine, DocumentTable } from './document-types';

/** One vital-signs entry on the trend: minutes after the first, and the values it plots. */
export interface AnesthesiaTrendPoint {
  minute: number;
  heart_rate: number | null;
  bp_systolic: number | null;
  bp_diastolic: number | null;
  spo2: number | null;
}

/** The vital signs over time as the trend draws them. */
export interface AnesthesiaTrend {
  /** Minutes from the first entry to the last (0 for a single entry). */
  span: number;
  /** The time axis' marks: minutes after the first entry and the hospital clock's time there. */
  ticks: { minute: number; label: string }[];
  points: AnesthesiaTrendPoint[];
  /** What the drawing shows, in words (its text alternative in the print view). */
  description: string;
}

/** A table of the record: its heading, rows in time order, and the lines printed under it. */
export interface AnesthesiaRecordSection {
  /** "Vital Signs", "IV Medication"... */
  title: string;
  table: DocumentTable;
  /** Totals under the table: each drug's doses added up, fluids in, out and the balance. */
  totals: DocumentLine[];
  /** The vital signs' section: their trend, drawn above the table (null when nothing plots). */
  trend?: AnesthesiaTrend | null;
}

/**
 * The case heading (case-document-header.ts): its operation lines end with the state, procedure
 * and diagnosis, its team with the ASA class of the assessment.
 */
export interface AnesthesiaRecordDocument extends CaseDocumentHeader {
  kind: 'anesthesiaRecord';
  /** Into theatre, incision, closure, to recovery, and the time under anesthesia. */
  times: DocumentLine[];
  /** The pre-anesthesia assessment: class, airway, fasting, allergies, plan, fitness, by whom. */
  preAnesthesia: DocumentLine[];
  /** Why there are no assessment lines ('' when there are). */
  preAnesthesiaNote: string;
  /**
   * Vital signs (with the trend), gases and inhalation agents, IV medication (with each drug's
   * total), ventilation, fluids in and out (with totals and balance), monitoring and events.
   */
  sections: AnesthesiaRecordSection[];
  /** The anesthetist, and who recorded the entries (by name, with how many each). */
  signatures: DocumentLine[];
}
