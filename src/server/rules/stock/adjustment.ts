/**
 * A stock adjustment (the Store Manager's, by the matrix): expired or damaged stock written off,
 * or a count difference found at a stock count, always on a named batch the warehouse holds and
 * with a reason. Posted when saved (the batch's balance after it is kept on the record) and
 * never edited: another adjustment corrects a wrong one.
 *
 * Refused with 422: no change, an expired or damaged write-off that adds stock, an "Expired"
 * write-off of a batch that has not expired, a batch the warehouse does not hold, and taking
 * more than the batch holds (ledger.ts).
 */
import type { Problem } from '../../errors';
import { batchesOf } from '../../repositories/stock-ledger';
import type { ModelRule } from '../types';
import { issueStock, receiveStock, type StockSource, stockToday } from './ledger';

export const stockAdjustment: ModelRule = {
  name: 'stock.adjustment',
  models: ['stockAdjustment'],

  prepare(ctx, change) {
    if (change.action !== 'create') return;
    change.after.adjusted_by = ctx.actor.email ?? null;
    change.after.adjusted_at = ctx.now.toISOString();
  },

  async check(ctx, change) {
    if (change.action !== 'create') return [];
    const adjustment = change.after;
    const problems: Problem[] = [];
    const amount = Number(adjustment.quantity_change);
    const kind = String(adjustment.adjustment_type ?? '');
    if (!Number.isInteger(amount) || amount === 0)
      problems.push({
        field: 'quantity_change',
        message:
          'Quantity Change must be a whole number other than 0: negative removes stock (-20), positive adds it',
      });
    else if (amount > 0 && kind !== 'Count Difference')
      problems.push({
        field: 'quantity_change',
        message: `An ${kind.toLowerCase()} write-off removes stock: enter a negative number (e.g. -${amount})`,
      });
    if (!adjustment.product || !adjustment.warehouse) return problems;
    const batch = (
      await batchesOf(ctx.trx, Number(adjustment.product), Number(adjustment.warehouse))
    ).find((b) => b.batch_number === String(adjustment.batch_number));
    if (!batch)
      problems.push({
        field: 'batch_number',
        message: `This warehouse holds no batch ${adjustment.batch_number} of the product: name a batch it holds`,
      });
    else if (kind === 'Expired' && (!batch.expiry_date || batch.expiry_date >= stockToday(ctx)))
      problems.push({
        field: 'adjustment_type',
        message: batch.expiry_date
          ? `Batch ${batch.batch_number} expires on ${batch.expiry_date} and has not expired: use Damaged or Count Difference`
          : `Batch ${batch.batch_number} has no expiry date: use Damaged or Count Difference`,
      });
    return problems;
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'create') return;
    const adjustment = change.after;
    const source: StockSource = {
      model: 'stockAdjustment',
      id: Number(adjustment.id),
      label: adjustment.adjustment_number ? String(adjustment.adjustment_number) : null,
      movement: 'Adjustment',
    };
    const amount = Number(adjustment.quantity_change);
    const line = {
      product: Number(adjustment.product),
      warehouse: Number(adjustment.warehouse),
      batch_number: String(adjustment.batch_number),
    };
    const [posted] =
      amount > 0
        ? await receiveStock(ctx, source, [{ ...line, expiry_date: null, quantity: amount }])
        : await issueStock(ctx, source, [
            { ...line, quantity: -amount, field: 'quantity_change', allowExpired: true },
          ]);
    if (posted)
      await ctx.records.setDerived('stockAdjustment', source.id, {
        balance_after: posted.balance_after,
      });
  },
};
