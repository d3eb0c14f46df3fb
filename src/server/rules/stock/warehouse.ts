/**
 * A warehouse is named once and says who issues from it: its code (trimmed) is its own among
 * the warehouses (422 naming the other); a new warehouse is active unless it says otherwise (the
 * movement pickers offer active warehouses only); its issuing roles are required and are role
 * names by the schema's options. A warehouse that still holds stock is not deleted (409 naming
 * what it holds): it is emptied by transfers or adjustments, or deactivated.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { holdingsOf } from '../../repositories/stock-holdings';
import type { ModelRule, RuleContext } from '../types';

const text = (value: unknown) => (value == null ? '' : String(value));

async function codeProblems(ctx: RuleContext, id: number | undefined, code: string) {
  if (!code) return [];
  const twin = (await ctx.records.find('wareHouse', { code })).find((w) => Number(w.id) !== id);
  return twin
    ? [
        {
          field: 'code',
          message: `Code ${code} is already the warehouse ${text(twin.name)}: each warehouse has its own code`,
        },
      ]
    : [];
}

async function heldStockProblems(ctx: RuleContext, warehouse: RecordValues): Promise<Problem[]> {
  const held = await holdingsOf(ctx.trx, { warehouse: Number(warehouse.id) });
  if (held.length === 0) return [];
  const products = await ctx.records.getMany(
    'product',
    held.map((h) => h.product),
  );
  const nameOf = (id: number) =>
    text(products.find((p) => Number(p.id) === id)?.name) || `product ${id}`;
  const shown = held.slice(0, 5).map((h) => `${nameOf(h.product)} ${h.quantity}`);
  if (held.length > 5) shown.push(`and ${held.length - 5} more`);
  const count = held.length === 1 ? '1 product' : `${held.length} products`;
  return [
    {
      field: 'is_active',
      conflict: 'STOCK_HELD',
      message: `${text(warehouse.name)} still holds stock of ${count} (${shown.join(', ')}): a warehouse with stock is not deleted; transfer or adjust it out, or deactivate the warehouse (clear Active)`,
    },
  ];
}

export const warehouseCatalogue: ModelRule = {
  name: 'stock.warehouse',
  models: ['wareHouse'],

  prepare(_ctx, change) {
    if (typeof change.after.code === 'string') change.after.code = change.after.code.trim();
    if (change.action === 'create' && change.after.is_active == null) change.after.is_active = true;
  },

  async check(ctx, change): Promise<Problem[]> {
    if (change.action === 'delete') return heldStockProblems(ctx, change.before ?? change.after);
    if (change.action === 'restore') return [];
    return codeProblems(ctx, change.id, text(change.after.code));
  },
};
