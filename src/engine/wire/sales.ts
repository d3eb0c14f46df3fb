/**
 * The cash-up (`sales` page) as `GET /api/billing/sales` and `.../entries` answer it: money
 * received in a period, refunds (credit notes) subtracted, totalled by cashier, by cashier
 * point and by payment method. Amounts are decimal strings ("1250.50") like every money value.
 */

/** The three ways the period's money is totalled; each adds up to the grand total. */
export const SALES_GROUPINGS = ['cashier', 'point', 'method'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

/** Money in and out of one total, and how many payments and refunds it sums. */
export interface SalesAmounts {
  received: string;
  refunded: string;
  /** received - refunded. */
  net: string;
  payments: number;
  refunds: number;
}

/** One total of a grouping: `key` is what entries are asked by ("" for none, e.g. no point). */
export interface SalesTotal extends SalesAmounts {
  key: string;
  label: string;
}

/** The period as the server read it: instants in UTC, `to` excluded. */
export interface SalesPeriod {
  from: string;
  to: string;
  timeZone: string;
}

export interface SalesReport {
  period: SalesPeriod;
  /** The cashier (user id) the report is narrowed to, or null for everyone. */
  cashier: number | null;
  /** Whether this reader may see every cashier's money (View All Sales). */
  everyone: boolean;
  totals: SalesAmounts;
  byCashier: SalesTotal[];
  byPoint: SalesTotal[];
  byMethod: SalesTotal[];
}

/** A payment or a refund behind a total, with what the client needs to link to it. */
export interface SalesEntry {
  kind: 'payment' | 'refund';
  /** `payment`, `creditNote` or `pharmacySale` (a counter sale or its return): the record. */
  model: string;
  id: number;
  /** Receipt or credit note number. */
  number: string;
  /** When it was recorded (UTC). */
  at: string;
  patient: number | null;
  patientName: string | null;
  /** Positive for both kinds: a refund's amount is subtracted from the totals. */
  amount: string;
  method: number | null;
  methodName: string | null;
  cashier: number | null;
  cashierName: string | null;
  point: string | null;
}

export interface SalesEntries {
  rows: SalesEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query both routes read; `by` and `key` pick one total's entries. */
export interface SalesQuery {
  from?: string;
  to?: string;
  cashier?: number;
  by?: SalesGrouping;
  key?: string;
  page?: number;
  pageSize?: number;
}
