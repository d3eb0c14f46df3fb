/**
 * The printed operation note (issue 21, spec 6.3): composed once by the server with every name,
 * time and paragraph written out, and drawn the same by the browser's A4 print view and the PDF.
 */
import type { DocumentIssuer, DocumentLine } from './document-types';

export interface OperationNoteDocument {
  kind: 'operationNote';
  /** The PDF's file name: "SC-2026-000001 operation note.pdf". */
  filename: string;
  title: string;
  issuer: DocumentIssuer;
  /** Name, MRN, age on the day of the operation and sex (those the reader may see). */
  patient: DocumentLine[];
  /** Case number, theatre, date, priority, side, and the times the case's steps stamped. */
  operation: DocumentLine[];
  /** Surgeon, assistant, anesthetist, anesthesia. */
  team: DocumentLine[];
  /** Pre-operative diagnosis with its ICD-10 code, and the procedure done. */
  diagnosis: DocumentLine[];
  /** Each written section's paragraphs (its lines as written). */
  findings: string[];
  procedureDetails: string[];
  complications: string[];
  /** "350 mL", '' when not recorded. */
  bloodLoss: string;
  specimens: string[];
  postOpInstructions: string[];
  /** Signed By: the note's writer and when it was written. */
  signature: DocumentLine[];
}
