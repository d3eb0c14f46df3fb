/**
 * The printed anesthesia record of one surgical case, read as the caller may read it: the case
 * through the model service (404 for none, 403 without its detail right), the six series and
 * their totals as the case page's record reads them (surgery/anesthesia-record.ts, the fields
 * the reader may see), the pre-anesthesia assessment through the model service for its
 * readers, the patient's MRN, sex and date of birth as a patient read gives them, and the names
 * the record prints (theatre, team, diagnosis, who recorded) whatever the reader's rights over
 * those catalogues: they are what the record says. The route has checked the series' rights.
 */
import {
  type AnesthesiaRecordSources,
  anesthesiaRecordDocument,
} from '../../engine/documents/anesthesia-record-document';
import type { AnesthesiaRecordDocument } from '../../engine/documents/anesthesia-record-types';
import { can } from '../../engine/permissions/can';
import { DEFAULT_SETTINGS } from '../../engine/types';
import { ANESTHESIA_SERIES_MODELS } from '../../engine/wire/anesthesia-record';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';
import { namesByEmail } from '../repositories/lab-reports';
import { operationCase, physicianName } from '../repositories/operation-notes';
import { readAnesthesiaRecord } from '../surgery/anesthesia-record';
import { type DocumentDeps, issuerOf, titlesOf } from './document-sources';
import { patientOf } from './lab-report-source';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function anesthesiaRecordDocumentFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<AnesthesiaRecordDocument> {
  const surgicalCase = await deps.models.get('surgicalCase', actor, id);
  // Model tables have no static types (any-db.ts).
  const db = deps.db as unknown as AnyDb;
  const user = actor.engineUser;
  const record = await readAnesthesiaRecord(
    db,
    { user, matrix: deps.matrix, runtime: (model) => deps.models.runtime(model) },
    id,
  );
  // Read just now through the model service: gone since only if deleted in between.
  if (!record) throw new Error(`surgical case ${id} vanished while its record was read`);
  const brief = record.pre_anesthesia;
  const [titles, patient, issuer, operation, surgeon, assessment] = await Promise.all([
    titlesOf(deps, actor, 'surgicalCase', surgicalCase),
    patientOf(deps, actor, db, surgicalCase.patient),
    issuerOf(deps, surgicalCase),
    operationCase(db, id),
    physicianName(db, surgicalCase.surgeon),
    !can(user, deps.matrix, 'preAnesthesia', 'detail')
      ? undefined
      : brief
        ? deps.models.get('preAnesthesia', actor, brief.id)
        : null,
  ]);
  const names = await namesByEmail(db, [
    ...ANESTHESIA_SERIES_MODELS.flatMap((model) =>
      record.series[model].map((entry) => text(entry.recorded_by)),
    ),
    text(assessment?.recorded_by),
  ]);
  return anesthesiaRecordDocument({
    record,
    surgicalCase,
    operation,
    surgeon,
    assessment: assessment as AnesthesiaRecordSources['assessment'],
    titles,
    issuer,
    patient,
    names,
    timeZone: DEFAULT_SETTINGS.timeZone,
  });
}
