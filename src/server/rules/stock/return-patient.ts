/**
 * A patient's return of medicines from a dispensing: only products and batches that dispensing
 * gave out (its `Dispensing` ledger lines), never more of a batch than it gave minus what
 * earlier returns of it took back, and into the warehouse it was dispensed from, with the
 * batch's expiry date and cost as they went out. The dispensing's charge for the product is
 * reduced by what came back while it is unbilled (voided when all of it came back); once billed
 * the return is refused until the invoice is cancelled or the line refunded with a credit note
 * (a refund is the cashier's act, with the money; a charge already Credited is left as it is).
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { linesOfSource } from '../../repositories/stock-ledger';
import { billedProblems, chargesOf } from '../billing/charges';
import type { RuleContext } from '../types';
import { receiveStock, type StockSource } from './ledger';
import { serviceOfProduct } from './product-service';

const keyOf = (product: unknown, batch: unknown) => `${Number(product)}:${String(batch).trim()}`;

export const returnItems = (record: RecordValues) =>
  (Array.isArray(record.items) ? record.items : []) as RecordValues[];

interface Given {
  product: number;
  batch_number: string;
  expiry_date: string | null;
  given: number;
  returned: number;
}

/** What the dispensing gave out, by product and batch, and what returns already took back. */
async function givenOut(ctx: RuleContext, dispensing: number, self?: number) {
  const book = new Map<string, Given>();
  for (const line of await linesOfSource(ctx.trx, 'dispensing', dispensing)) {
    if (line.movement !== 'Dispensing') continue;
    const key = keyOf(line.product, line.batch_number);
    const entry = book.get(key) ?? {
      product: line.product,
      batch_number: line.batch_number,
      expiry_date: line.expiry_date,
      given: 0,
      returned: 0,
    };
    entry.given += line.quantity_out - line.quantity_in;
    book.set(key, entry);
  }
  const earlier = await ctx.records.find('stockReturn', { dispensing });
  for (const record of earlier) {
    if (Number(record.id) === self) continue;
    for (const line of await linesOfSource(ctx.trx, 'stockReturn', Number(record.id))) {
      const entry = book.get(keyOf(line.product, line.batch_number));
      if (entry) entry.returned += line.quantity_in;
    }
  }
  return book;
}

/** The dispensing's charges for each returned product (through the product's billing service). */
async function chargesByProduct(ctx: RuleContext, dispensing: number, products: number[]) {
  const charges = await chargesOf(ctx, 'dispensing', dispensing, { lock: true });
  const out = new Map<number, RecordValues[]>();
  for (const product of products) {
    const service = await serviceOfProduct(ctx, product);
    out.set(
      product,
      charges.filter((c) => service !== undefined && Number(c.service) === Number(service.id)),
    );
  }
  return out;
}

const returnedByProduct = (items: readonly RecordValues[]) => {
  const sums = new Map<number, { quantity: number; index: number }>();
  for (const [index, item] of items.entries()) {
    const sum = sums.get(Number(item.product)) ?? { quantity: 0, index };
    sum.quantity += Number(item.quantity);
    sums.set(Number(item.product), sum);
  }
  return sums;
};

const unbilledQuantity = (charges: readonly RecordValues[]) =>
  charges.filter((c) => c.status === 'Unbilled').reduce((sum, c) => sum + Number(c.quantity), 0);

export async function patientReturnProblems(
  ctx: RuleContext,
  record: RecordValues,
): Promise<Problem[]> {
  const [dispensing] = await ctx.records.lock('dispensing', [Number(record.dispensing)]);
  if (!dispensing) return [];
  const label = String(dispensing.dispensing_number ?? `dispensing ${dispensing.id}`);
  const problems: Problem[] = [];
  if (Number(record.warehouse) !== Number(dispensing.warehouse)) {
    const [store] = await ctx.records.getMany('wareHouse', [Number(dispensing.warehouse)]);
    problems.push({
      field: 'warehouse',
      message: `${label} was dispensed from ${store?.name}: a patient return goes back into that warehouse`,
    });
  }
  const book = await givenOut(ctx, Number(dispensing.id));
  const items = returnItems(record);
  const names = new Map(
    (await ctx.records.getMany('product', [...new Set(items.map((i) => Number(i.product)))])).map(
      (p) => [Number(p.id), String(p.name)],
    ),
  );
  const asked = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    const name = names.get(Number(item.product)) ?? `Product ${item.product}`;
    const entry = book.get(keyOf(item.product, item.batch_number));
    if (!entry) {
      const batches = [...book.values()].filter((g) => g.product === Number(item.product));
      problems.push({
        field: `items[${index}].batch_number`,
        message:
          batches.length > 0
            ? `${label} gave out no batch ${item.batch_number} of ${name}: it gave out batch ${batches.map((g) => `${g.batch_number} (${g.given})`).join(', ')}`
            : `${label} did not dispense ${name}: only what it gave out can be returned`,
      });
      continue;
    }
    const key = keyOf(item.product, item.batch_number);
    const total = (asked.get(key) ?? 0) + Number(item.quantity);
    asked.set(key, total);
    const left = entry.given - entry.returned;
    if (total > left)
      problems.push({
        field: `items[${index}].quantity`,
        message: `Only ${left} of ${name} batch ${entry.batch_number} can still be returned to ${label}: ${entry.given} dispensed, ${entry.returned} already returned`,
      });
  }
  if (problems.length > 0) return problems;
  const charges = await chargesByProduct(ctx, Number(dispensing.id), [...names.keys()]);
  for (const [product, sum] of returnedByProduct(items)) {
    const mine = charges.get(product) ?? [];
    if (unbilledQuantity(mine) >= sum.quantity) continue;
    problems.push(
      ...(await billedProblems(ctx, mine, `items[${sum.index}].product`)).map((p) => ({
        ...p,
        message: `${p.message}; then record the return`,
      })),
    );
  }
  return problems;
}

/** Less of each returned product charged: unbilled charges cut down, newest first, or voided. */
async function reduceCharges(ctx: RuleContext, dispensing: number, items: RecordValues[]) {
  const sums = returnedByProduct(items);
  const charges = await chargesByProduct(ctx, dispensing, [...sums.keys()]);
  for (const [product, sum] of sums) {
    let left = sum.quantity;
    const unbilled = (charges.get(product) ?? [])
      .filter((c) => c.status === 'Unbilled')
      .sort((a, b) => Number(b.id) - Number(a.id));
    for (const charge of unbilled) {
      if (left <= 0) break;
      const take = Math.min(left, Number(charge.quantity));
      left -= take;
      if (take === Number(charge.quantity))
        await ctx.records.setDerived('charge', Number(charge.id), { status: 'Void' });
      else
        await ctx.records.update('charge', Number(charge.id), {
          quantity: Number(charge.quantity) - take,
        });
    }
  }
}

export async function postPatientReturn(
  ctx: RuleContext,
  record: RecordValues,
  source: StockSource,
) {
  const dispensing = Number(record.dispensing);
  const book = await givenOut(ctx, dispensing, Number(record.id));
  const items = returnItems(record);
  await receiveStock(
    ctx,
    source,
    items.map((item) => {
      const entry = book.get(keyOf(item.product, item.batch_number));
      return {
        product: Number(item.product),
        warehouse: Number(record.warehouse),
        batch_number: String(item.batch_number).trim(),
        expiry_date: entry?.expiry_date ?? null,
        // The batch is still the warehouse's (it went out of it): it keeps its own cost.
        quantity: Number(item.quantity),
      };
    }),
  );
  await reduceCharges(ctx, dispensing, items);
}
