/**
 * The printed laboratory report of one lab request (issue 19, printing): composed once by the
 * server with every value, flag, name and time written out, and drawn the same by the browser's
 * print view and the PDF. Only verified results are in it; an ordered test without one is
 * listed as pending.
 */
import type { DocumentIssuer, DocumentLine, DocumentTable } from './document-types';

/** One parameter of a verified test as printed. */
export interface LabReportRow {
  parameter: string;
  value: string;
  unit: string;
  /** The reference range the server flagged the value against ("3.5 - 5.1"); '' when none. */
  range: string;
  /** '' for a normal value; Low, High, Abnormal, or CRITICAL LOW / CRITICAL HIGH. */
  flag: string;
  /** Outside its range or not a normal option: printed in bold. */
  abnormal: boolean;
  /** At or past a critical limit: bold, and its flag says CRITICAL (never colour alone). */
  critical: boolean;
}

/** One ordered test: its verified values, or why it is not printed yet. */
export interface LabReportTest {
  /** "CBC Complete Blood Count", as the catalogue names it. */
  name: string;
  verified: boolean;
  /** Why a pending test has no values: "Pending: awaiting verification". */
  pending?: string;
  /** The sample the values were measured in ("SMP-2026-000004"), when the result names it. */
  sample?: string;
  rows: LabReportRow[];
  comments?: string;
  /** A result amended after it was first verified says so, with the reason given. */
  amended?: string;
  /** Entered By and Verified By, each a name and a time. */
  signatures: DocumentLine[];
}

export interface LabReportDocument {
  kind: 'labReport';
  /** The PDF's file name: "LAB-2026-000001.pdf". */
  filename: string;
  /** "Laboratory Report", or "Cancelled Lab Request" so a printout cannot pass for a report. */
  title: string;
  issuer: DocumentIssuer;
  /** Name, MRN, sex and age (those the reader may see). */
  patient: DocumentLine[];
  /** Request number, ordering doctor, ordered at, priority, status. */
  request: DocumentLine[];
  /** The samples taken: number, type, collected at and by, and a rejection with its reason. */
  samples: DocumentTable;
  /** An interim report's tests still pending, or why the request was cancelled. */
  notice?: string;
  tests: LabReportTest[];
}
