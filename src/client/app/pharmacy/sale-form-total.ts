/**
 * The live total of the over-the-counter sale form: the engine's `saleTotal` (the very function
 * the server's `stock.sale` prices the sale with) over the rows as the table shows them, rows
 * being typed included, each at the unit price it fetched from the product.
 */
import { centsToMoney } from '../../../engine/billing/money';
import { saleTotal } from '../../../engine/pharmacy/sale-total';

export interface SaleFormTotal {
  /** The total as money ("12.40"), or undefined while no line has a product. */
  total: string | undefined;
  /** Lines with a product picked. */
  lines: number;
}

type Row = Readonly<Record<string, unknown>>;

const picked = (row: Row) =>
  row.product !== undefined && row.product !== null && row.product !== '';

export function saleFormTotal(rows: readonly Row[]): SaleFormTotal {
  const lines = rows.filter(picked);
  if (lines.length === 0) return { total: undefined, lines: 0 };
  const { total } = saleTotal(
    lines.map((row) => ({ quantity: row.quantity, unitPrice: row.unit_price })),
  );
  return { total: centsToMoney(total), lines: lines.length };
}
