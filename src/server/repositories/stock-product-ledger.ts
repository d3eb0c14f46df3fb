/**
 * A product's ledger a page at a time, with its running balances: the lines are in posting
 * order (their ids), the page newest or oldest first, and the balances before the page's oldest
 * line (per warehouse, summed from the lines before it) start the running sums, so every page
 * carries the right balance whatever page is read. Also the lines one movement posted, named.
 */
import type { LedgerOrder, PostedLineRow, ProductLedgerRow } from '../../engine/wire/stock-reports';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';
import { toItem } from './stock-balances';

const LEDGER = tableName('stockLedger');
const WAREHOUSE = tableName('wareHouse');

export interface LedgerPage {
  rows: ProductLedgerRow[];
  total: number;
  /** The balance over the scope before the page's oldest line. */
  opening: number;
  /** The balance over the scope after its last line. */
  closing: number;
}

const linesOf = (db: AnyDb, product: number, warehouse: number | null) => {
  let query = db
    .selectFrom(`${LEDGER} as l`)
    .where('l.product', '=', product)
    .where('l.deleted_at', 'is', null);
  if (warehouse) query = query.where('l.warehouse', '=', warehouse);
  return query;
};

/** Net quantity per warehouse of the product's lines in the scope, before line `beforeId`. */
async function balancesBefore(
  db: AnyDb,
  product: number,
  warehouse: number | null,
  beforeId: number | null,
): Promise<Map<number, number>> {
  let query = linesOf(db, product, warehouse)
    .select([
      'l.warehouse',
      (eb) => eb.fn.sum('l.quantity_in').as('ins'),
      (eb) => eb.fn.sum('l.quantity_out').as('outs'),
    ])
    .groupBy('l.warehouse');
  if (beforeId !== null) query = query.where('l.id', '<', beforeId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [Number(row.warehouse), Number(row.ins) - Number(row.outs)]));
}

const sumOf = (balances: Map<number, number>) =>
  [...balances.values()].reduce((sum, value) => sum + value, 0);

export async function productLedgerPage(
  db: AnyDb,
  product: number,
  warehouse: number | null,
  order: LedgerOrder,
  offset: number,
  limit: number,
): Promise<LedgerPage> {
  const counted = await linesOf(db, product, warehouse)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const lines = await linesOf(db, product, warehouse)
    .innerJoin(`${WAREHOUSE} as w`, 'w.id', 'l.warehouse')
    .selectAll('l')
    .select('w.name as warehouse_name')
    .orderBy('l.id', order === 'newest' ? 'desc' : 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  const closing = sumOf(await balancesBefore(db, product, warehouse, null));
  if (lines.length === 0)
    return { rows: [], total: Number(counted?.n ?? 0), opening: closing, closing };
  const oldestFirst = [...lines].sort((a, b) => Number(a.id) - Number(b.id));
  const byWarehouse = await balancesBefore(db, product, warehouse, Number(oldestFirst[0]?.id));
  const opening = sumOf(byWarehouse);
  let balance = opening;
  const running = new Map<number, ProductLedgerRow>();
  for (const line of oldestFirst) {
    const id = Number(line.warehouse);
    const change = Number(line.quantity_in ?? 0) - Number(line.quantity_out ?? 0);
    const inWarehouse = (byWarehouse.get(id) ?? 0) + change;
    byWarehouse.set(id, inWarehouse);
    balance += change;
    running.set(Number(line.id), {
      id: Number(line.id),
      posted_at: textOrNull(line.posted_at),
      posted_by: textOrNull(line.posted_by),
      movement: String(line.movement),
      warehouse: id,
      warehouse_name: String(line.warehouse_name ?? ''),
      batch_number: String(line.batch_number),
      expiry_date: textOrNull(line.expiry_date),
      quantity_in: Number(line.quantity_in ?? 0),
      quantity_out: Number(line.quantity_out ?? 0),
      batch_balance: Number(line.balance_after ?? 0),
      warehouse_balance: inWarehouse,
      balance,
      source_model: String(line.source_model),
      source_id: Number(line.source_id),
      source_label: textOrNull(line.source_label),
    });
  }
  return {
    rows: lines.map((line) => running.get(Number(line.id)) as ProductLedgerRow),
    total: Number(counted?.n ?? 0),
    opening,
    closing,
  };
}

/** The lines a movement posted, in posting order, with their product and warehouse named. */
export async function postedLines(
  db: AnyDb,
  sourceModel: string,
  sourceId: number,
): Promise<PostedLineRow[]> {
  const rows = await db
    .selectFrom(`${LEDGER} as l`)
    .innerJoin(`${tableName('product')} as p`, 'p.id', 'l.product')
    .innerJoin(`${WAREHOUSE} as w`, 'w.id', 'l.warehouse')
    .leftJoin(`${tableName('unitOfMeasurement')} as u`, 'u.id', 'p.unit')
    .selectAll('l')
    .select([
      'p.code',
      'p.name',
      'p.generic_name',
      'u.name as unit_name',
      'w.name as warehouse_name',
    ])
    .where('l.source_model', '=', sourceModel)
    .where('l.source_id', '=', sourceId)
    .where('l.deleted_at', 'is', null)
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({
    ...toItem(row),
    id: Number(row.id),
    posted_at: textOrNull(row.posted_at),
    movement: String(row.movement),
    batch_number: String(row.batch_number),
    expiry_date: textOrNull(row.expiry_date),
    quantity_in: Number(row.quantity_in ?? 0),
    quantity_out: Number(row.quantity_out ?? 0),
    balance_after: Number(row.balance_after ?? 0),
  }));
}
