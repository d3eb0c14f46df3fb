/**
 * A formulary product is consistent before anyone stocks or prescribes it: a new product is
 * active unless it says otherwise (the pickers offer active products only); each warehouse has
 * at most one reorder level, a whole number of the product's units, 0 or more (the reorder
 * report compares it with the warehouse's balance); and a product that still holds stock is not
 * deleted (409 naming what it holds where): its ledger would name a product that is gone, so it
 * is deactivated instead. Its code and billing service: product-service.ts.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { holdingsOf } from '../../repositories/stock-holdings';
import type { ModelRule, RuleContext } from '../types';

const rowsOf = (value: unknown): RecordValues[] =>
  Array.isArray(value) ? (value as RecordValues[]) : [];

const refId = (value: unknown) => (value == null || value === '' ? undefined : Number(value));

/** "Main Store" for a warehouse id (the id itself when it is gone). */
async function warehouseNames(ctx: RuleContext, ids: readonly number[]) {
  const found = await ctx.records.getMany('wareHouse', [...new Set(ids)]);
  const names = new Map(found.map((w) => [Number(w.id), String(w.name)]));
  return (id: number) => names.get(id) ?? `warehouse ${id}`;
}

async function reorderProblems(ctx: RuleContext, rows: RecordValues[]): Promise<Problem[]> {
  const nameOf = await warehouseNames(
    ctx,
    rows.map((row) => refId(row.warehouse)).filter((id): id is number => id !== undefined),
  );
  const problems: Problem[] = [];
  const firstRow = new Map<number, number>();
  for (const [index, row] of rows.entries()) {
    const label = `Reorder Levels row ${index + 1}`;
    const warehouse = refId(row.warehouse);
    const earlier = warehouse === undefined ? undefined : firstRow.get(warehouse);
    if (warehouse !== undefined && earlier !== undefined)
      problems.push({
        field: `reorder_levels[${index}].warehouse`,
        message: `${label}: ${nameOf(warehouse)} already has its reorder level in row ${earlier + 1}: one row per warehouse`,
      });
    else if (warehouse !== undefined) firstRow.set(warehouse, index);
    const level = Number(row.reorder_level);
    if (
      row.reorder_level != null &&
      row.reorder_level !== '' &&
      !(Number.isInteger(level) && level >= 0)
    )
      problems.push({
        field: `reorder_levels[${index}].reorder_level`,
        message: `${label}: a reorder level is a whole number of the product's units, 0 or more (e.g. 200), not ${String(row.reorder_level)}`,
      });
  }
  return problems;
}

async function heldStockProblems(ctx: RuleContext, product: RecordValues): Promise<Problem[]> {
  const id = Number(product.id);
  // Locked as a movement locks it (ledger.ts): no receipt can post while the check reads.
  await ctx.records.lock('product', [id]);
  const held = await holdingsOf(ctx.trx, { product: id });
  if (held.length === 0) return [];
  const nameOf = await warehouseNames(
    ctx,
    held.map((h) => h.warehouse),
  );
  const total = held.reduce((sum, h) => sum + h.quantity, 0);
  const where = held.map((h) => `${nameOf(h.warehouse)} ${h.quantity}`).join(', ');
  return [
    {
      field: 'is_active',
      conflict: 'STOCK_HELD',
      message: `${String(product.name)} still holds ${total} in stock (${where}): a product with stock is not deleted; issue, transfer or adjust it out, or deactivate the product (clear Active)`,
    },
  ];
}

export const productCatalogue: ModelRule = {
  name: 'stock.product-catalogue',
  models: ['product'],

  prepare(_ctx, change) {
    if (change.action === 'create' && change.after.is_active == null) change.after.is_active = true;
  },

  async check(ctx, change): Promise<Problem[]> {
    if (change.action === 'delete') return heldStockProblems(ctx, change.before ?? change.after);
    if (change.action === 'restore') return [];
    return reorderProblems(ctx, rowsOf(change.after.reorder_levels));
  },
};
