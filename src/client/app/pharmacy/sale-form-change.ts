/**
 * The live change of the over-the-counter sale form: the engine's `saleChange` (the very
 * function the server's `stock.sale` records tendered and change with, and refuses a
 * shortfall by) over the form's total, the cash typed and the chosen method's kind.
 */
import { centsToMoney, isMoney, moneyToCents } from '../../../engine/billing/money';
import { saleChange } from '../../../engine/pharmacy/sale-change';

export type SaleFormChange =
  /** No total yet, no method chosen, or the tendered amount is not an amount yet. */
  | { kind: 'none' }
  /** Not cash, or cash left empty: the exact total is taken. */
  | { kind: 'exact'; total: string; cash: boolean }
  | { kind: 'change'; total: string; tendered: string; change: string }
  | { kind: 'short'; total: string; tendered: string; shortfall: string };

const blank = (value: unknown) => value === undefined || value === null || value === '';

export function saleFormChange(
  total: string | undefined,
  tendered: unknown,
  methodKind: string | undefined,
): SaleFormChange {
  if (total === undefined || methodKind === undefined) return { kind: 'none' };
  const cash = methodKind === 'Cash';
  if (cash && !blank(tendered) && !isMoney(tendered)) return { kind: 'none' };
  const typed = !cash || blank(tendered) ? null : moneyToCents(tendered);
  const totalCents = moneyToCents(total);
  const settled = saleChange(totalCents, typed, cash);
  if (typed === null) return { kind: 'exact', total, cash };
  if (settled.shortfall > 0)
    return {
      kind: 'short',
      total,
      tendered: centsToMoney(settled.tendered),
      shortfall: centsToMoney(settled.shortfall),
    };
  return {
    kind: 'change',
    total,
    tendered: centsToMoney(settled.tendered),
    change: centsToMoney(settled.change),
  };
}
