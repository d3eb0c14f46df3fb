/**
 * How an over-the-counter sale is paid: at once, by a method that takes the money now (cash,
 * card, mobile money, bank transfer; never credit or insurance, a walk-in has no account), with
 * the method's reference when it asks for one (the methods a walk-in may pay with are the
 * `payment_method` field's refFilter). Cash tendered covers the total and the change is
 * worked out; any other method takes exactly the total (tendered = total, change 0). Cash left
 * empty is taken as the exact total.
 */

import { saleChange } from '../../../engine/pharmacy/sale-change';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { cents, shownInCurrency as inCurrency, money } from '../billing/money';
import { recordOf } from '../billing/prices';
import type { RuleContext } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The engine's settlement (the sale form shows the same) of this sale's tendered cash. */
function settled(sale: RecordValues, method: RecordValues | undefined, totalCents: number) {
  const typed = isBlank(sale.amount_tendered) ? null : cents(sale.amount_tendered);
  return saleChange(totalCents, typed, method?.kind === 'Cash');
}

/** Sets amount_tendered (when left out or not cash) and change_due from the total's cents. */
export async function settleSale(ctx: RuleContext, sale: RecordValues, totalCents: number) {
  const method = await recordOf(ctx, 'paymentMethod', sale.payment_method);
  const { tendered, change } = settled(sale, method, totalCents);
  sale.amount_tendered = money(tendered);
  sale.change_due = money(change);
  return method;
}

export function paymentProblems(
  sale: RecordValues,
  method: RecordValues | undefined,
  totalCents: number,
): Problem[] {
  if (!method) return [];
  const problems: Problem[] = [];
  // Credit, Insurance and inactive methods are refused before the rules run, by the field's
  // refFilter (schemas/pharmacySale.json), for every entry point.
  if (method.requires_reference && !String(sale.reference ?? '').trim())
    problems.push({
      field: 'reference',
      message: `Reference is required for ${method.name} payments (the slip or transaction number)`,
    });
  const { tendered, shortfall } = settled(sale, method, totalCents);
  if (shortfall > 0)
    problems.push({
      field: 'amount_tendered',
      message: `${inCurrency(shortfall)} is missing: the total is ${inCurrency(totalCents)} and ${inCurrency(tendered)} was tendered`,
    });
  return problems;
}
