/**
 * A medicine's Routes Allowed (`routes_allowed`, derived): the routes a medication order may give
 * it by, worked out by the pharmacy engine's `routesAllowed` from its dosage form, its catalogue
 * route and its Also Given By routes (an injection only its own and those it lists, a tablet
 * PO...). A medication order copies them from its medicine (`fetchFrom`) and its Route picker
 * offers only them (`refFilter`), so the doctor is offered what the server accepts;
 * `inpatient.medication-order` checks the route again with the same function. A form that limits
 * nothing (an implant, "Not applicable") allows every route the hospital has.
 *
 * Worked out on every write of the product, and again for every medicine whenever a route is
 * added, changed, deleted or restored (inside that write's transaction), so a medicine never
 * keeps a route that is gone, nor misses one its form is given by.
 */
import type { ModelRule, RuleContext } from '../types';
import { allowedRouteIds, routeRows, sameRouteIds } from './product-route-ids';

const liveRoutes = async (ctx: RuleContext) =>
  routeRows(await ctx.records.find('medicineRoute', {}));

/** Every medicine whose Routes Allowed the hospital's routes now make different, set again. */
async function refreshMedicines(ctx: RuleContext): Promise<void> {
  const routes = await liveRoutes(ctx);
  // Locked (PostgreSQL), so a medicine being saved meanwhile is read as it commits, not before.
  const medicines = await ctx.records.find('product', { product_type: 'Medicine' }, { lock: true });
  const writes = medicines.flatMap((product) => {
    const ids = allowedRouteIds(product, routes);
    return sameRouteIds(product.routes_allowed, ids)
      ? []
      : [{ id: Number(product.id), values: { routes_allowed: ids } }];
  });
  if (writes.length > 0) await ctx.records.setDerivedEach('product', writes);
}

export const productRoutes: ModelRule = {
  name: 'stock.product-routes',
  models: ['product', 'medicineRoute'],

  async prepare(ctx, change) {
    if (change.model !== 'product') return;
    if (change.action !== 'create' && change.action !== 'update') return;
    const medicine = change.after.product_type === 'Medicine';
    change.after.routes_allowed = medicine
      ? allowedRouteIds(change.after, await liveRoutes(ctx))
      : null;
  },

  async afterWrite(ctx, change) {
    if (change.model !== 'medicineRoute' || change.action === 'transition') return;
    // A change of the description or the parenteral mark alone changes no medicine's routes.
    if (change.action === 'update' && change.before?.code === change.after.code) return;
    await refreshMedicines(ctx);
  },
};
