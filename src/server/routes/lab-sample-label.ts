/**
 * A lab sample's label (issue 19, sample collection): `GET /api/lab/samples/{id}/label`, what
 * the label print view draws on 50 x 25 mm, its barcode drawn here. Whoever may read the
 * sample's detail (the laboratory, doctors) may print it: 403 otherwise, 404 for no sample.
 */
import type { FastifyInstance } from 'fastify';
import { sampleLabelFor } from '../documents/sample-label-source';
import { documentDepsOf, documentReader, idOf } from './document-routes';
import { recordIdParams } from './record-id';

export async function labSampleLabelRoutes(app: FastifyInstance) {
  const reader = documentReader(app);
  app.get('/lab/samples/:id/label', { schema: recordIdParams }, async (request) =>
    sampleLabelFor(documentDepsOf(app), await reader(request, 'labSample'), idOf(request)),
  );
}
