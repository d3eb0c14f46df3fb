/**
 * A dispensing's labels (issue 20): `GET /api/pharmacy/dispensings/{id}/label`, what the label
 * print view draws, one label per medicine. Whoever may read the dispensing's detail may print
 * them: 403 otherwise, 404 for no dispensing.
 */
import type { FastifyInstance } from 'fastify';
import { dispensingLabelFor } from '../documents/dispensing-label-source';
import { documentDepsOf, documentReader, idOf } from './document-routes';
import { recordIdParams } from './record-id';

export async function dispensingLabelRoutes(app: FastifyInstance) {
  const reader = documentReader(app);
  app.get('/pharmacy/dispensings/:id/label', { schema: recordIdParams }, async (request) =>
    dispensingLabelFor(documentDepsOf(app), await reader(request, 'dispensing'), idOf(request)),
  );
}
