/**
 * Stock reports read from the balances (`quantity`, one row per product, warehouse and batch,
 * kept by the ledger's posting): stock on hand a page of products at a time, batches expiring
 * by a day, and every batch holding stock for its value at cost. The ledger itself is never
 * summed here, so however long it grows these read only the batches (npm run bench stock).
 */
import { sql } from 'kysely';
import type { StockItem } from '../../engine/wire/stock-reports';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';

const QUANTITY = tableName('quantity');
const PRODUCT = tableName('product');
const WAREHOUSE = tableName('wareHouse');
const UNIT = tableName('unitOfMeasurement');

/** Which balances a report reads: one warehouse or all, one product or all. */
export interface StockScope {
  warehouse?: number | null;
  product?: number | null;
}

/** A batch as the reports read it, with its product and warehouse named. */
export interface BatchRow extends StockItem {
  batch_number: string;
  expiry_date: string | null;
  quantity: number;
  unit_cost_cents: number | null;
}

/** Batches holding stock (quantity > 0) in the scope, joined to their product and warehouse. */
function heldBatches(db: AnyDb, scope: StockScope) {
  let query = db
    .selectFrom(`${QUANTITY} as q`)
    .innerJoin(`${PRODUCT} as p`, 'p.id', 'q.product')
    .innerJoin(`${WAREHOUSE} as w`, 'w.id', 'q.warehouse')
    .where('q.deleted_at', 'is', null)
    .where('q.quantity', '>', 0);
  if (scope.warehouse) query = query.where('q.warehouse', '=', scope.warehouse);
  if (scope.product) query = query.where('q.product', '=', scope.product);
  return query;
}

/** The product and warehouse columns every report row carries, in the reports' order. */
function namedBatches(db: AnyDb, scope: StockScope) {
  return heldBatches(db, scope)
    .leftJoin(`${UNIT} as u`, 'u.id', 'p.unit')
    .select([
      'q.product',
      'q.warehouse',
      'q.batch_number',
      'q.expiry_date',
      'q.quantity',
      'q.unit_cost',
      'p.code',
      'p.name',
      'p.generic_name',
      'u.name as unit_name',
      'w.name as warehouse_name',
    ])
    .orderBy('w.name')
    .orderBy('q.warehouse')
    .orderBy('p.name')
    .orderBy('q.product');
}

export function toItem(row: Record<string, unknown>): StockItem {
  return {
    product: Number(row.product),
    code: String(row.code ?? ''),
    name: String(row.name ?? ''),
    generic_name: textOrNull(row.generic_name),
    unit: textOrNull(row.unit_name),
    warehouse: Number(row.warehouse),
    warehouse_name: String(row.warehouse_name ?? ''),
  };
}

function toBatchRow(row: Record<string, unknown>): BatchRow {
  return {
    ...toItem(row),
    batch_number: String(row.batch_number),
    expiry_date: textOrNull(row.expiry_date),
    quantity: Number(row.quantity),
    unit_cost_cents: row.unit_cost === null ? null : Number(row.unit_cost),
  };
}

/** Every batch holding stock in the scope, by warehouse, product and first expiry. */
export async function stockBatches(db: AnyDb, scope: StockScope): Promise<BatchRow[]> {
  const rows = await namedBatches(db, scope)
    .orderBy(sql`case when q.expiry_date is null then 1 else 0 end`)
    .orderBy('q.expiry_date')
    .orderBy('q.id')
    .execute();
  return rows.map(toBatchRow);
}

/** Batches holding stock that expire on or before `lastDay`, the first to expire first. */
export async function expiringBatches(
  db: AnyDb,
  scope: StockScope,
  lastDay: string,
): Promise<BatchRow[]> {
  const rows = await namedBatches(db, scope)
    .where('q.expiry_date', 'is not', null)
    .where('q.expiry_date', '<=', lastDay)
    .clearOrderBy()
    .orderBy('q.expiry_date')
    .orderBy('p.name')
    .orderBy('w.name')
    .orderBy('q.id')
    .execute();
  return rows.map(toBatchRow);
}

/**
 * One page of products on hand (a product in a warehouse with stock in some batch) and how
 * many there are: the page is chosen over the groups first, then only its batches are read.
 */
export async function onHandPage(
  db: AnyDb,
  scope: StockScope,
  offset: number,
  limit: number,
): Promise<{ batches: BatchRow[]; total: number }> {
  // Grouped on the balances alone (their warehouse-and-product index), then only the groups
  // are named and sorted: joining every batch first made the all-warehouses page 3x slower.
  let grouped = db
    .selectFrom(QUANTITY)
    .select(['warehouse', 'product'])
    .where('deleted_at', 'is', null)
    .where('quantity', '>', 0)
    .groupBy(['warehouse', 'product']);
  if (scope.warehouse) grouped = grouped.where('warehouse', '=', scope.warehouse);
  if (scope.product) grouped = grouped.where('product', '=', scope.product);
  const counted = await db
    .selectFrom(grouped.as('g'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const page = await db
    .selectFrom(grouped.as('g'))
    .innerJoin(`${PRODUCT} as p`, 'p.id', 'g.product')
    .innerJoin(`${WAREHOUSE} as w`, 'w.id', 'g.warehouse')
    .select(['g.warehouse', 'g.product'])
    .orderBy('w.name')
    .orderBy('g.warehouse')
    .orderBy('p.name')
    .orderBy('g.product')
    .limit(limit)
    .offset(offset)
    .execute();
  if (page.length === 0) return { batches: [], total: Number(counted?.n ?? 0) };
  const products = [...new Set(page.map((row) => Number(row.product)))];
  const warehouses = [...new Set(page.map((row) => Number(row.warehouse)))];
  const wanted = new Set(page.map((row) => `${row.warehouse}:${row.product}`));
  const rows = await namedBatches(db, scope)
    .where('q.product', 'in', products)
    .where('q.warehouse', 'in', warehouses)
    .orderBy(sql`case when q.expiry_date is null then 1 else 0 end`)
    .orderBy('q.expiry_date')
    .orderBy('q.id')
    .execute();
  return {
    batches: rows.map(toBatchRow).filter((b) => wanted.has(`${b.warehouse}:${b.product}`)),
    total: Number(counted?.n ?? 0),
  };
}
