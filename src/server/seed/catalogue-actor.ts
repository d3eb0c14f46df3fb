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
