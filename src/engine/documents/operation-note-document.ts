/**
 * The printed operation note, from the note and its surgical case as stored, with the names the
 * server looked up (theatre, team, diagnosis with its ICD-10 code, the writer): the patient, the
 * operation's day and times from the case's stamps, the team, diagnosis and procedure, findings,
 * procedure details, complications, blood loss, specimens and post-operative instructions, and
 * who signed it when. A note written without a case prints what the note itself holds.
 */
import { splitInstant } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { caseDocumentHeader, type OperationCase } from './case-document-header';
import {
  type DocumentPatient,
  filledLines,
  instantText,
  paragraphsOf,
  quantityText,
  text,
} from './document-format';
import type { DocumentIssuer } from './document-types';
import type { OperationNoteDocument } from './operation-note-types';

export interface OperationNoteSources {
  note: Record<string, unknown>;
  surgicalCase: OperationCase | null;
  /** The note's references' titles (its patient). */
  titles?: RefTitles;
  issuer: DocumentIssuer;
  /** What the reader may see of the patient beside the name. */
  patient: DocumentPatient;
  /** The note's surgeon by name ("Dr. Dawit Alemu"). */
  surgeon: string;
  /** Who wrote (and so signed) the note. */
  writer: string;
  timeZone: string;
}

export function operationNoteDocument(sources: OperationNoteSources): OperationNoteDocument {
  const { note, surgicalCase: sc, titles, patient, timeZone: zone } = sources;
  const number = sc?.case_number || `Operation note ${text(note.id)}`;
  const day =
    text(note.operation_date) || splitInstant(sc?.wheeled_in_at ?? sc?.scheduled_start, zone)?.date;
  const time = (value: string | null | undefined) => (value ? instantText(value, zone) : '');
  const loss = note.estimated_blood_loss;
  return {
    kind: 'operationNote',
    ...caseDocumentHeader({
      number,
      kind: 'operation note',
      title: 'Operation Note',
      issuer: sources.issuer,
      caseNumber: sc?.case_number ?? '',
      surgicalCase: sc,
      patientId: note.patient,
      titles,
      patient,
      day,
      timeZone: zone,
      surgeon: sources.surgeon,
      anesthesia: text(note.anesthesia_type),
      moreOperation: [
        { label: 'Into Theatre', value: time(sc?.wheeled_in_at) },
        { label: 'Incision', value: time(sc?.incision_at) },
        { label: 'Closure', value: time(sc?.closed_at) },
        { label: 'To Recovery', value: time(sc?.recovery_at) },
      ],
    }),
    diagnosis: filledLines([
      { label: 'Pre-operative Diagnosis', value: sc?.diagnosis ?? '' },
      { label: 'Procedure', value: text(note.procedure), strong: true },
    ]),
    findings: paragraphsOf(note.findings),
    procedureDetails: paragraphsOf(note.procedure_details),
    complications: paragraphsOf(note.complications),
    bloodLoss: loss === null || loss === undefined || loss === '' ? '' : `${quantityText(loss)} mL`,
    specimens: paragraphsOf(note.specimens),
    postOpInstructions: paragraphsOf(note.post_op_instructions),
    signature: filledLines([
      {
        label: 'Signed By',
        value: [sources.writer, time(text(note.created_at))].filter(Boolean).join(', '),
      },
    ]),
  };
}
