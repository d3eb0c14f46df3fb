/**
 * The ids of the routes a product may be ordered by (its Routes Allowed), worked out from the
 * hospital's live routes: shared by rule stock.product-routes (a product's write, a route's
 * write) and the start-time catch-up, so all three agree.
 */
import { routesAllowed } from '../../../engine/pharmacy';
import type { RecordValues } from '../../models/model-runtime';

/** A live medicine route as the derivation needs it. */
export interface RouteRow {
  id: number;
  code: string;
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value])
    .filter((id) => id !== null && id !== undefined && id !== '')
    .map(Number);

/** Live routes (records or rows) as id and code. */
export const routeRows = (records: readonly RecordValues[]): RouteRow[] =>
  records.map((route) => ({ id: Number(route.id), code: String(route.code) }));

/**
 * The ids of the routes `product` may be ordered by, the catalogue route first; every live route
 * when its form limits none; null for a supply or when none of its routes exists any more.
 * A route deleted (the hospital's way of retiring one) no longer counts, nor does a product's
 * route whose code was changed away from what its form is given by.
 */
export function allowedRouteIds(
  product: RecordValues,
  routes: readonly RouteRow[],
): number[] | null {
  if (product.product_type !== 'Medicine') return null;
  const codeOf = new Map(routes.map((route) => [route.id, route.code]));
  const own = idsOf(product.route);
  const codes = routesAllowed(
    product.dosage_form,
    own[0] === undefined ? null : (codeOf.get(own[0]) ?? null),
    idsOf(product.other_routes).flatMap((id) => codeOf.get(id) ?? []),
  );
  const idOf = new Map(routes.map((route) => [route.code, route.id]));
  const ids = codes
    ? codes.flatMap((code) => idOf.get(code) ?? [])
    : routes.map((route) => route.id).sort((a, b) => a - b);
  return ids.length > 0 ? ids : null;
}

/** The stored Routes Allowed equal `ids` (same routes, same order). */
export function sameRouteIds(stored: unknown, ids: readonly number[] | null): boolean {
  const had = stored === null || stored === undefined ? [] : idsOf(stored);
  const now = ids ?? [];
  return had.length === now.length && had.every((id, index) => id === now[index]);
}
