/**
 * What keeps a patient from being discharged, each named: a medication order still Active
 * ("Medication order MO-2026-000012 Ceftriaxone 1 g is still active: stop it or let it
 * complete"), and every charge not yet billed that this stay made: the admission's own (its
 * bed-days) and those of records bound to it (a dose given from ward stock, a case's
 * consumables), found by their source as `chargesOf` finds an order's.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { cents, shownInCurrency } from '../billing/money';
import type { RuleContext } from '../types';
import { ADMISSION_BOUND_MODELS } from './admission-record';
import { BED_DAY_LABEL } from './bed-day-charges';
import { text } from './ward-catalogue';

/** Models whose records name an admission in `admission` and may make charges. */
const CHARGING_BOUND_MODELS = [
  ...ADMISSION_BOUND_MODELS,
  'medicationAdministration',
  'surgicalCase',
  'bedTransfer',
];

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

async function activeOrderProblems(ctx: RuleContext, admission: number): Promise<Problem[]> {
  const orders = await ctx.records.find('medicationOrder', { admission, status: 'Active' });
  if (orders.length === 0) return [];
  const products = await ctx.records.getMany(
    'product',
    orders.map((o) => Number(o.product)),
  );
  const units = await ctx.records.getMany(
    'unitOfMeasurement',
    orders.map((o) => Number(o.dose_unit)).filter((id) => id > 0),
  );
  return orders.map((order) => {
    const product = products.find((p) => p.id === order.product);
    const unit = units.find((u) => u.id === order.dose_unit);
    const medicine = capitalised(text(product?.generic_name) || text(product?.name));
    const dose = order.dose == null ? '' : ` ${order.dose}${unit ? ` ${text(unit.name)}` : ''}`;
    return {
      field: 'status',
      message: `Medication order ${text(order.order_number)} ${medicine}${dose} is still active: stop it or let it complete`,
    };
  });
}

/** The charges this stay made, whatever their state: the admission's own and its records'. */
export async function chargesOfStay(
  ctx: RuleContext,
  admission: RecordValues,
): Promise<RecordValues[]> {
  const id = Number(admission.id);
  const found = await ctx.records.find('charge', { source_model: 'impatient', source_id: id });
  for (const model of CHARGING_BOUND_MODELS) {
    let schema: ReturnType<RuleContext['records']['schema']>;
    try {
      schema = ctx.records.schema(model);
    } catch {
      continue; // A model this registry does not serve makes no charges.
    }
    if (schema.fields.admission?.ref !== 'impatient') continue;
    const records = await ctx.records.find(model, { admission: id });
    if (records.length === 0) continue;
    found.push(
      ...(await ctx.records.find('charge', {
        source_model: model,
        source_id: records.map((r) => Number(r.id)),
      })),
    );
  }
  return found.filter((charge) => charge.patient === admission.patient);
}

function unbilledMessage(charge: RecordValues): string {
  const description = text(charge.description);
  const what =
    charge.source_model === 'impatient' && description.startsWith(BED_DAY_LABEL)
      ? `Bed-day charge of ${description.slice(BED_DAY_LABEL.length).split(',')[0]}`
      : description || `Charge ${text(charge.charge_number)}`;
  const point = text(charge.cashier_point);
  return `${what} (${shownInCurrency(cents(charge.amount))}) is not billed yet: the ${point ? `${point} ` : ''}Cashier bills it first`;
}

export async function dischargeProblems(
  ctx: RuleContext,
  admission: RecordValues,
): Promise<Problem[]> {
  const unbilled = (await chargesOfStay(ctx, admission)).filter((c) => c.status === 'Unbilled');
  return [
    ...(await activeOrderProblems(ctx, Number(admission.id))),
    ...unbilled.map((charge) => ({ field: 'status', message: unbilledMessage(charge) })),
  ];
}
