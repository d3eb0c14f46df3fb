import type { FastifyInstance } from 'fastify';
import type { RelatedListsAnswer } from '../../engine/wire/related-lists';
import { readRelatedLists } from '../models/related-lists';
import { modelAccess } from './model-access';
import { RECORD_ID } from './record-id';
import { titleReaderFor } from './title-reader';

const params = {
  type: 'object',
  properties: {
    model: { type: 'string', minLength: 1, maxLength: 100 },
    id: RECORD_ID,
  },
} as const;

/**
 * `GET /api/models/{model}/{id}/related`: the record's declared related lists (its model's
 * `related`) in one answer, for those who may read the record: 403 without the model's detail
 * right, 404 for no such record (or one the owner rule hides), as `GET .../{id}` answers.
 */
export async function relatedListRoutes(app: FastifyInstance) {
  const access = modelAccess(app);
  app.get('/models/:model/:id/related', { schema: { params } }, async (request) => {
    const { model, rt, actor } = await access.record(request, 'detail');
    const { id } = request.params as { id: number };
    // The record is read beside its lists: one the reader may not read (none, deleted, another
    // owner's) answers as its GET does, and its lists are not sent.
    const [, lists] = await Promise.all([
      app.models.get(model, actor, id),
      readRelatedLists(app.database.reads as never, rt.schema, id, {
        actor,
        matrix: app.registry.matrix,
        runtime: (name) => app.models.runtime(name),
        titles: titleReaderFor(app, request),
      }),
    ]);
    return { lists } satisfies RelatedListsAnswer;
  });
}
