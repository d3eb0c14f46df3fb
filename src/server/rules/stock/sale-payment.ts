/**
 * How an over-the-counter sale is paid: at once, by a method that takes the money now (cash,
 * card, mobile money, bank transfer; never credit or insurance, a walk-in has no account), with
 * the method's reference when it asks for one (the methods a walk-in may pay with are the
 * `payment_method` field's refFilter). Cash tendered covers the total and the change is
 * worked out; any other method takes exactly the total (tendered = total, change 0). Cash left
 * empty is taken as the exact total.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { cents, shownInCurrency as inCurrency, money } from '../billing/money';
import { recordOf } from '../billing/prices';
import type { RuleContext } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Sets amount_tendered (when left out or not cash) and change_due from the total's cents. */
export async function settleSale(ctx: RuleContext, sale: RecordValues, totalCents: number) {
  const method = await recordOf(ctx, 'paymentMethod', sale.payment_method);
  const cash = method?.kind === 'Cash';
  if (!cash || isBlank(sale.amount_tendered)) sale.amount_tendered = money(totalCents);
  sale.change_due = money(Math.max(cents(sale.amount_tendered) - totalCents, 0));
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
  const tendered = cents(sale.amount_tendered);
  if (method.kind === 'Cash' && tendered < totalCents)
    problems.push({
      field: 'amount_tendered',
      message: `${inCurrency(totalCents - tendered)} is missing: the total is ${inCurrency(totalCents)} and ${inCurrency(tendered)} was tendered`,
    });
  return problems;
}
