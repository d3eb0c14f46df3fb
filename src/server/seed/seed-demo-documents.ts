/**
 * A scanned paper of a demo patient (demo-letters.ts) stored as reception would upload it:
 * written into the file store by the upload route's own functions (the same checks of what the
 * file is, the same folder and quota), then held by a `document` record created through the
 * model service, whose file rules tie the upload to it. An upload an interrupted run left
 * unattached is used again rather than stored twice.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { classify } from '../files/sniff';
import { removeStored, saveUpload } from '../files/store';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, ModelService } from '../models/model-service';
import { insertWithinQuota } from '../repositories/stored-files';
import type { PlannedDocument } from './demo-clinical-plan';
import { letterPdf } from './demo-letters';

const PDF = 'application/pdf';

/** The stored file for a planned document, uploaded as `uploader` at `at` unless already there. */
async function uploaded(
  app: FastifyInstance,
  uploader: number,
  planned: PlannedDocument,
  patient: RecordValues,
  at: string,
) {
  const left = await app.database.db
    .selectFrom('stored_files')
    .select(['filename', 'filepath', 'mimetype', 'size'])
    .where('uploaded_by', '=', uploader)
    .where('model', 'is', null)
    .where('filename', '=', planned.filename)
    .executeTakeFirst();
  if (left) return left;
  const bytes = await letterPdf(planned.letter, patient, String(planned.body.document_date));
  const saved = await saveUpload(Readable.from([bytes]), {
    root: app.uploads.root,
    maxBytes: app.uploads.maxBytes,
    now: new Date(at),
    inspect: (head) => classify(head, planned.filename, PDF),
  });
  const file = {
    filename: planned.filename,
    filepath: saved.filepath,
    mimetype: saved.type.mimetype,
    size: saved.size,
  };
  const breach = await insertWithinQuota(
    app.database.db,
    app.database.dialect,
    { ...file, uploaded_by: uploader, uploaded_at: at },
    app.uploads.quota,
  );
  if (breach) {
    await removeStored(saved.absolute);
    throw new Error(`demo document ${planned.filename}: the reception user's upload quota is full`);
  }
  return file;
}

/** Uploads the planned document's file and creates its record, as reception, at `at`. */
export async function createDocument(
  app: FastifyInstance,
  models: ModelService,
  reception: Actor,
  planned: PlannedDocument,
  ids: { patient: number; visit?: number },
  at: string,
): Promise<void> {
  if (reception.id === null) throw new Error('demo documents need the Reception demo user');
  const patient = await models.get('patient', reception, ids.patient);
  const file = await uploaded(app, reception.id, planned, patient, at);
  await models.create('document', reception, {
    ...planned.body,
    patient: ids.patient,
    ...(ids.visit === undefined ? {} : { visit: ids.visit }),
    file,
  });
}
