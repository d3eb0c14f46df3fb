import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holds } from '../../engine/permissions/access';
import { can, type EntityAction } from '../../engine/permissions/can';
import { readFilterKey } from '../../engine/wire/list-filters';
import { HttpError } from '../errors';
import { parseListQuery } from '../models/list-query';
import type { ListQuery } from '../models/list-records';
import type { ModelRuntime } from '../models/model-runtime';
import { type Actor, RESTORE_PERMISSION } from '../models/read-rule';
import type { AuthContext } from '../plugins/auth';
import { requestedView, throughView } from './screen-view-reads';

export function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth as AuthContext;
  return { id: auth.user.id, email: auth.user.email, engineUser: auth.engineUser, ip: request.ip };
}

/** What a model route's handler needs once the caller is known and allowed. */
export interface ModelAccess {
  model: string;
  rt: ModelRuntime;
  actor: Actor;
}

/**
 * Who may do what to the generic model resource, decided in one call per request: the caller
 * is authenticated, the model's runtime resolved once (404 for no such model, 503 while it is
 * out of step with its tables) and the right checked (403, logged). Field-level rights of a
 * list's query are list-query.ts's; of a record's values, the model service's.
 */
export function modelAccess(app: FastifyInstance) {
  const authenticate = (request: FastifyRequest) =>
    app.authenticate.call(app, request, undefined as never);
  const grant = (request: FastifyRequest, model: string, rt: ModelRuntime): ModelAccess => ({
    model,
    rt,
    actor: actorOf(request),
  });
  const modelOf = (request: FastifyRequest) => (request.params as { model: string }).model;

  /** Restoring, and the bin of deleted records, are for holders of Restore Records. */
  const assertRestorer = async (request: FastifyRequest, model: string, what: string) => {
    if (holds((request.auth as AuthContext).engineUser, RESTORE_PERMISSION)) return;
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

  return {
    /** One record (or a new one): the entity's right to this action. */
    async record(request: FastifyRequest, action: EntityAction): Promise<ModelAccess> {
      await authenticate(request);
      const model = modelOf(request);
      const rt = app.models.runtime(model);
      await app.assertCan(request, model, action);
      return grant(request, model, rt);
    },

    /** Restoring a deleted record: Restore Records, whatever the entity. */
    async restore(request: FastifyRequest): Promise<ModelAccess> {
      await authenticate(request);
      const model = modelOf(request);
      const rt = app.models.runtime(model);
      await assertRestorer(request, model, 'restore');
      // Restoring does not grant a look at what the record holds (read-rule.ts).
      return grant(request, model, rt);
    },

    /**
     * A list, with its query checked for this reader. Through a screen view (`screen=`), the
     * view entity's right and the screen's filters and fields; the bin of deleted records
     * (`deleted=true`) to restorers, who need not be allowed to view the model: those who may
     * not see the bin's rows by id and bookkeeping only, and cannot search, filter or sort on
     * what the records hold.
     */
    async list(request: FastifyRequest): Promise<ModelAccess & { query: ListQuery }> {
      await authenticate(request);
      const model = modelOf(request);
      let raw = { ...(request.query as Record<string, unknown>) };
      const view = requestedView(app.registry, model, raw);
      if (view) await app.assertCan(request, view.entity, 'view');
      const rt = app.models.runtime(model);
      if (!view && raw.deleted === true) await assertRestorer(request, model, 'list deleted');
      else if (!view) await app.assertCan(request, model, 'view');
      const user = (request.auth as AuthContext).engineUser;
      let readable: ((name: string) => boolean) | undefined;
      if (view) ({ query: raw, readable } = throughView(view, raw));
      else if (!can(user, app.registry.matrix, model, 'view')) {
        const probe =
          ['q', 'sort', 'parent', 'fields'].find((key) => raw[key] !== undefined) ??
          Object.keys(raw).find((key) => readFilterKey(key) !== undefined);
        if (probe) {
          throw new HttpError(
            403,
            'FIELD_FORBIDDEN',
            `You may list deleted ${model} records by id only: "${probe}" needs permission to view ${model}.`,
            [{ field: probe, message: 'Not allowed for your role' }],
          );
        }
        raw = { ...raw, fields: '', sort: 'id' };
      }
      const query = parseListQuery(rt, raw, app.registry.models, { user, readable }, view?.filters);
      return { ...grant(request, model, rt), query };
    },
  };
}
