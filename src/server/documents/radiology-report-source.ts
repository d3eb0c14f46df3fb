/**
 * The printed radiology report of one result, read as the caller may read it: the result through
 * the model service (404 for none and, to a doctor, for a report not signed yet: its release
 * rule; hidden fields left out), its request and the request's test as the reader reads them,
 * the patient's MRN, sex and date of birth as a patient read gives them to the reader, and the
 * people by name.
 */
import {
  type RadiologyReportSources,
  radiologyReportDocument,
} from '../../engine/documents/radiology-report-document';
import type { RadiologyReportDocument } from '../../engine/documents/radiology-report-types';
import { can } from '../../engine/permissions/can';
import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/model-service';
import { namesByEmail } from '../repositories/lab-reports';
import { type DocumentDeps, issuerOf, titlesOf } from './document-sources';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A record the reader may read, or undefined when they may not (or it is gone). */
async function readable(deps: DocumentDeps, actor: Actor, model: string, id: unknown) {
  if (typeof id !== 'number' || !can(actor.engineUser, deps.matrix, model, 'detail'))
    return undefined;
  try {
    return await deps.models.get(model, actor, id);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 403))
      return undefined;
    throw error;
  }
}

/** The modality's name as the catalogue's options call it ("CT Scan" reads "CT"). */
function modalityName(deps: DocumentDeps, test: RecordValues | undefined): string {
  const options = deps.models.runtime('radiologyTest').schema.fields.modality?.options ?? [];
  const id = text(test?.modality);
  const option = options.find((o) => String(o.id ?? o.value) === id);
  return option?.name ?? id;
}

export async function radiologyReportDocumentFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<RadiologyReportDocument> {
  const result = await deps.models.get('radiologyResult', actor, id);
  const request = (await readable(deps, actor, 'radiologyRequest', result.radiology_request)) ?? {};
  const [test, patient, resultTitles, requestTitles, issuer] = await Promise.all([
    readable(deps, actor, 'radiologyTest', request.test),
    readable(deps, actor, 'patient', result.patient),
    titlesOf(deps, actor, 'radiologyResult', result),
    titlesOf(deps, actor, 'radiologyRequest', request),
    issuerOf(deps, result),
  ]);
  const emails = [request.requested_by, request.performed_by, result.signed_by].map(text);
  // Model tables have no static types (any-db.ts).
  const names = await namesByEmail(deps.db as unknown as AnyDb, emails);
  const name = (email: string) => (email ? (names.get(email.toLowerCase()) ?? email) : '');
  return radiologyReportDocument({
    result,
    request,
    titles: { ...requestTitles, ...resultTitles },
    issuer,
    patient: {
      mrn: text(patient?.mrn),
      sex: text(patient?.sex),
      date_of_birth: text(patient?.date_of_birth),
    } satisfies RadiologyReportSources['patient'],
    modality: modalityName(deps, test),
    names: {
      requestedBy: name(text(request.requested_by)),
      performedBy: name(text(request.performed_by)),
      signedBy: name(text(result.signed_by)),
    },
  });
}
