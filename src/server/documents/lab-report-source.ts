/**
 * The printed lab report of one request, read as the caller may read it: the request through
 * the model service (404 for none, 403 without its detail right, hidden fields left out), its
 * references' titles as a detail read gives them, the patient's MRN, sex and age only to those
 * who may read them on a patient, and the request's samples and results, people by name.
 */
import {
  type LabReportSources,
  labReportDocument,
} from '../../engine/documents/lab-report-document';
import type { LabReportDocument } from '../../engine/documents/lab-report-types';
import { can } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';
import {
  labReportPatient,
  labReportResults,
  labReportSamples,
  namesByEmail,
} from '../repositories/lab-reports';
import { type DocumentDeps, issuerOf, titlesOf } from './document-sources';

const PATIENT_FIELDS = ['mrn', 'sex', 'date_of_birth'] as const;

/** What the reader may see of the patient beside the name (the report, a sample's label). */
export async function patientOf(deps: DocumentDeps, actor: Actor, db: AnyDb, id: unknown) {
  const user = actor.engineUser;
  if (typeof id !== 'number' || !can(user, deps.matrix, 'patient', 'view')) return {};
  const schema = deps.models.runtime('patient').schema;
  const stored = await labReportPatient(db, id);
  return Object.fromEntries(
    PATIENT_FIELDS.filter((name) => mayAccessFieldNamed(schema, name, user)).map((name) => [
      name,
      stored[name],
    ]),
  ) as LabReportSources['patient'];
}

export async function labReportDocumentFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<LabReportDocument> {
  const request = await deps.models.get('labRequest', actor, id);
  // Model tables have no static types (any-db.ts).
  const db = deps.db as unknown as AnyDb;
  const [samples, results, titles, issuer, patient] = await Promise.all([
    labReportSamples(db, id),
    labReportResults(db, id),
    titlesOf(deps, actor, 'labRequest', request),
    issuerOf(deps, request),
    patientOf(deps, actor, db, request.patient),
  ]);
  const orderedBy = typeof request.ordered_by === 'string' ? request.ordered_by : '';
  const names = await namesByEmail(db, [
    orderedBy,
    ...samples.map((sample) => sample.collectedBy),
    ...results.flatMap((result) => [result.enteredBy, result.verifiedBy]),
  ]);
  const name = (email: string) => (email ? (names.get(email.toLowerCase()) ?? email) : '');
  return labReportDocument({
    request,
    titles,
    issuer,
    patient,
    orderedBy: name(orderedBy),
    samples: samples.map((sample) => ({ ...sample, collectedBy: name(sample.collectedBy) })),
    results: results.map((result) => ({
      ...result,
      enteredBy: name(result.enteredBy),
      verifiedBy: name(result.verifiedBy),
    })),
  });
}
