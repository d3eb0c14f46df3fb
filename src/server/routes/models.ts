import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refTitles, type TitleReader } from '../models/ref-titles';
import { type ModelAccess, modelAccess } from './model-access';
import { pagingProperties } from './paging';
import { MAX_RECORD_ID, RECORD_ID } from './record-id';

// Any name reaches the registry lookup, which answers 404 for a model it does not hold.
const modelParam = { type: 'string', minLength: 1, maxLength: 100 } as const;
/** Values of one filter key: `in` and `nin` repeat it; list-query.ts counts the others'. */
const filterValues = {
  type: 'array',
  minItems: 1,
  maxItems: 200,
  items: { type: 'string', maxLength: 200 },
} as const;

/**
 * DESIGN.md 3.3: one resource over every model. Each handler makes one call to model-access.ts,
 * which authenticates, resolves the model once and checks the caller's right.
 */
export async function modelRoutes(app: FastifyInstance) {
  const access = modelAccess(app);
  const titleReader = ({ actor }: ModelAccess): TitleReader => ({
    owner: { id: actor.id, email: actor.email, user: actor.engineUser },
    matrix: app.registry.matrix,
    runtime: (model) => app.models.runtime(model),
  });

  app.get(
    '/models/:model',
    {
      schema: {
        params: { type: 'object', properties: { model: modelParam } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pagingProperties,
            sort: { type: 'string', maxLength: 100 },
            direction: { type: 'string', enum: ['asc', 'desc'] },
            q: { type: 'string', maxLength: 200 },
            parent: { type: 'string', maxLength: 120 },
            deleted: { type: 'boolean' },
            // Comma-separated stored fields: each row holds only those (and its id, version
            // and timestamps).
            fields: { type: 'string', maxLength: 2000 },
            // The route of a screen view to read through (its filters and fields only).
            screen: { type: 'string', minLength: 1, maxLength: 100 },
          },
          // filter[field]=v, and filter[field][op]=v with any operator name: list-query.ts
          // names the operators it knows when it refuses one.
          patternProperties: {
            '^filter\\[[A-Za-z0-9_]+\\]$': { type: 'string', maxLength: 200 },
            '^filter\\[[A-Za-z0-9_]+\\]\\[[A-Za-z0-9_]+\\]$': filterValues,
          },
        },
      },
    },
    async (request) => {
      const allowed = await access.list(request);
      const { model, rt, actor, query } = allowed;
      const result = await app.models.list(model, actor, query);
      const titles = await refTitles(
        app.database.reads as never,
        rt.schema,
        result.rows,
        titleReader(allowed),
      );
      return { ...result, titles, page: query.page, pageSize: query.pageSize };
    },
  );

  const one = { params: { type: 'object', properties: { model: modelParam, id: RECORD_ID } } };
  const body = { bodyLimit: 10 * 1024 * 1024 };
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

  app.get('/models/:model/:id', { schema: one }, async (request) => {
    const allowed = await access.record(request, 'detail');
    const record = await app.models.get(allowed.model, allowed.actor, idOf(request));
    // Beside the fields, as in a list: the titles of the records this one refers to.
    return {
      ...record,
      titles: await refTitles(
        app.database.reads as never,
        allowed.rt.schema,
        [record],
        titleReader(allowed),
      ),
    };
  });

  app.get('/models/:model/:id/history', { schema: one }, async (request) => {
    const { model, actor } = await access.record(request, 'detail');
    return { rows: await app.models.history(model, actor, idOf(request)) };
  });

  app.post(
    '/models/:model',
    { ...body, schema: { params: one.params, body: { type: 'object' } } },
    async (request, reply) => {
      const { model, actor } = await access.record(request, 'add');
      const values = request.body as Record<string, unknown>;
      return reply.status(201).send(await app.models.create(model, actor, values));
    },
  );

  app.put(
    '/models/:model/:id',
    { ...body, schema: { ...one, body: { type: 'object' } } },
    async (request) => {
      const { model, actor } = await access.record(request, 'edit');
      const values = request.body as Record<string, unknown>;
      return app.models.update(model, actor, idOf(request), values);
    },
  );

  app.delete('/models/:model/:id', { schema: one }, async (request) => {
    const { model, actor } = await access.record(request, 'delete');
    return app.models.remove(model, actor, idOf(request));
  });

  // Restoring is for administrators: holders of Restore Records, whatever the entity.
  app.post('/models/:model/:id/restore', { schema: one }, async (request) => {
    const { model, actor } = await access.restore(request);
    return app.models.restore(model, actor, idOf(request));
  });

  // A transition is gated by its own permissions (model-service), so seeing the record is
  // enough here: the shipped appointment workflow lets a Doctor, who may not edit, start one.
  app.post(
    '/models/:model/:id/transition',
    {
      schema: {
        ...one,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['to'],
          properties: {
            to: { type: 'string', minLength: 1, maxLength: 100 },
            // The version the user saw: when given, a record changed since is 409 STALE_VERSION.
            version: { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID },
            // The fields the transition asks to be filled with it (its `reason` and `fields`):
            // a cancellation's reason, a schedule's time and room.
            values: { type: 'object', maxProperties: 10 },
          },
        },
      },
    },
    async (request) => {
      const allowed = await access.record(request, 'detail');
      const { model, actor } = allowed;
      const { to, version, values } = request.body as {
        to: string;
        version?: number;
        values?: Record<string, unknown>;
      };
      const moved = await app.models.transition(model, actor, idOf(request), to, version, values);
      // The detail page shows the moved record in place of the one it read: with the titles
      // of the records it refers to, as that read had ("Abebe Kebede", not "Patient #25").
      return {
        ...moved,
        titles: await refTitles(
          app.database.reads as never,
          allowed.rt.schema,
          [moved],
          titleReader(allowed),
        ),
      };
    },
  );
}
