/**
 * A medication order's route (`inpatient.medication-order`): the product's catalogue route when
 * the doctor leaves it empty, else one the product's dosage form is given by (the pharmacy
 * engine's `routesAllowed`): soluble insulin by IV infusion though its catalogue route is SC (it
 * lists IV under Also Given By), never isophane insulin into a vein, never a tablet into a vein (422 naming the medicine, the route and the routes allowed).
 */
import { routesAllowed } from '../../../engine/pharmacy';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { recordOf } from '../pharmacy/prescription-item';
import type { RuleContext } from '../types';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** "Intravenous (IV)" */
const routeName = (route: RecordValues) => `${route.name} (${route.code})`;

/** Sets the catalogue route on an order that names none. */
export function defaultRoute(order: RecordValues, product: RecordValues | undefined): void {
  if (blank(order.route) && product && !blank(product.route)) order.route = product.route;
}

/** Why the order's route cannot be given for its product, if it cannot. */
export async function routeProblems(ctx: RuleContext, order: RecordValues): Promise<Problem[]> {
  const product = await recordOf(ctx, 'product', order.product);
  if (!product) return [];
  const medicine = String(product.name);
  if (blank(order.route))
    return [
      { field: 'route', message: `${medicine} has no route in the catalogue: choose its route` },
    ];
  const otherIds = Array.isArray(product.other_routes) ? product.other_routes : [];
  const [route, own, ...others] = await Promise.all([
    recordOf(ctx, 'medicineRoute', order.route),
    recordOf(ctx, 'medicineRoute', product.route),
    ...otherIds.map((id) => recordOf(ctx, 'medicineRoute', id)),
  ]);
  if (!route) return [];
  const otherCodes = others.flatMap((other) => (other ? [String(other.code)] : []));
  const allowed = routesAllowed(product.dosage_form, own ? String(own.code) : null, otherCodes);
  if (!allowed || allowed.includes(String(route.code))) return [];
  const form = String(product.dosage_form).toLowerCase();
  return [
    {
      field: 'route',
      message: `${medicine} cannot be given ${routeName(route)}: the routes allowed for it (${form}) are ${allowed.join(', ')}`,
    },
  ];
}
