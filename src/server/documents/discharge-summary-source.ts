/**
 * The printed discharge summary of one summary, read as the caller may read it: the summary
 * through the model service (404 for none, 403 without its detail right), its admission (every
 * reader of summaries reads admissions), the patient's MRN, sex and date of birth as a patient
 * read gives them to the reader, and the names the summary prints (ward, bed, doctor, diagnoses,
 * medicines to take home) whatever the reader's rights over those catalogues: they are what the
 * summary says.
 */
import { dischargeSummaryDocument } from '../../engine/documents/discharge-summary-document';
import type { DischargeSummaryDocument } from '../../engine/documents/discharge-summary-types';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';
import { diseaseNames, prescriptionNumber, stayNames } from '../repositories/discharge-summaries';
import { prescriptionItemRows } from '../repositories/dispensing-labels';
import { staffNamesByEmail } from '../repositories/staff-names';
import { type DocumentDeps, issuerOf, titlesOf } from './document-sources';
import { patientOf } from './lab-report-source';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function dischargeSummaryDocumentFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<DischargeSummaryDocument> {
  const summary = await deps.models.get('dischargeSummary', actor, id);
  const admission = await deps.models.get('impatient', actor, Number(summary.admission));
  // Model tables have no static types (any-db.ts).
  const db = deps.db as unknown as AnyDb;
  const prescription = Number(summary.take_home_prescription) || 0;
  const [titles, patient, issuer, stay, diseases, number, medicines, names] = await Promise.all([
    titlesOf(deps, actor, 'dischargeSummary', summary),
    patientOf(deps, actor, db, summary.patient),
    issuerOf(deps, summary),
    stayNames(db, admission),
    diseaseNames(db, [admission.admission_diagnosis, summary.final_diagnosis]),
    prescription ? prescriptionNumber(db, prescription) : '',
    prescription ? prescriptionItemRows(db, prescription) : [],
    staffNamesByEmail(db, [summary.recorded_by, summary.signed_by]),
  ]);
  const name = (email: string) => (email ? (names.get(email.toLowerCase()) ?? email) : '');
  return dischargeSummaryDocument({
    summary,
    admission,
    titles,
    issuer,
    patient: {
      mrn: text(patient.mrn),
      sex: text(patient.sex),
      date_of_birth: text(patient.date_of_birth),
    },
    stay,
    diseases,
    prescription: number,
    medicines,
    names: {
      writtenBy: name(text(summary.recorded_by)),
      signedBy: name(text(summary.signed_by)),
    },
  });
}
