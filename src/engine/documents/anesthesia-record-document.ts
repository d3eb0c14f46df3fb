/**
 * The printed anesthesia record of a surgical case, from the case as the reader reads it, the
 * names the server looked up (theatre, team, diagnosis, who recorded), the pre-anesthesia
 * assessment and the six intra-operative series with their totals (the anesthesia record's own
 * answer): the patient, the operation and its times from the case's stamps, the team with the
 * ASA class, the assessment in full, the series' tables (anesthesia-record-tables.ts) and who
 * recorded them.
 */
import { splitInstant } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { anesthesiaTimeText } from '../surgery/anesthesia-totals';
import { ANESTHESIA_SERIES_MODELS, type AnesthesiaRecordAnswer } from '../wire/anesthesia-record';
import {
  anesthesiaSections,
  anesthesiaTimeLine,
  type TableContext,
  timeText,
} from './anesthesia-record-tables';
import type { AnesthesiaRecordDocument } from './anesthesia-record-types';
import { caseDocumentHeader, type OperationCase } from './case-document-header';
import { type DocumentPatient, filledLines, quantityText, text } from './document-format';
import type { DocumentIssuer, DocumentLine } from './document-types';

type Row = Record<string, unknown>;

export interface AnesthesiaRecordSources {
  record: AnesthesiaRecordAnswer;
  /** The case as the reader reads it: procedure, anesthesia type, patient, state. */
  surgicalCase: Row;
  /** Its theatre, team and stamps by name (repositories/operation-notes.ts). */
  operation: OperationCase | null;
  /** The surgeon by name ("Dr. Dawit Alemu"). */
  surgeon: string;
  /** The pre-anesthesia assessment as the reader reads it; null: none; undefined: not theirs. */
  assessment: Row | null | undefined;
  /** The case's references' titles (its patient). */
  titles?: RefTitles;
  issuer: DocumentIssuer;
  patient: DocumentPatient;
  /** People by the lower-cased e-mail their records keep. */
  names: ReadonlyMap<string, string>;
  timeZone: string;
}

/** Whether a value was recorded. */
const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** "ASA IIE": the class with the emergency modifier. */
const asaOf = (assessment: Row | null | undefined) =>
  assessment?.asa_class
    ? `${text(assessment.asa_class)}${assessment.emergency_modifier === 'Yes' ? 'E' : ''}`
    : '';

function preAnesthesiaLines(a: Row, context: TableContext, wall: (at: unknown) => string) {
  const joined = (...parts: string[]) => parts.filter(Boolean).join('; ');
  const intake = (at: unknown, hours: unknown) =>
    at
      ? `${wall(at)}${given(hours) ? ` (${quantityText(hours)} h before the booked start)` : ''}`
      : '';
  const flags = Array.isArray(a.fasting_flags) ? a.fasting_flags.map(String) : [];
  const timed = given(a.fasting_solids_hours) || given(a.fasting_fluids_hours);
  return filledLines([
    {
      label: 'Assessed',
      value: [context.name(text(a.recorded_by) || null), wall(a.recorded_at)]
        .filter(Boolean)
        .join(', '),
    },
    { label: 'ASA Physical Status', value: asaOf(a), strong: true },
    {
      label: 'Weight',
      value: given(a.weight) ? `${quantityText(a.weight)} kg` : '',
    },
    {
      label: 'Airway',
      value: joined(
        a.mallampati ? `Mallampati ${text(a.mallampati)}` : '',
        a.mouth_opening ? `mouth opening ${text(a.mouth_opening)}` : '',
        a.thyromental_distance ? `thyromental distance ${text(a.thyromental_distance)}` : '',
        a.neck_movement ? `neck movement ${text(a.neck_movement).toLowerCase()}` : '',
      ),
    },
    { label: 'Dentition', value: text(a.dentition) },
    { label: 'Last Solid Food', value: intake(a.last_solids_at, a.fasting_solids_hours) },
    { label: 'Last Clear Fluids', value: intake(a.last_clear_fluids_at, a.fasting_fluids_hours) },
    { label: 'Fasting', value: flags.length > 0 ? flags.join('; ') : timed ? 'Met' : '' },
    { label: 'Allergies', value: text(a.allergies), strong: true },
    { label: 'Comorbidities', value: text(a.comorbidities) },
    { label: 'Current Medications', value: text(a.current_medications) },
    { label: 'Relevant Investigations', value: text(a.investigations) },
    { label: 'Anesthesia Plan', value: joined(text(a.plan), text(a.plan_notes)) },
    { label: 'Fit for Anesthesia', value: text(a.fit_for_anesthesia), strong: true },
  ]);
}

/** Everyone who recorded an entry, by name, with how many each, most first. */
function recorders(record: AnesthesiaRecordAnswer, context: TableContext): string {
  const counts = new Map<string, number>();
  for (const model of ANESTHESIA_SERIES_MODELS)
    for (const entry of record.series[model]) {
      const name = context.name(entry.recorded_by);
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => `${name} (${count} ${count === 1 ? 'entry' : 'entries'})`)
    .join(', ');
}

export function anesthesiaRecordDocument(
  sources: AnesthesiaRecordSources,
): AnesthesiaRecordDocument {
  const { record, surgicalCase: sc, operation: op, assessment, timeZone } = sources;
  const number = op?.case_number || record.surgical_case.case_number;
  const firstEntry = ANESTHESIA_SERIES_MODELS.flatMap((m) => record.series[m])
    .map((entry) => entry.recorded_at)
    .sort()[0];
  const day =
    splitInstant(op?.wheeled_in_at ?? firstEntry ?? op?.scheduled_start, timeZone)?.date ?? '';
  const context: TableContext = {
    day,
    timeZone,
    name: (email) => (email ? (sources.names.get(email.toLowerCase()) ?? email) : ''),
  };
  const wall = (at: unknown) => timeText(at, context);
  const minutes = record.totals.anesthesia_minutes;
  const times: DocumentLine[] = filledLines([
    { label: 'Into Theatre', value: wall(op?.wheeled_in_at) },
    { label: 'Incision', value: wall(op?.incision_at) },
    { label: 'Closure', value: wall(op?.closed_at) },
    { label: 'To Recovery', value: wall(op?.recovery_at) },
    { label: 'Anesthesia', value: anesthesiaTimeLine(record.totals, context) },
    {
      label: 'Under Anesthesia',
      value: minutes === null ? '' : anesthesiaTimeText(minutes),
      strong: true,
    },
  ]);
  return {
    kind: 'anesthesiaRecord',
    ...caseDocumentHeader({
      number,
      kind: 'anesthesia record',
      title: 'Anesthesia Record',
      issuer: sources.issuer,
      caseNumber: number,
      surgicalCase: op,
      patientId: sc.patient,
      titles: sources.titles,
      patient: sources.patient,
      day,
      timeZone,
      surgeon: sources.surgeon,
      anesthesia: text(sc.anesthesia_type),
      moreOperation: [
        { label: 'Status', value: text(sc.status) },
        { label: 'Procedure', value: text(sc.procedure), strong: true },
        { label: 'Diagnosis', value: op?.diagnosis ?? '' },
      ],
      moreTeam: [{ label: 'ASA', value: asaOf(assessment), strong: true }],
    }),
    times,
    preAnesthesia: assessment ? preAnesthesiaLines(assessment, context, wall) : [],
    preAnesthesiaNote:
      assessment === undefined
        ? 'Not shown: your role may not read pre-anesthesia assessments.'
        : assessment === null
          ? 'No pre-anesthesia assessment recorded.'
          : '',
    sections: anesthesiaSections(record.series, record.totals, context),
    signatures: filledLines([
      { label: 'Anesthetist', value: op?.anesthetist ?? '' },
      { label: 'Recorded By', value: recorders(record, context) },
    ]),
  };
}
