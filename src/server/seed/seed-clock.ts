/**
 * The model service the demo's clinical day is written through: the app's own kind, over the
 * same database, registry and rules (every validation, rule, number and history entry runs as
 * for a person), but on a clock the seed sets before each write. Records of a visit three months
 * ago are stamped three months ago: the times rules take from the write's clock (a visit's
 * called_at and ended_at, an emergency's disposition_at) and every created_at, which the patient
 * chart's timeline places diagnoses and lab requests by. Left unset, the clock is the app's.
 *
 * It tells no one of its commits (the live queue and board pushes listen to `app.models`): the
 * seed runs at start, before the server listens, so no page is open to be told; and it keeps
 * its own list totals, which nothing reads before the seed ends.
 */
import type { FastifyInstance } from 'fastify';
import { createModelService, type ModelService } from '../models/model-service';

export interface SeedClock {
  models: ModelService;
  /** Writes from now on happen at this moment (an ISO time), until set again. */
  at(moment: string): void;
}

const clocks = new WeakMap<FastifyInstance, SeedClock>();

/** The app's seed clock (one per app, so a test can stop its writes partway). */
export function seedClock(app: FastifyInstance): SeedClock {
  const known = clocks.get(app);
  if (known) return known;
  let moment: Date | undefined;
  const models = createModelService(
    app.database.db as never,
    () => app.registry,
    () => moment ?? app.clock(),
    (model) => app.syncState.isSynced(model, app.registry.models[model]),
    app.database.reads as never,
    () => app.rules,
  );
  const clock: SeedClock = {
    models,
    at(next) {
      moment = new Date(next);
    },
  };
  clocks.set(app, clock);
  return clock;
}
