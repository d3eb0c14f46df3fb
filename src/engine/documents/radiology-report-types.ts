/**
 * The printed radiology report of one radiology result (issue 19, printing): composed once by
 * the server with every name, date and paragraph written out, and drawn the same by the
 * browser's print view and the PDF. A report not signed (a draft, or one being amended) says so
 * in its title and notice, so a printout of it cannot pass for a signed report.
 */
import type { DocumentIssuer, DocumentLine } from './document-types';

export interface RadiologyReportDocument {
  kind: 'radiologyReport';
  /** The PDF's file name: "RAD-2026-000001.pdf". */
  filename: string;
  /** "Radiology Report", or "Draft Radiology Report" while it is not signed. */
  title: string;
  issuer: DocumentIssuer;
  /** Name, MRN, sex and age on the study's day (those the reader may see). */
  patient: DocumentLine[];
  /** Request number, examination, modality, body part, priority, requested by, clinical notes. */
  study: DocumentLine[];
  /** Requested, scheduled, performed (and by whom), reported. */
  dates: DocumentLine[];
  /**
   * "Not signed: ..." for a draft or a report being amended; "Amended <time>: <reason>" for a
   * report signed again after an amendment.
   */
  notice?: string;
  /** Each section's paragraphs, as plain text (the stored rich text, never its HTML). */
  technique: string[];
  findings: string[];
  impression: string[];
  /** The images and documents attached to the report, by file name. */
  attachments: string[];
  /** Signed By: the radiologist's name and the time; empty while not signed. */
  signature: DocumentLine[];
}
