/**
 * What an over-the-counter sale's items must be, and what they cost: products the formulary
 * sells without a prescription, each once, in whole units, priced at the product's selling
 * price of the moment (the server's, whatever the client sent) and totalled in whole cents.
 */

import { saleTotal } from '../../../engine/pharmacy/sale-total';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { money } from '../billing/money';
import type { RuleContext } from '../types';

export const saleItemsOf = (sale: RecordValues) =>
  (Array.isArray(sale.items) ? sale.items : []) as RecordValues[];

/** The products the items name, by id (inactive ones included, so a refusal can name them). */
export async function saleProducts(ctx: RuleContext, sale: RecordValues) {
  const ids = [...new Set(saleItemsOf(sale).map((item) => Number(item.product)))].filter(
    (id) => Number.isInteger(id) && id > 0,
  );
  const products = await ctx.records.getMany('product', ids);
  return new Map(products.map((product) => [Number(product.id), product]));
}

/**
 * Products a walk-in customer may not buy here: prescription-only or no longer active. Checked
 * before the engine's picker filter (which would refuse them too, in its general words), so
 * the pharmacist reads why.
 */
export function unsellableProblems(
  sale: RecordValues,
  products: Map<number, RecordValues>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [index, item] of saleItemsOf(sale).entries()) {
    const product = products.get(Number(item.product));
    if (!product) continue;
    const field = `items[${index}].product`;
    if (product.requires_prescription === true)
      problems.push({
        field,
        message: `${product.name} needs a prescription: it is dispensed against a doctor's prescription, not sold over the counter`,
      });
    else if (product.is_active === false)
      problems.push({
        field,
        message: `${product.name} is no longer active in the formulary and is not sold`,
      });
  }
  return problems;
}

/** Whole units above 0, and each product on one line only. */
export function quantityProblems(sale: RecordValues, products: Map<number, RecordValues>) {
  const problems: Problem[] = [];
  const firstLine = new Map<number, number>();
  for (const [index, item] of saleItemsOf(sale).entries()) {
    const quantity = Number(item.quantity);
    if (!Number.isInteger(quantity) || quantity <= 0)
      problems.push({
        field: `items[${index}].quantity`,
        message: 'Quantity must be a whole number of units above 0',
      });
    const product = Number(item.product);
    const earlier = firstLine.get(product);
    if (earlier !== undefined)
      problems.push({
        field: `items[${index}].product`,
        message: `${products.get(product)?.name ?? 'This product'} is already on line ${earlier + 1}: put its whole quantity on one line`,
      });
    else firstLine.set(product, index);
  }
  return problems;
}

/**
 * Prices every line from the formulary (unit_price, amount = quantity x price, to the cent) and
 * answers the total in cents. A price the client sent is replaced, as the engine's fetched
 * column already does; the amounts are the server's.
 */
export function priceSale(sale: RecordValues, products: Map<number, RecordValues>): number {
  const items = saleItemsOf(sale);
  // The engine's, as the sale form shows them while the pharmacist types.
  const priced = saleTotal(
    items.map((item) => ({
      quantity: item.quantity,
      unitPrice: products.get(Number(item.product))?.unit_price,
    })),
  );
  items.forEach((item, index) => {
    const line = priced.lines[index];
    item.unit_price = money(line?.unitPrice ?? 0);
    item.amount = money(line?.amount ?? 0);
  });
  return priced.total;
}
