/**
 * A medicine whose stored Routes Allowed (`routes_allowed`, rule stock.product-routes) differ from
 * what its form and routes give today: saved before the rule kept them (none), or before a
 * change of the engine's routes by form (a new release). At each start each such medicine is
 * saved again, so its rule works them out. Route records written while the server runs keep them
 * fresh themselves (the rule runs on medicineRoute writes too). Nothing to do when all agree.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import { decodeRow } from '../models/record-reads';
import { allowedRouteIds, routeRows, sameRouteIds } from '../rules/stock/product-route-ids';
import { CATALOGUE_ACTOR } from './catalogue-actor';

/** The live rows of `model`, decoded as records. */
async function liveRecords(app: FastifyInstance, model: string, where?: [string, string]) {
  const rt = app.models.runtime(model);
  let query = (app.database.db as unknown as AnyDb)
    .selectFrom(rt.plan.table)
    .selectAll()
    .where('deleted_at', 'is', null);
  if (where) query = query.where(where[0], '=', where[1]);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => decodeRow(rt, row));
}

/** The live medicines whose Routes Allowed are not what their rule would work out now, by id. */
async function staleMedicines(app: FastifyInstance): Promise<number[]> {
  const routes = routeRows(await liveRecords(app, 'medicineRoute'));
  const medicines = await liveRecords(app, 'product', ['product_type', 'Medicine']);
  return medicines
    .filter((product) => !sameRouteIds(product.routes_allowed, allowedRouteIds(product, routes)))
    .map((product) => Number(product.id));
}

/** Saves each medicine with missing or stale Routes Allowed again; answers how many. */
export async function catchUpProductRoutes(app: FastifyInstance): Promise<number> {
  const waiting = await staleMedicines(app);
  for (const id of waiting) {
    const { version } = await app.models.get('product', CATALOGUE_ACTOR, id);
    await app.models.update('product', CATALOGUE_ACTOR, id, { version });
  }
  return waiting.length;
}
