/**
 * The printed operation note (issue 21, spec 6.3): composed once by the server with every name,
 * time and paragraph written out, and drawn the same by the browser's A4 print view and the PDF.
 */
import type { CaseDocumentHeader } from './case-document-header';
import type { DocumentLine } from './document-types';

/**
 * The case heading (case-document-header.ts): its operation lines end with the times the case's
 * steps stamped.
 */
export interface OperationNoteDocument extends CaseDocumentHeader {
  kind: 'operationNote';
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
