/**
 * What an over-the-counter sale costs: each line's amount (quantity x unit price, to the cent)
 * and the total, in whole cents. One function for the server's rule (`stock.sale` stores these,
 * with the formulary's price of the moment) and the sale form (which shows them as the
 * pharmacist types, from the prices the rows fetched), so the total seen is the total charged.
 */
import { isMoney, lineCents, moneyToCents } from '../billing/money';

export interface SaleLineInput {
  quantity: unknown;
  /** The unit price as stored or sent ("3.10"); none or junk prices the line at 0. */
  unitPrice: unknown;
}

export interface SaleTotal {
  /** Per line, in the lines' order: its unit price and amount in cents. */
  lines: { unitPrice: number; amount: number }[];
  total: number;
}

/** A quantity as typed or stored; what is no number yet counts as none (0). */
function quantityOf(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '').trim()) : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function saleTotal(lines: readonly SaleLineInput[]): SaleTotal {
  const priced = lines.map((line) => {
    const unitPrice = isMoney(line.unitPrice) ? moneyToCents(line.unitPrice) : 0;
    return { unitPrice, amount: lineCents(quantityOf(line.quantity), unitPrice) };
  });
  return { lines: priced, total: priced.reduce((sum, line) => sum + line.amount, 0) };
}
