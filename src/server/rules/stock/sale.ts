/**
 * An over-the-counter sale (`pharmacySale`): a walk-in customer without a patient record buys
 * non-prescription items at a pharmacy, pays at once, and the stock leaves the pharmacy
 * first-expiry-first-out when the sale is saved (movement 'Sale'). Only a role the warehouse
 * issues by sells from it. Prices and amounts are the server's (sale-lines.ts), payment and
 * change too (sale-payment.ts); the seller and the time are stamped. A saved sale is locked.
 *
 * A mistaken sale is returned whole by its Return step (the Pharmacy Manager's, with a reason):
 * the same quantities go back into the very batches they left (movement 'Return') and the
 * refund, the sale's total, is recorded on it and counted in the cash-up.
 */
import type { Problem } from '../../errors';
import { rulesRefusal } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { money } from '../billing/money';
import { recordOf } from '../billing/prices';
import type { ModelRule, RuleContext } from '../types';
import { issueStock, type StockSource } from './ledger';
import { putBackTaken } from './put-back';
import {
  priceSale,
  quantityProblems,
  saleItemsOf,
  saleProducts,
  unsellableProblems,
} from './sale-lines';
import { paymentProblems, settleSale } from './sale-payment';

const WALK_IN_CUSTOMER = 'Walk-in customer';

const sourceOf = (sale: RecordValues, movement: StockSource['movement']): StockSource => ({
  model: 'pharmacySale',
  id: Number(sale.id),
  label: sale.sale_number ? String(sale.sale_number) : null,
  movement,
});

/** Only the roles the warehouse issues by sell from it. */
async function sellerProblems(ctx: RuleContext, sale: RecordValues): Promise<Problem[]> {
  const warehouse = await recordOf(ctx, 'wareHouse', sale.warehouse);
  if (!warehouse) return [];
  const roles = Array.isArray(warehouse.issuing_roles) ? warehouse.issuing_roles.map(String) : [];
  const role = ctx.actor.engineUser.role;
  if (roles.includes(role)) return [];
  return [
    {
      field: 'warehouse',
      message: `${warehouse.name} is issued from by ${roles.join(', ') || 'no role'}: a ${role} cannot sell from it`,
    },
  ];
}

export const pharmacySale: ModelRule = {
  name: 'stock.sale',
  models: ['pharmacySale'],

  // Before the engine's checks: its picker filter would refuse these in general words.
  async fill(ctx, values) {
    const problems = unsellableProblems(values, await saleProducts(ctx, values));
    if (problems.length > 0) throw rulesRefusal(problems);
  },

  async prepare(ctx, change) {
    const sale = change.after;
    if (change.action === 'create') {
      if (!String(sale.customer_name ?? '').trim()) sale.customer_name = WALK_IN_CUSTOMER;
      sale.sold_by = ctx.actor.email ?? null;
      sale.sold_at = ctx.now.toISOString();
      const total = priceSale(sale, await saleProducts(ctx, sale));
      sale.total = money(total);
      await settleSale(ctx, sale, total);
      return;
    }
    if (change.action === 'transition' && sale.status === 'Returned') {
      sale.refund = sale.total;
      sale.returned_by = ctx.actor.email ?? null;
      sale.returned_at = ctx.now.toISOString();
    }
  },

  async check(ctx, change) {
    if (change.action !== 'create') return [];
    const sale = change.after;
    const products = await saleProducts(ctx, sale);
    const total = priceSale(sale, products);
    const method = await recordOf(ctx, 'paymentMethod', sale.payment_method);
    return [
      ...(await sellerProblems(ctx, sale)),
      ...unsellableProblems(sale, products),
      ...quantityProblems(sale, products),
      ...paymentProblems(sale, method, total),
    ];
  },

  async afterWrite(ctx, change) {
    const sale = change.after;
    if (change.action === 'create') {
      const warehouse = Number(sale.warehouse);
      await issueStock(
        ctx,
        sourceOf(sale, 'Sale'),
        saleItemsOf(sale).map((item, index) => ({
          product: Number(item.product),
          warehouse,
          quantity: Number(item.quantity),
          field: `items[${index}].quantity`,
        })),
      );
      return;
    }
    // The units the sale took, back into the batches they came from.
    if (change.action === 'transition' && sale.status === 'Returned')
      await putBackTaken(ctx, sourceOf(sale, 'Return'), 'Sale');
  },
};
