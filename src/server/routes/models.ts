import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holds } from '../../engine/permissions/access';
import { can, type EntityAction } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import type { ScreenView } from '../../engine/permissions/screen-views';
import type { EngineUser } from '../../engine/types';
import { HttpError } from '../errors';
import { isMoney } from '../models/codecs';
import type { ListQuery } from '../models/list-records';
import type { ModelRuntime } from '../models/model-runtime';
import { type Actor, RESTORE_PERMISSION } from '../models/read-rule';
import { refTitles, type TitleReader } from '../models/ref-titles';
import type { LogicalType } from '../models/table-plan';
import type { AuthContext } from '../plugins/auth';
import { pagingProperties } from './paging';
import { requestedView, throughView } from './screen-view-reads';

// Any name reaches the registry lookup, which answers 404 for a model it does not hold.
const modelParam = { type: 'string', minLength: 1, maxLength: 100 } as const;
const idParam = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const FILTER_KEY = /^filter\[([A-Za-z0-9_]+)\]$/;

export function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth as AuthContext;
  return { id: auth.user.id, email: auth.user.email, engineUser: auth.engineUser, ip: request.ip };
}

const MAX_ID = 2_147_483_647;
const isRowId = (text: string) => /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID;

/**
 * Whether a filter value can be compared with the column at all: PostgreSQL fails the whole
 * query (a 500) on a NUL character, a non-number for a number, or an id beyond integer range.
 */
function filterValueFits(logical: LogicalType | undefined, text: string): boolean {
  if (text.includes('\u0000')) return false;
  if (logical === 'ref') return isRowId(text);
  if (logical === 'number') return text.trim() !== '' && Number.isFinite(Number(text));
  if (logical === 'money') return isMoney(text);
  // Anything else would quietly read as false.
  if (logical === 'boolean') return text === 'true' || text === 'false';
  return true;
}

function listQuery(
  rt: ModelRuntime,
  raw: Record<string, unknown>,
  models: Record<string, unknown>,
  user: EngineUser,
  /** Narrows further what may be asked for: the fields of a screen view. */
  readable: (name: string) => boolean = () => true,
): ListQuery {
  const visible = (name: string) => readable(name) && mayAccessFieldNamed(rt.schema, name, user);
  // A field the user may not see cannot be probed by filtering, sorting or searching on it.
  const refuseHidden = (name: string) => {
    if (visible(name)) return;
    throw new HttpError(403, 'FIELD_FORBIDDEN', `You may not query the field ${name}.`, [
      { field: name, message: 'Not allowed for your role' },
    ]);
  };
  const sortable = new Set(
    ['id', ...(rt.schema.list?.columns ?? [])].filter(
      (name) => name === 'id' || rt.types.has(name),
    ),
  );
  const sort = raw.sort as string | undefined;
  if (sort !== undefined) refuseHidden(sort);
  if (sort !== undefined && !sortable.has(sort)) {
    throw new HttpError(
      400,
      'UNKNOWN_SORT_FIELD',
      `Cannot sort ${rt.schema.model} by "${sort}": sort by one of ${[...sortable].join(', ')}.`,
      [{ field: sort, message: 'not a list column' }],
    );
  }
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = FILTER_KEY.exec(key)?.[1];
    if (!field) continue;
    if (!rt.types.has(field)) {
      throw new HttpError(
        400,
        'UNKNOWN_FILTER_FIELD',
        `Cannot filter ${rt.schema.model} by "${field}": it is not a stored field.`,
        [{ field, message: 'unknown field' }],
      );
    }
    refuseHidden(field);
    const text = String(value);
    if (!filterValueFits(rt.types.get(field), text)) {
      throw new HttpError(
        400,
        'BAD_FILTER_VALUE',
        `"${text.replaceAll('\u0000', '')}" is not a value the field "${field}" can hold.`,
        [{ field, message: 'not a value of this field' }],
      );
    }
    filters[field] = text;
  }
  let parent: ListQuery['parent'];
  if (typeof raw.parent === 'string') {
    const [model, id] = raw.parent.split(':');
    const field = Object.entries(rt.schema.fields).find(
      ([, f]) => f.ref === model && !f.multiple,
    )?.[0];
    if (!model || !(model in models) || !field || !isRowId(id ?? '')) {
      throw new HttpError(
        400,
        'UNKNOWN_PARENT',
        `"${raw.parent}" is not a parent of ${rt.schema.model}: use parent=<model>:<id> with a model it refers to.`,
        [{ field: 'parent', message: 'not a parent model' }],
      );
    }
    refuseHidden(field);
    parent = { field, id: Number(id) };
  }
  let fields: string[] | undefined;
  if (typeof raw.fields === 'string') {
    fields = [...new Set(raw.fields.split(',').map((name) => name.trim()))].filter(Boolean);
    for (const field of fields) {
      if (!rt.types.has(field)) {
        throw new HttpError(
          400,
          'UNKNOWN_FIELD',
          `${rt.schema.model} has no stored field "${field}" to list.`,
          [{ field, message: 'unknown field' }],
        );
      }
      refuseHidden(field);
    }
  }
  if (typeof raw.q === 'string' && raw.q.includes('\u0000')) {
    throw new HttpError(400, 'BAD_SEARCH', 'A search cannot contain NUL characters.', [
      { field: 'q', message: 'contains a NUL character' },
    ]);
  }
  return {
    page: raw.page as number,
    pageSize: raw.pageSize as number,
    sort,
    direction: raw.direction as 'asc' | 'desc' | undefined,
    q: raw.q as string | undefined,
    searchFields: (rt.schema.list?.search ?? []).filter(visible),
    filters,
    parent,
    deleted: raw.deleted === true,
    fields,
  };
}

/** DESIGN.md 3.3: one resource over every model, checked against the permission matrix. */
export async function modelRoutes(app: FastifyInstance) {
  const guard = (action: EntityAction) => async (request: FastifyRequest) => {
    await app.authenticate.call(app, request, undefined as never);
    const { model } = request.params as { model: string };
    app.models.runtime(model);
    await app.assertCan(request, model, action);
  };
  const titleReader = (request: FastifyRequest): TitleReader => {
    const actor = actorOf(request);
    return {
      owner: { id: actor.id, email: actor.email, user: actor.engineUser },
      matrix: app.registry.matrix,
      runtime: (model) => app.models.runtime(model),
    };
  };
  const canDo = (request: FastifyRequest, model: string, action: EntityAction) =>
    can((request.auth as AuthContext).engineUser, app.registry.matrix, model, action);
  const refuseRestore = async (request: FastifyRequest, model: string, what: string) => {
    await app.audit(request, {
      action: 'permission_denied',
      entity: model,
      details: { action: 'restore' },
    });
    throw new HttpError(
      403,
      'FORBIDDEN',
      `You do not have permission to ${what} ${model} records.`,
    );
  };
  // The bin of deleted records is the restorers' (administrators'): they need not be allowed to
  // view the model's records, so those who may not see the bin's rows by id and bookkeeping
  // only, and cannot search, filter or sort on what the records hold.
  const listGuard = async (request: FastifyRequest) => {
    const { model } = request.params as { model: string };
    const raw = request.query as Record<string, unknown>;
    // Read through a screen view: its own entity's view right, not the model's (screen-views.ts).
    if (raw.screen !== undefined) {
      await app.authenticate.call(app, request, undefined as never);
      const view = requestedView(app.registry, model, raw) as ScreenView;
      return app.assertCan(request, view.entity, 'view');
    }
    if ((request.query as { deleted?: boolean }).deleted !== true) return guard('view')(request);
    await app.authenticate.call(app, request, undefined as never);
    app.models.runtime(model);
    if (!holds((request.auth as AuthContext).engineUser, RESTORE_PERMISSION)) {
      await refuseRestore(request, model, 'list deleted');
    }
  };

  app.get(
    '/models/:model',
    {
      preHandler: listGuard,
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
          patternProperties: { '^filter\\[[A-Za-z0-9_]+\\]$': { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const { model } = request.params as { model: string };
      let raw = request.query as Record<string, unknown>;
      const view = requestedView(app.registry, model, raw);
      let readable: ((name: string) => boolean) | undefined;
      if (view) ({ query: raw, readable } = throughView(view, raw));
      else if (!canDo(request, model, 'view')) {
        const probe =
          ['q', 'sort', 'parent', 'fields'].find((key) => raw[key] !== undefined) ??
          Object.keys(raw).find((key) => FILTER_KEY.test(key));
        if (probe) {
          throw new HttpError(
            403,
            'FIELD_FORBIDDEN',
            `You may list deleted ${model} records by id only: "${probe}" needs permission to view ${model}.`,
            [{ field: probe, message: 'Not allowed for your role' }],
          );
        }
        raw.fields = '';
        raw.sort = 'id';
      }
      const query = listQuery(
        app.models.runtime(model),
        raw,
        app.registry.models,
        (request.auth as AuthContext).engineUser,
        readable,
      );
      if (view) Object.assign(query.filters, view.filters);
      const result = await app.models.list(model, actorOf(request), query);
      const titles = await refTitles(
        app.database.reads as never,
        app.models.runtime(model).schema,
        result.rows,
        titleReader(request),
      );
      return { ...result, titles, page: query.page, pageSize: query.pageSize };
    },
  );

  const one = { params: { type: 'object', properties: { model: modelParam, id: idParam } } };
  const body = { bodyLimit: 10 * 1024 * 1024 };
  type One = { model: string; id: number };

  app.get('/models/:model/:id', { preHandler: guard('detail'), schema: one }, async (request) => {
    const { model, id } = request.params as One;
    const record = await app.models.get(model, actorOf(request), id);
    const schema = app.models.runtime(model).schema;
    // Beside the fields, as in a list: the titles of the records this one refers to.
    return {
      ...record,
      titles: await refTitles(app.database.reads as never, schema, [record], titleReader(request)),
    };
  });

  app.get(
    '/models/:model/:id/history',
    { preHandler: guard('detail'), schema: one },
    async (request) => {
      const { model, id } = request.params as One;
      return { rows: await app.models.history(model, actorOf(request), id) };
    },
  );

  app.post(
    '/models/:model',
    { preHandler: guard('add'), ...body, schema: { params: one.params, body: { type: 'object' } } },
    async (request, reply) => {
      const { model } = request.params as One;
      return reply
        .status(201)
        .send(
          await app.models.create(model, actorOf(request), request.body as Record<string, unknown>),
        );
    },
  );

  app.put(
    '/models/:model/:id',
    { preHandler: guard('edit'), ...body, schema: { ...one, body: { type: 'object' } } },
    async (request) => {
      const { model, id } = request.params as One;
      return app.models.update(
        model,
        actorOf(request),
        id,
        request.body as Record<string, unknown>,
      );
    },
  );

  app.delete(
    '/models/:model/:id',
    { preHandler: guard('delete'), schema: one },
    async (request) => {
      const { model, id } = request.params as One;
      return app.models.remove(model, actorOf(request), id);
    },
  );

  // Restoring is for administrators: holders of Restore Records, whatever the entity.
  app.post(
    '/models/:model/:id/restore',
    { preHandler: app.authenticate, schema: one },
    async (request) => {
      const { model, id } = request.params as One;
      app.models.runtime(model);
      if (!holds((request.auth as AuthContext).engineUser, RESTORE_PERMISSION)) {
        await refuseRestore(request, model, 'restore');
      }
      // Restoring does not grant a look at what the record holds (read-rule.ts).
      return app.models.restore(model, actorOf(request), id);
    },
  );

  // A transition is gated by its own permissions (model-service), so seeing the record is
  // enough here: the shipped appointment workflow lets a Doctor, who may not edit, start one.
  app.post(
    '/models/:model/:id/transition',
    {
      preHandler: guard('detail'),
      schema: {
        ...one,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['to'],
          properties: {
            to: { type: 'string', minLength: 1, maxLength: 100 },
            // The version the user saw: when given, a record changed since is 409 STALE_VERSION.
            version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
      },
    },
    async (request) => {
      const { model, id } = request.params as One;
      const { to, version } = request.body as { to: string; version?: number };
      return app.models.transition(model, actorOf(request), id, to, version);
    },
  );
}
