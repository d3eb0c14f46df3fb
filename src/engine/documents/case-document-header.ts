/**
 * The heading both printed documents of a surgical case share (the operation note and the
 * anesthesia record): the file name, title and issuer, the patient, the operation (case number,
 * theatre, day, priority, side, then each document's own lines) and the team (surgeon,
 * assistant, anesthetist, anesthesia, then each document's own lines).
 */
import { formatLongDate } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { type DocumentPatient, filledLines, patientLines } from './document-format';
import type { DocumentIssuer, DocumentLine } from './document-types';

/** A surgical case as its documents print it (null: a note written without a case). */
export interface OperationCase {
  case_number: string;
  theatre: string;
  priority: string;
  side: string;
  /** "K35.8 Acute appendicitis, other and unspecified". */
  diagnosis: string;
  assistant: string;
  anesthetist: string;
  scheduled_start: string | null;
  wheeled_in_at: string | null;
  incision_at: string | null;
  closed_at: string | null;
  recovery_at: string | null;
}

export interface CaseDocumentHeader {
  /** The PDF's file name: "SC-2026-000001 operation note.pdf". */
  filename: string;
  title: string;
  issuer: DocumentIssuer;
  /** Name, MRN, age on the day of the operation and sex (those the reader may see). */
  patient: DocumentLine[];
  /** Case number, theatre, date, priority, side, and the document's own operation lines. */
  operation: DocumentLine[];
  /** Surgeon, assistant, anesthetist, anesthesia, and the document's own team lines. */
  team: DocumentLine[];
}

export interface CaseHeaderSources {
  /** The number the file is named by, and what the document is: "anesthesia record". */
  number: string;
  kind: string;
  title: string;
  issuer: DocumentIssuer;
  /** The Case Number line ('' prints none). */
  caseNumber: string;
  surgicalCase: OperationCase | null;
  /** The patient's id, its title among `titles`, and what the reader may see of them. */
  patientId: unknown;
  titles?: RefTitles;
  patient: DocumentPatient;
  /** The operation's day (yyyy-MM-dd): the Date line and the patient's age on it. */
  day: string | undefined;
  timeZone: string;
  /** The surgeon by name ("Dr. Dawit Alemu") and the anesthesia type. */
  surgeon: string;
  anesthesia: string;
  /** Lines printed after the shared ones (empty values are left out). */
  moreOperation?: DocumentLine[];
  moreTeam?: DocumentLine[];
}

export function caseDocumentHeader(sources: CaseHeaderSources): CaseDocumentHeader {
  const { surgicalCase: sc, timeZone } = sources;
  const day = sources.day || undefined;
  return {
    filename: `${sources.number} ${sources.kind}.pdf`,
    title: sources.title,
    issuer: sources.issuer,
    patient: patientLines(sources.titles, sources.patientId, sources.patient, day),
    operation: filledLines([
      { label: 'Case Number', value: sources.caseNumber },
      { label: 'Theatre', value: sc?.theatre ?? '' },
      { label: 'Date', value: day ? formatLongDate(day, timeZone) : '' },
      { label: 'Priority', value: sc?.priority ?? '' },
      { label: 'Side', value: sc?.side ?? '' },
      ...(sources.moreOperation ?? []),
    ]),
    team: filledLines([
      { label: 'Surgeon', value: sources.surgeon },
      { label: 'Assistant', value: sc?.assistant ?? '' },
      { label: 'Anesthetist', value: sc?.anesthetist ?? '' },
      { label: 'Anesthesia', value: sources.anesthesia },
      ...(sources.moreTeam ?? []),
    ]),
  };
}
