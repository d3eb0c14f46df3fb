/**
 * The printed operation note of one note, read as the caller may read it: the note through the
 * model service (404 for none, 403 without its detail right), the patient's MRN, sex and date of
 * birth as a patient read gives them to the reader, and the names the note prints (its case's
 * theatre and team, the diagnosis, the writer) whatever the reader's rights over those
 * catalogues: they are what the note says.
 */
import type { OperationCase } from '../../engine/documents/case-document-header';
import { operationNoteDocument } from '../../engine/documents/operation-note-document';
import type { OperationNoteDocument } from '../../engine/documents/operation-note-types';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';
import { operationCase, physicianName } from '../repositories/operation-notes';
import { personName } from '../repositories/sales';
import { findUserRowById } from '../repositories/users';
import { type DocumentDeps, issuerOf, titlesOf } from './document-sources';
import { patientOf } from './lab-report-source';

export async function operationNoteDocumentFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<OperationNoteDocument> {
  const note = await deps.models.get('operationNote', actor, id);
  // Model tables have no static types (any-db.ts).
  const db = deps.db as unknown as AnyDb;
  const writerId = Number(note.created_by);
  const [titles, patient, issuer, surgicalCase, surgeon, writer] = await Promise.all([
    titlesOf(deps, actor, 'operationNote', note),
    patientOf(deps, actor, db, note.patient),
    issuerOf(deps, note),
    note.surgical_case ? operationCase(db, note.surgical_case) : (null as OperationCase | null),
    physicianName(db, note.surgeon),
    Number.isInteger(writerId) && writerId > 0 ? findUserRowById(deps.db, writerId) : undefined,
  ]);
  return operationNoteDocument({
    note,
    surgicalCase,
    titles,
    issuer,
    patient,
    surgeon,
    writer: writer ? personName(writer.first_name, writer.last_name, writer.email) : '',
    timeZone: DEFAULT_SETTINGS.timeZone,
  });
}
