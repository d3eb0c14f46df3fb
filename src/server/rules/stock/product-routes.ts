/**
 * A medicine's Routes Allowed (`routes_allowed`, derived): the routes a medication order may give
 * it by, worked out on every write of the product by the pharmacy engine's `routesAllowed` from
 * its dosage form, its catalogue route and its Also Given By routes (an injection only its own
 * and those it lists, a tablet PO...). A medication order copies them from its medicine
 * (`fetchFrom`) and its Route picker offers only them (`refFilter`), so the doctor is offered
 * what the server accepts; `inpatient.medication-order` checks the route again with the same
 * function. A form that limits nothing (an implant, "Not applicable") allows every route the
 * hospital has when the product is written.
 */
import { routesAllowed } from '../../../engine/pharmacy';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RuleContext } from '../types';

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value])
    .filter((id) => id !== null && id !== undefined && id !== '')
    .map(Number);

/** The ids of the routes `product` may be ordered by, the catalogue route first. */
async function allowedRouteIds(ctx: RuleContext, product: RecordValues): Promise<number[]> {
  if (product.product_type !== 'Medicine') return [];
  const own = idsOf(product.route);
  const others = idsOf(product.other_routes);
  const named = await ctx.records.getMany('medicineRoute', [...own, ...others]);
  const codeOf = new Map(named.map((route) => [Number(route.id), String(route.code)]));
  const codes = routesAllowed(
    product.dosage_form,
    own[0] === undefined ? null : (codeOf.get(own[0]) ?? null),
    others.flatMap((id) => codeOf.get(id) ?? []),
  );
  const routes = await ctx.records.find('medicineRoute', codes ? { code: codes } : {});
  const byCode = new Map(routes.map((route) => [String(route.code), Number(route.id)]));
  return codes
    ? codes.flatMap((code) => byCode.get(code) ?? [])
    : routes.map((route) => Number(route.id)).sort((a, b) => a - b);
}

export const productRoutes: ModelRule = {
  name: 'stock.product-routes',
  models: ['product'],

  async prepare(ctx, change) {
    if (change.action !== 'create' && change.action !== 'update') return;
    const ids = await allowedRouteIds(ctx, change.after);
    change.after.routes_allowed = ids.length > 0 ? ids : null;
  },
};
