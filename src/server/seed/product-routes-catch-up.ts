/**
 * A medicine saved before products kept their Routes Allowed (`routes_allowed`, rule
 * stock.product-routes) has none, so a medication order's Route picker would offer it nothing and
 * the server refuse every route: at each start, each such medicine is saved again, so its rule
 * works them out. Nothing to do on a database whose products all have them.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import { CATALOGUE_ACTOR } from './catalogue-actor';

/** The live medicines without Routes Allowed, by id. */
async function medicinesWithoutRoutes(app: FastifyInstance): Promise<number[]> {
  const rows = await (app.database.db as unknown as AnyDb)
    .selectFrom(app.models.runtime('product').plan.table)
    .select('id')
    .where('deleted_at', 'is', null)
    .where('product_type', '=', 'Medicine')
    .where('routes_allowed', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Saves each medicine without Routes Allowed again; answers how many. */
export async function catchUpProductRoutes(app: FastifyInstance): Promise<number> {
  const waiting = await medicinesWithoutRoutes(app);
  for (const id of waiting) {
    const { version } = await app.models.get('product', CATALOGUE_ACTOR, id);
    await app.models.update('product', CATALOGUE_ACTOR, id, { version });
  }
  return waiting.length;
}
