/**
 * A scanned paper of a demo patient (demo-letters.ts) stored as reception would upload it
 * (seed-uploads.ts: the upload route's own checks, folder and quota), then held by a
 * `document` record created through the model service, whose file rules tie the upload to it.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor, ModelService } from '../models/model-service';
import type { PlannedDocument } from './demo-clinical-plan';
import { letterPdf } from './demo-letters';
import { storedUpload } from './seed-uploads';

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
  const file = await storedUpload(
    app,
    reception.id,
    {
      filename: planned.filename,
      mimetype: 'application/pdf',
      bytes: () => letterPdf(planned.letter, patient, String(planned.body.document_date)),
    },
    at,
  );
  await models.create('document', reception, {
    ...planned.body,
    patient: ids.patient,
    ...(ids.visit === undefined ? {} : { visit: ids.visit }),
    file,
  });
}
