import type { FastifyInstance } from 'fastify';
import { SYNC_PERMISSION } from '../../engine/format/sync';
import { holds } from '../../engine/permissions/access';
import { HttpError } from '../errors';
import { ModelSync } from '../models/sync';
import { withSyncLock } from '../models/sync-lock';
import type { AuthContext } from '../plugins/auth';
import { loadRegistry } from '../registry/read-registry';

/**
 * Spec 7 `POST /api/public/sync-database`: reloads schemas/ (so an implementer's new model
 * file takes effect without a restart) and syncs the models at positions [startIndex,
 * endIndex) of the sorted model list. Open screen, but the server needs `Sync Database`.
 */
export async function syncRoutes(app: FastifyInstance) {
  app.post(
    '/public/sync-database',
    {
      preHandler: app.authenticate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['startIndex', 'endIndex'],
          properties: {
            onlyModels: { type: 'boolean' },
            startIndex: { type: 'integer', minimum: 0, maximum: 100_000 },
            endIndex: { type: 'integer', minimum: 0, maximum: 100_000 },
          },
        },
      },
    },
    async (request) => {
      const auth = request.auth as AuthContext;
      if (!holds(auth.engineUser, SYNC_PERMISSION)) {
        await app.audit(request, {
          action: 'permission_denied',
          entity: 'sync',
          details: { action: 'sync' },
        });
        throw new HttpError(403, 'FORBIDDEN', 'You do not have permission to sync the database.');
      }
      const { startIndex, endIndex } = request.body as { startIndex: number; endIndex: number };
      // A range past the end of the list syncs the models that are there (none at all when
      // it starts past the end): the sync screen asks in fixed-size batches.
      if (endIndex < startIndex) {
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `endIndex (${endIndex}) must not be less than startIndex (${startIndex}).`,
          [{ field: 'endIndex', message: 'must not be less than startIndex' }],
        );
      }
      const fileStarted = performance.now();
      let registry = app.registry;
      if (app.registryDir) {
        const loaded = loadRegistry(app.registryDir, app.rules.catalogue);
        if (loaded.problems.length > 0) {
          throw new HttpError(
            422,
            'REGISTRY_INVALID',
            `${loaded.problems.length} problem(s) in schemas/, screens/ or permissions/; nothing was synced.`,
            loaded.problems,
          );
        }
        registry = loaded.registry;
      }
      const fileOps = (performance.now() - fileStarted) / 1000;
      const names = Object.keys(registry.models).sort().slice(startIndex, endIndex);
      return withSyncLock(app.database.db, async (db) => {
        const sync = new ModelSync(db, registry.models);
        const results = await sync.run(names);
        // Every reloaded schema comes into force, but a model is served only once its tables
        // were synced to that very schema (sync-state.ts): a changed model outside the range
        // answers 503 MODEL_NOT_SYNCED until a sync covers it, never a 500.
        app.syncState.record(sync.outcomes, registry.models);
        app.setRegistry(registry);
        await app.audit(request, {
          action: 'sync',
          entity: 'sync',
          details: {
            startIndex,
            endIndex,
            failed: results.filter((r) => r.status === 'error').map((r) => r.model),
          },
        });
        return {
          timing: { fileOps, syncOps: sync.timings.syncOps, fetchOps: sync.timings.fetchOps },
          results,
        };
      });
    },
  );
}
