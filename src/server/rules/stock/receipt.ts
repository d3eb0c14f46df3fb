/**
 * Goods received from a supplier: posted to the ledger when the receipt is saved (one line per
 * item, each batch opened in the warehouse or topped up), reversed as a whole by its Reverse
 * step, which takes the same quantities back out of the same batches (refused, naming what is
 * left, when some of it has already been issued). A receipt is locked once saved.
 *
 * Refused with 422: an expiry date already past (expired stock is not received), a batch the
 * warehouse already holds under another expiry date, the same product and batch twice in one
 * receipt, and an inactive warehouse.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { batchesOf } from '../../repositories/stock-ledger';
import type { ModelRule, RuleContext } from '../types';
import { issueStock, receiveStock, type StockSource, stockToday } from './ledger';

const itemsOf = (record: RecordValues) =>
  (Array.isArray(record.items) ? record.items : []) as RecordValues[];

const sourceOf = (record: RecordValues, movement: StockSource['movement']): StockSource => ({
  model: 'stockReceipt',
  id: Number(record.id),
  label: record.receipt_number ? String(record.receipt_number) : null,
  movement,
});

async function itemProblems(ctx: RuleContext, receipt: RecordValues): Promise<Problem[]> {
  const problems: Problem[] = [];
  const today = stockToday(ctx);
  const warehouse = Number(receipt.warehouse);
  const seen = new Set<string>();
  for (const [index, item] of itemsOf(receipt).entries()) {
    const at = `items[${index}]`;
    const key = `${item.product}:${item.batch_number}`;
    if (seen.has(key))
      problems.push({
        field: `${at}.batch_number`,
        message: `Batch ${item.batch_number} of this product is already on an earlier line: put its whole quantity on one line`,
      });
    seen.add(key);
    const expiry = item.expiry_date ? String(item.expiry_date).slice(0, 10) : '';
    if (expiry && expiry < today)
      problems.push({
        field: `${at}.expiry_date`,
        message: `Batch ${item.batch_number} expired on ${expiry}: expired stock is not received (today is ${today})`,
      });
    if (!Number.isInteger(Number(item.quantity)) || Number(item.quantity) <= 0)
      problems.push({
        field: `${at}.quantity`,
        message: 'Quantity must be a whole number of units above 0',
      });
    if (!item.product || Number.isNaN(warehouse)) continue;
    const held = (await batchesOf(ctx.trx, Number(item.product), warehouse)).find(
      (batch) => batch.batch_number === String(item.batch_number),
    );
    if (held?.expiry_date && expiry && held.expiry_date !== expiry)
      problems.push({
        field: `${at}.expiry_date`,
        message: `Batch ${item.batch_number} is already held here with expiry ${held.expiry_date}: a batch has one expiry date (check the label, or give the new stock its own batch number)`,
      });
  }
  return problems;
}

export const stockReceipt: ModelRule = {
  name: 'stock.receipt',
  models: ['stockReceipt'],

  prepare(ctx, change) {
    if (change.action !== 'create') return;
    change.after.received_by = ctx.actor.email ?? null;
    if (!change.after.received_at) change.after.received_at = ctx.now.toISOString();
  },

  async check(ctx, change) {
    if (change.action !== 'create') return [];
    const problems = await itemProblems(ctx, change.after);
    const [warehouse] = await ctx.records.getMany('wareHouse', [Number(change.after.warehouse)]);
    if (warehouse && warehouse.is_active === false)
      problems.push({
        field: 'warehouse',
        message: `${warehouse.name} is not active: receive into an active warehouse`,
      });
    return problems;
  },

  async afterWrite(ctx, change) {
    const receipt = change.after;
    const warehouse = Number(receipt.warehouse);
    if (change.action === 'create') {
      await receiveStock(
        ctx,
        sourceOf(receipt, 'Receipt'),
        itemsOf(receipt).map((item) => ({
          product: Number(item.product),
          warehouse,
          batch_number: String(item.batch_number),
          expiry_date: item.expiry_date ? String(item.expiry_date).slice(0, 10) : null,
          unit_cost: item.unit_cost,
          quantity: Number(item.quantity),
        })),
      );
      return;
    }
    if (change.action === 'transition' && receipt.status === 'Reversed')
      await issueStock(
        ctx,
        sourceOf(receipt, 'Reversal'),
        itemsOf(receipt).map((item, index) => ({
          product: Number(item.product),
          warehouse,
          batch_number: String(item.batch_number),
          quantity: Number(item.quantity),
          field: `items[${index}].quantity`,
          allowExpired: true,
        })),
      );
  },
};
