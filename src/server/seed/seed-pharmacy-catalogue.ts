import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ACTOR, idsByKey, tableIsEmpty } from './catalogue-actor';
import { CATEGORIES, FORMULARY, ROUTES, UNITS } from './formulary';
import { REORDER_LEVELS, WAREHOUSES } from './formulary-warehouses';

/**
 * The pharmacy's reference data (units, routes, product categories), the hospital's stores and
 * the formulary (formulary.ts) are reference data every hospital needs from its first day, demo
 * or not: the server seeds them at start while the product table is empty, through
 * `app.models.createMany` (the validation, the `stock.*` rules and history of the API), one
 * transaction per model. Saving a product keeps its billing service (stock.product-service); a
 * product saved before billing had an exempt tax rate and the Pharmacy Income account has none:
 * `catchUpCatalogueServices(app, PRODUCT_CATALOGUE)` files it once billing can (each start, and
 * the demo after its billing reference data).
 */

export interface PharmacyCatalogueCounts {
  units: number;
  routes: number;
  categories: number;
  warehouses: number;
  products: number;
}

function idOf(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`formulary: no ${what} "${key}"`);
  return id;
}

/**
 * Seeds the formulary and its reference data when no product record exists (deleted ones count:
 * a hospital that removed them all keeps its choice); undefined when it was already there.
 * Needs synced tables.
 */
export async function seedPharmacyCatalogue(
  app: FastifyInstance,
): Promise<PharmacyCatalogueCounts | undefined> {
  if (!(await tableIsEmpty(app, 'product'))) return undefined;
  const units = await idsByKey(app, 'unitOfMeasurement', UNITS, 'code', false);
  const routes = await idsByKey(app, 'medicineRoute', ROUTES, 'code', false);
  const categories = await idsByKey(app, 'productCategory', CATEGORIES, 'name', false);
  const warehouses = await idsByKey(app, 'wareHouse', WAREHOUSES, 'code');
  const bodies = FORMULARY.map(({ category, unit, route, other_routes, price, ...product }) => ({
    ...product,
    ...(other_routes
      ? { other_routes: other_routes.map((code) => idOf(routes, code, 'route')) }
      : {}),
    product_category: idOf(categories, category, 'product category'),
    unit: idOf(units, unit, 'unit'),
    ...(route ? { route: idOf(routes, route, 'route') } : {}),
    unit_price: price.toFixed(2),
    reorder_levels: (REORDER_LEVELS[product.code] ?? []).map(([warehouse, level]) => ({
      warehouse: idOf(warehouses, warehouse, 'warehouse'),
      reorder_level: level,
    })),
    is_active: true,
  }));
  await app.models.createMany('product', CATALOGUE_ACTOR, bodies);
  return {
    units: units.size,
    routes: routes.size,
    categories: categories.size,
    warehouses: warehouses.size,
    products: bodies.length,
  };
}
