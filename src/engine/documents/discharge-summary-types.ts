/**
 * The printed discharge summary of an admission (issue 21): composed once by the server with
 * every name, date and paragraph written out, and drawn the same by the browser's A4 print view
 * and the PDF. A summary not signed yet says so in its title and notice, so a printout of a
 * draft cannot pass for the signed summary the patient takes home.
 */
import type { DocumentIssuer, DocumentLine, DocumentTable } from './document-types';

export interface DischargeSummaryDocument {
  kind: 'dischargeSummary';
  /** The PDF's file name: "IPD-2026-000001 discharge summary.pdf". */
  filename: string;
  /** "Discharge Summary", or "Draft Discharge Summary" while it is not signed. */
  title: string;
  issuer: DocumentIssuer;
  /** Name, MRN, age on the day of discharge (or of writing) and sex (those the reader may see). */
  patient: DocumentLine[];
  /** Admission number, admitted, discharged, ward (room and bed), admitting doctor, disposition. */
  stay: DocumentLine[];
  /** "Not signed: ..." for a draft. */
  notice?: string;
  /** Admission and final diagnosis with their ICD-10 codes, and the other diagnoses written. */
  diagnoses: DocumentLine[];
  /** Each section's paragraphs (its lines as written). */
  procedures: string[];
  course: string[];
  condition: string;
  /** The take-home prescription's number, when the summary names one. */
  prescription: string;
  /** Medicine, dose, route, frequency, duration and instructions: one row per medicine. */
  medicines: DocumentTable;
  followUp: string[];
  advice: string[];
  /** Written By, and Signed By with the time once signed. */
  signature: DocumentLine[];
}
