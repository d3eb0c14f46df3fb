/**
 * What a counter sale's payment settles to, in whole cents: the amount tendered, the change due
 * and what is still missing. One function for the server's rule (`stock.sale` records tendered
 * and change, and refuses a shortfall) and the sale form (which shows them as the pharmacist
 * types), so the change seen is the change recorded. Only cash is tendered: any other method
 * (card, mobile money, transfer) takes exactly the total, and cash left empty is taken as the
 * exact total.
 */

export interface SaleChange {
  /** What is taken: the cash typed, else the total. */
  tendered: number;
  /** Handed back: tendered less the total, never below 0. */
  change: number;
  /** Still missing: the total less the cash typed, when that is less; else 0. */
  shortfall: number;
}

/**
 * @param totalCents the sale's total (saleTotal)
 * @param tenderedCents the cash typed, or null when left empty
 * @param cash whether the payment method's kind is Cash
 */
export function saleChange(
  totalCents: number,
  tenderedCents: number | null,
  cash: boolean,
): SaleChange {
  if (!cash || tenderedCents === null) return { tendered: totalCents, change: 0, shortfall: 0 };
  return {
    tendered: tenderedCents,
    change: Math.max(tenderedCents - totalCents, 0),
    shortfall: Math.max(totalCents - tenderedCents, 0),
  };
}
