/**
 * The stock reports (`GET /api/stock/...`, the stock page and its .xlsx exports): stock on hand
 * by warehouse with its batches, items below their reorder level, batches expiring soon, stock
 * value at cost, a product's ledger with its running balance, and the lines one movement posted.
 * Quantities are whole units of the product's dispensing unit; money is a decimal string
 * ("12.50") like every money value; dates are calendar dates ("2027-06-30").
 */

/** The product and warehouse a report row is about, named for the reader. */
export interface StockItem {
  product: number;
  code: string;
  name: string;
  generic_name: string | null;
  /** The unit it is counted in (unitOfMeasurement's name), or null. */
  unit: string | null;
  warehouse: number;
  warehouse_name: string;
}

export interface StockBatch {
  batch_number: string;
  expiry_date: string | null;
  quantity: number;
  /** Null when the batch came without a cost, or the reader may not see costs. */
  unit_cost: string | null;
}

/** One product in one warehouse: its batches holding stock and their total. */
export interface StockOnHandRow extends StockItem {
  quantity: number;
  batches: StockBatch[];
}

export interface StockOnHand {
  /** The warehouse the report is narrowed to, or null for every warehouse. */
  warehouse: number | null;
  rows: StockOnHandRow[];
  /** How many product-and-warehouse rows in all (the page is `rows`). */
  total: number;
  page: number;
  pageSize: number;
}

/** A product at or under its reorder level in a warehouse (no stock at all counts). */
export interface BelowReorderRow extends StockItem {
  reorder_level: number;
  quantity: number;
  /** reorder_level - quantity: at least what to order to be back at the level. */
  shortfall: number;
}

export interface BelowReorder {
  warehouse: number | null;
  rows: BelowReorderRow[];
}

/** A batch holding stock that expires within the window (or already has). */
export interface ExpiringRow extends StockItem, StockBatch {
  expiry_date: string;
  /** Days from today to the expiry date; negative once expired, 0 on the day itself. */
  days_left: number;
  expired: boolean;
}

export interface Expiring {
  warehouse: number | null;
  /** The hospital's calendar day the days are counted from. */
  today: string;
  days: number;
  rows: ExpiringRow[];
}

export const EXPIRING_DEFAULT_DAYS = 90;
export const EXPIRING_MAX_DAYS = 3650;

/** A batch's value at cost: quantity x unit cost, exact to the cent. */
export interface StockValueRow extends StockItem, StockBatch {
  value: string;
}

export interface WarehouseValue {
  warehouse: number;
  warehouse_name: string;
  value: string;
  /** Batches holding stock without a cost: valued at 0 here, so the figure is a lower bound. */
  uncosted: number;
}

export interface StockValue {
  warehouse: number | null;
  rows: StockValueRow[];
  warehouses: WarehouseValue[];
  total: string;
}

export const LEDGER_ORDERS = ['newest', 'oldest'] as const;
export type LedgerOrder = (typeof LEDGER_ORDERS)[number];

/** One ledger line of a product, with the balances after it. */
export interface ProductLedgerRow {
  id: number;
  posted_at: string | null;
  posted_by: string | null;
  movement: string;
  warehouse: number;
  warehouse_name: string;
  batch_number: string;
  expiry_date: string | null;
  quantity_in: number;
  quantity_out: number;
  /** The batch's balance after the line. */
  batch_balance: number;
  /** The product's balance in the line's warehouse after the line. */
  warehouse_balance: number;
  /** The product's balance after the line over the report's scope (its warehouse, or all). */
  balance: number;
  source_model: string;
  source_id: number;
  source_label: string | null;
}

export interface ProductLedger {
  product: number;
  code: string;
  name: string;
  unit: string | null;
  warehouse: number | null;
  order: LedgerOrder;
  /** The balance over the scope before the page's oldest line. */
  opening: number;
  /** The balance over the scope after every line (now). */
  closing: number;
  rows: ProductLedgerRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A line one movement posted (its detail page's "Stock posted"). */
export interface PostedLineRow extends StockItem {
  id: number;
  posted_at: string | null;
  movement: string;
  batch_number: string;
  expiry_date: string | null;
  quantity_in: number;
  quantity_out: number;
  balance_after: number;
}

export interface PostedLines {
  source_model: string;
  source_id: number;
  rows: PostedLineRow[];
}

/** The models whose records post stock, whose detail pages list what they posted. */
export const STOCK_MOVEMENT_MODELS = [
  'stockReceipt',
  'stockAdjustment',
  'stockReturn',
  'wareHouseTransfer',
  'dispensing',
  'pharmacySale',
] as const;

/** The stock page's reports, each a tab and an export (`/api/stock/<report>.xlsx`). */
const STOCK_REPORTS = ['on-hand', 'below-reorder', 'expiring', 'value'] as const;
export type StockReport = (typeof STOCK_REPORTS)[number];
