/**
 * What a dispensing must be before it moves stock (`pharmacy.dispensing`): from a pharmacy the
 * writer issues from, against an Active or Partly Dispensed prescription, each row one of its
 * medicines, a whole number above 0 and no more than is left to dispense, and each medicine's
 * billing service there to charge.
 */
import { HttpError, type Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { servicesOf } from '../billing/catalogue-service';
import { PRODUCT_CATALOGUE } from '../stock/product-service';
import type { RuleContext } from '../types';
import { leftToDispense } from './prescription-progress';

/**
 * What the checks read of a dispensing's rows, kept for its afterWrite in the same write: each
 * prescription item as locked, and each product's billing service. Nothing else writes them
 * between the check and the afterWrite (the items are locked until the write ends), so giving
 * reads them once instead of again.
 */
export interface DispensingReads {
  /** The prescription as locked. */
  prescription?: RecordValues;
  items: Map<number, RecordValues>;
  products: Map<number, RecordValues>;
  /** By product id. */
  services: Map<number, RecordValues | undefined>;
}

export const itemsOf = (record: RecordValues) =>
  (Array.isArray(record.items) ? record.items : []) as RecordValues[];

const isOn = (value: unknown) => value === true || Number(value) === 1;

/** Only the roles a warehouse issues by dispense from it (403 naming them), and only a pharmacy. */
export async function warehouseProblems(
  ctx: RuleContext,
  dispensing: RecordValues,
): Promise<Problem[]> {
  const store = await ctx.records.get('wareHouse', Number(dispensing.warehouse));
  if (!store) return [];
  if (store.warehouse_type !== 'Pharmacy' || !isOn(store.is_active))
    return [
      {
        field: 'warehouse',
        message: `${store.name} is ${isOn(store.is_active) ? `a ${store.warehouse_type}` : 'not active'}: medicines are dispensed from an active pharmacy`,
      },
    ];
  const roles = (Array.isArray(store.issuing_roles) ? store.issuing_roles : []).map(String);
  const role = ctx.actor.engineUser.role;
  if (!roles.includes(role)) {
    const message = `Only ${roles.join(', ') || 'no role'} may dispense from ${store.name}: you are signed in as ${role}`;
    throw new HttpError(403, 'FORBIDDEN', message, [{ field: 'warehouse', message }]);
  }
  return [];
}

/**
 * The prescription, locked, and why it takes no dispensing if it does not; `keep` receives it,
 * for the afterWrite.
 */
export async function prescriptionProblems(
  ctx: RuleContext,
  dispensing: RecordValues,
  keep: (prescription: RecordValues) => void = () => undefined,
): Promise<Problem[]> {
  const [prescription] = await ctx.records.lock('prescription', [Number(dispensing.prescription)]);
  if (!prescription) return [];
  keep(prescription);
  const status = String(prescription.status);
  if (status === 'Active' || status === 'Partly Dispensed') return [];
  return [
    {
      field: 'prescription',
      message: `${prescription.prescription_number} is ${status}: only an Active or Partly Dispensed prescription is dispensed`,
    },
  ];
}

/** The items, locked, and their products' services, each read once. */
async function readRows(ctx: RuleContext, rows: RecordValues[]): Promise<DispensingReads> {
  const ids = rows.map((row) => Number(row.prescription_item)).filter(Number.isInteger);
  const items = new Map(
    (await ctx.records.lock('prescriptionItem', ids)).map((item) => [Number(item.id), item]),
  );
  const productIds = [...new Set([...items.values()].map((item) => Number(item.product)))];
  // Their names and codes: without their child rows (reorder levels).
  const products = new Map(
    (await ctx.records.find('product', { id: productIds })).map((p) => [Number(p.id), p]),
  );
  const codes = [...products.values()].map((product) => product.code);
  const byCode = await servicesOf(ctx, codes, PRODUCT_CATALOGUE.category);
  const services = new Map<number, RecordValues | undefined>();
  for (const [id, product] of products) services.set(id, byCode.get(String(product.code)));
  return { items, products, services };
}

/**
 * Each row against its prescription item (locked, so two dispensings never both take the rest);
 * `keep` receives what was read, for the afterWrite.
 */
export async function itemProblems(
  ctx: RuleContext,
  dispensing: RecordValues,
  keep: (reads: DispensingReads) => void = () => undefined,
): Promise<Problem[]> {
  const rows = itemsOf(dispensing);
  if (rows.length === 0)
    return [{ field: 'items', message: 'Add at least one medicine to dispense' }];
  const reads = await readRows(ctx, rows);
  keep(reads);
  const { items, products, services } = reads;
  const problems: Problem[] = [];
  const seen = new Set<number>();
  for (const [index, row] of rows.entries()) {
    const at = `items[${index}]`;
    const label = `Items row ${index + 1}`;
    const item = items.get(Number(row.prescription_item));
    if (!item) continue;
    const product = products.get(Number(item.product));
    const name = String(product?.name ?? `Product ${item.product}`);
    if (Number(item.prescription) !== Number(dispensing.prescription)) {
      problems.push({
        field: `${at}.prescription_item`,
        message: `${label}: ${name} is on another prescription; dispense only this prescription's medicines`,
      });
      continue;
    }
    if (seen.has(Number(item.id))) {
      problems.push({
        field: `${at}.prescription_item`,
        message: `${label}: ${name} is already on an earlier row; put its whole quantity on one row`,
      });
      continue;
    }
    seen.add(Number(item.id));
    if (item.status === 'Cancelled') {
      problems.push({
        field: `${at}.prescription_item`,
        message: `${label}: ${name} is cancelled`,
      });
      continue;
    }
    const asked = Number(row.quantity);
    const left = leftToDispense(item);
    if (!Number.isInteger(asked) || asked <= 0)
      problems.push({
        field: `${at}.quantity`,
        message: `${label}: the quantity must be a whole number of units above 0`,
      });
    else if (asked > left)
      problems.push({
        field: `${at}.quantity`,
        message: `${label}: ${asked} of ${name} asked, but only ${left} ${left === 1 ? 'is' : 'are'} left to dispense (${item.quantity} prescribed, ${Number(item.dispensed_quantity ?? 0)} dispensed)`,
      });
    const service = services.get(Number(item.product));
    if (!service || !isOn(service.is_active))
      problems.push({
        field: `${at}.prescription_item`,
        message: `${label}: ${name} has no active billing service of its code ${product?.code ?? ''}, so it cannot be charged; ask the Pharmacy Manager to save the product (which makes its service) before dispensing it`,
      });
  }
  return problems;
}
