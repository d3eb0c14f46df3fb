import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';

/**
 * Who writes the reference catalogues every hospital needs from its first day (ICD-10, the
 * laboratory's tests): the server itself, not a person.
 */
export const CATALOGUE_ACTOR: Actor = {
  id: null,
  email: null,
  engineUser: { role: 'Preferences', permissions: ['Preferences'] },
  ip: null,
};

/** Whether a model's table holds no row at all (deleted ones count: a hospital's choice). */
export async function tableIsEmpty(app: FastifyInstance, model: string): Promise<boolean> {
  const db = app.database.db as unknown as AnyDb;
  const table = app.models.runtime(model).plan.table;
  return !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

/**
 * The live records of `model` by a key field's value (a code, a name, a chapter's number),
 * creating, as the catalogue, those of `planned` whose key is not there yet, active (unless
 * `markActive` is false: a model without an Active field): one createMany, so one
 * transaction. Every catalogue's groups and chapters are looked up so.
 */
export async function idsByKey<T extends Record<K, string>, K extends string>(
  app: FastifyInstance,
  model: string,
  planned: readonly T[],
  key: K,
  markActive = true,
): Promise<Map<string, number>> {
  const rows: Record<string, unknown>[] = await (app.database.db as unknown as AnyDb)
    .selectFrom(app.models.runtime(model).plan.table)
    .select(['id', key as string])
    .where('deleted_at', 'is', null)
    .execute();
  const ids = new Map(rows.map((row) => [String(row[key]), Number(row.id)]));
  const missing = planned.filter((row) => !ids.has(row[key]));
  const created = await app.models.createMany(
    model,
    CATALOGUE_ACTOR,
    missing.map((row) => (markActive ? { ...row, is_active: true } : { ...row })),
  );
  for (const [i, row] of missing.entries()) ids.set(row[key], created[i] as number);
  return ids;
}
