import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/model-service';

/**
 * Ids of the records the seed's actor created in a model, oldest first (deleted ones too):
 * records are created one after another in the plan's order, each in its own transaction, so
 * these are exactly the plan's first entries.
 */
export async function seededIds(
  app: FastifyInstance,
  model: string,
  actor: Actor,
): Promise<number[]> {
  const db = app.database.db as unknown as AnyDb;
  const rows = await db
    .selectFrom(app.models.runtime(model).plan.table)
    .select(['id'])
    .where('created_by', actor.id === null ? 'is' : '=', actor.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * Creates a model's planned records through `app.models` (the API's validation, numbering and
 * history), skipping those an earlier, interrupted run already created; answers the ids of all
 * of them in plan order. `body` also gets the ids so far, for a record that points at an
 * earlier one of its own model (an account's parent).
 */
export type Ensure = <T>(
  model: string,
  planned: readonly T[],
  body: (item: T, earlier: readonly number[]) => RecordValues,
) => Promise<number[]>;

export function recordEnsurer(app: FastifyInstance, actor: Actor): Ensure {
  return async (model, planned, body) => {
    const ids = await seededIds(app, model, actor);
    for (const item of planned.slice(ids.length))
      ids.push(Number((await app.models.create(model, actor, body(item, ids))).id));
    return ids;
  };
}

/**
 * The ids of planned records by one of their keys (a code, a name); a missing key (an optional
 * reference left empty) finds nothing.
 */
export function idsBy<T>(
  planned: readonly T[],
  ids: readonly number[],
  key: (item: T) => string,
): Map<string | undefined, number> {
  return new Map(planned.map((item, i) => [key(item), ids[i] as number]));
}
