/**
 * The demo stores' steps (demo-pharmacy-stock.ts), each written through the rules as its role:
 * goods received and a receipt reversed, transfers requested and moved along, write-offs and
 * count differences, counter sales and a sale returned. A step an earlier run took is skipped:
 * a record by its ordinal (`ensure`), a move by the state its record is already in.
 */
import { centsToMoney } from '../models/codecs';
import type { Actor } from '../models/model-service';
import { batchesOf } from '../repositories/stock-ledger';
import { addDays } from './demo-calendar';
import type { PharmacyStep } from './demo-pharmacy-plan';
import { ADJUSTMENTS, RECEIPTS, SALES } from './demo-pharmacy-stock';
import { TRANSFERS } from './demo-pharmacy-transfers';
import type { PharmacySeedContext } from './pharmacy-seed-context';

export type StockStep = Extract<
  PharmacyStep,
  {
    kind:
      | 'receipt'
      | 'reverseReceipt'
      | 'transfer'
      | 'transferMove'
      | 'adjustment'
      | 'sale'
      | 'saleReturn';
  }
>;

/** Transfer states in the order a transfer takes them. */
const TRANSFER_ORDER = ['Requested', 'Approved', 'Issued', 'Received', 'Rejected'];

export async function runStockStep(
  ctx: PharmacySeedContext,
  step: StockStep,
  actor: Actor,
): Promise<void> {
  const { models, product, store, ensure, made } = ctx;
  switch (step.kind) {
    case 'receipt': {
      const planned = RECEIPTS[step.receipt] as (typeof RECEIPTS)[number];
      await ensure('stockReceipt', step.receipt, actor, () => ({
        warehouse: store(planned.warehouse),
        supplier: planned.supplier,
        invoice_reference: planned.invoice_reference,
        ...(planned.notes ? { notes: planned.notes } : {}),
        items: planned.lines.map(([code, batch_number, expiresIn, quantity]) => ({
          product: product(code),
          batch_number,
          expiry_date: addDays(ctx.today, expiresIn),
          quantity,
          unit_cost: centsToMoney(Math.round(ctx.priceOf(code) * planned.costRatio)),
        })),
      }));
      return;
    }
    case 'reverseReceipt': {
      const id = made.stockReceipt[step.receipt] as number;
      const receipt = await models.get('stockReceipt', actor, id);
      if (receipt.status === 'Reversed') return;
      await models.transition('stockReceipt', actor, id, 'Reversed', undefined, {
        reversal_reason: step.reason,
      });
      return;
    }
    case 'transfer': {
      const planned = TRANSFERS[step.transfer] as (typeof TRANSFERS)[number];
      await ensure('wareHouseTransfer', step.transfer, actor, () => ({
        from_warehouse: store(planned.from),
        to_warehouse: store(planned.to),
        ...(planned.notes ? { notes: planned.notes } : {}),
        items: planned.items.map(([code, quantity]) => ({ product: product(code), quantity })),
      }));
      return;
    }
    case 'transferMove': {
      const id = made.wareHouseTransfer[step.transfer] as number;
      const transfer = await models.get('wareHouseTransfer', actor, id);
      if (TRANSFER_ORDER.indexOf(String(transfer.status)) >= TRANSFER_ORDER.indexOf(step.to))
        return;
      await models.transition('wareHouseTransfer', actor, id, step.to, undefined, step.values);
      return;
    }
    case 'adjustment': {
      const planned = ADJUSTMENTS[step.adjustment] as (typeof ADJUSTMENTS)[number];
      await ensure('stockAdjustment', step.adjustment, actor, async () => {
        const warehouse = store('MAIN');
        const batches = await batchesOf(ctx.db, product(planned.product), warehouse);
        const held = batches.find((b) => b.batch_number === planned.batch_number)?.quantity ?? 0;
        return {
          adjustment_type: planned.adjustment_type,
          warehouse,
          product: product(planned.product),
          batch_number: planned.batch_number,
          quantity_change: planned.quantity_change === 'all' ? -held : planned.quantity_change,
          reason: planned.reason,
        };
      });
      return;
    }
    case 'sale': {
      const planned = SALES[step.sale] as (typeof SALES)[number];
      await ensure('pharmacySale', step.sale, actor, () => ({
        warehouse: store('OPD-PHARM'),
        ...(planned.customer_name ? { customer_name: planned.customer_name } : {}),
        items: planned.items.map(([code, quantity]) => ({ product: product(code), quantity })),
        payment_method: ctx.method(planned.method),
        ...(planned.tendered === undefined ? {} : { amount_tendered: planned.tendered.toFixed(2) }),
        ...(planned.reference ? { reference: planned.reference } : {}),
      }));
      return;
    }
    case 'saleReturn': {
      const id = made.pharmacySale[step.sale] as number;
      const sale = await models.get('pharmacySale', actor, id);
      if (sale.status === 'Returned') return;
      await models.transition('pharmacySale', actor, id, 'Returned', undefined, {
        return_reason: step.reason,
      });
      return;
    }
  }
}
