/**
 * The stock ledger's tables, written only here and only inside a movement's write transaction
 * (rules/stock/ledger.ts): `quantity` (the balance of one batch of a product in a warehouse)
 * and `stockLedger` (every line moved, with the batch's balance after it). Rows go straight to
 * the tables: a dispensing of five items appends five lines and updates five balances in a
 * few statements, not through the whole record pipeline; the movement record that caused them
 * keeps its own history, and the ledger is itself the trail. Money is stored in cents.
 */
import { columnList, paramList, runSql, shapedSql } from '../db/compiled-sql';
import { insertRowsReturningIds } from '../db/insert-rows';
import { type AnyDb, isPostgres } from '../models/any-db';
import { forgetRecords } from '../models/record-cache';
import { tableName } from '../models/table-plan';

const QUANTITY = tableName('quantity');
const LEDGER = tableName('stockLedger');
const BATCH_COLUMNS = [
  'id',
  'product',
  'warehouse',
  'batch_number',
  'expiry_date',
  'quantity',
  'unit_cost',
];

/** One batch's balance in a warehouse, as the `quantity` table holds it. */
export interface BatchBalance {
  id: number;
  product: number;
  warehouse: number;
  batch_number: string;
  /** "YYYY-MM-DD", or null for an item without one. */
  expiry_date: string | null;
  quantity: number;
  unit_cost_cents: number | null;
}

/** One ledger line to append. */
export interface LedgerLine {
  movement: string;
  product: number;
  warehouse: number;
  batch_number: string;
  expiry_date: string | null;
  quantity_in: number;
  quantity_out: number;
  balance_after: number;
  unit_cost_cents: number | null;
  source_model: string;
  source_id: number;
  source_label: string | null;
}

/** Who writes and when: the movement's actor and clock. */
export interface LedgerStamp {
  at: string;
  userId: number | null;
  email: string | null;
}

function toBalance(row: Record<string, unknown>): BatchBalance {
  return {
    id: Number(row.id),
    product: Number(row.product),
    warehouse: Number(row.warehouse),
    batch_number: String(row.batch_number),
    expiry_date: row.expiry_date === null ? null : String(row.expiry_date),
    quantity: Number(row.quantity ?? 0),
    unit_cost_cents: row.unit_cost === null ? null : Number(row.unit_cost),
  };
}

/** Every batch of a product in a warehouse (empty ones too), in id order. */
export async function batchesOf(
  db: AnyDb,
  product: number,
  warehouse: number,
): Promise<BatchBalance[]> {
  const rows = await db
    .selectFrom(QUANTITY)
    .select(['id', 'product', 'warehouse', 'batch_number', 'expiry_date', 'quantity', 'unit_cost'])
    .where('product', '=', product)
    .where('warehouse', '=', warehouse)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(toBalance);
}

/**
 * The batches of several products in several warehouses, in one query: by `product:warehouse`,
 * every pair asked for present (an empty list when it holds none).
 */
export async function batchesOfPairs(
  db: AnyDb,
  pairs: readonly { product: number; warehouse: number }[],
): Promise<Map<string, BatchBalance[]>> {
  const byPair = new Map<string, BatchBalance[]>();
  for (const { product, warehouse } of pairs) byPair.set(`${product}:${warehouse}`, []);
  if (pairs.length === 0) return byPair;
  const products = [...new Set(pairs.map((pair) => pair.product))];
  const warehouses = [...new Set(pairs.map((pair) => pair.warehouse))];
  // SQL text kept per shape (compiled-sql.ts): every movement reads its batches so.
  const text = shapedSql(
    db,
    `batches\u0000${products.length}\u0000${warehouses.length}`,
    (p) =>
      `select ${columnList(BATCH_COLUMNS)} from "${QUANTITY}" where "product" in (${paramList(p, products.length)}) and "warehouse" in (${paramList(p, warehouses.length, products.length)}) and "deleted_at" is null order by "id"`,
  );
  const { rows } = await runSql<Record<string, unknown>>(db, text, [...products, ...warehouses]);
  // Two lists of ids also match pairs nobody asked for (a transfer's two stores): left out.
  for (const row of rows) byPair.get(`${row.product}:${row.warehouse}`)?.push(toBalance(row));
  return byPair;
}

/** A new batch's balance row (quantity 0 until its first line posts); answers its id. */
export async function insertBatch(
  db: AnyDb,
  batch: Omit<BatchBalance, 'id' | 'quantity'>,
  stamp: LedgerStamp,
): Promise<BatchBalance> {
  const inserted = await db
    .insertInto(QUANTITY)
    .values({
      version: 1,
      created_at: stamp.at,
      created_by: stamp.userId,
      updated_at: stamp.at,
      updated_by: stamp.userId,
      product: batch.product,
      warehouse: batch.warehouse,
      batch_number: batch.batch_number,
      expiry_date: batch.expiry_date,
      unit_cost: batch.unit_cost_cents,
      quantity: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...batch, id: Number(inserted.id), quantity: 0 };
}

/** A batch's balance after its lines post, and its cost when a receipt brings one. */
export interface BatchUpdate {
  id: number;
  quantity: number;
  unitCostCents: number | null | undefined;
}

/**
 * Sets batches' balances (and costs, where given) in one statement. Each CASE falls back to
 * the column itself, which also gives PostgreSQL the type of the values it is handed.
 */
export async function updateBatchBalances(
  db: AnyDb,
  batches: readonly BatchUpdate[],
  stamp: LedgerStamp,
): Promise<void> {
  if (batches.length === 0) return;
  const costed = batches.filter((batch) => batch.unitCostCents !== undefined);
  // SQL text kept per shape (compiled-sql.ts): each CASE sets a batch's value by its id.
  const text = shapedSql(db, `balances\u0000${batches.length}\u0000${costed.length}`, (p) => {
    let next = 0;
    const byId = (column: string, count: number) => {
      const whens: string[] = [];
      for (let i = 0; i < count; i++, next += 2) whens.push(`when ${p(next)} then ${p(next + 1)}`);
      return `case "id" ${whens.join(' ')} else "${column}" end`;
    };
    const sets = [`"quantity" = ${byId('quantity', batches.length)}`];
    if (costed.length > 0) sets.push(`"unit_cost" = ${byId('unit_cost', costed.length)}`);
    for (const column of ['last_movement_at', 'updated_at', 'updated_by'])
      sets.push(`"${column}" = ${p(next++)}`);
    return `update "${QUANTITY}" set ${sets.join(', ')}, "version" = "version" + 1 where "id" in (${paramList(p, batches.length, next)})`;
  });
  const parameters: unknown[] = [];
  for (const batch of batches) parameters.push(batch.id, batch.quantity);
  for (const batch of costed) parameters.push(batch.id, batch.unitCostCents);
  parameters.push(stamp.at, stamp.at, stamp.userId, ...batches.map((batch) => batch.id));
  await runSql(db, text, parameters);
  // The write transaction's cache forgets the balances (record-cache.ts).
  forgetRecords(
    db,
    QUANTITY,
    batches.map((batch) => batch.id),
  );
}

/** Appends ledger lines; answers their ids in order. */
export async function appendLedgerLines(
  db: AnyDb,
  lines: readonly LedgerLine[],
  stamp: LedgerStamp,
): Promise<number[]> {
  if (lines.length === 0) return [];
  return insertRowsReturningIds(
    db,
    LEDGER,
    lines.map((line) => ({
      version: 1,
      created_at: stamp.at,
      created_by: stamp.userId,
      updated_at: stamp.at,
      updated_by: stamp.userId,
      posted_at: stamp.at,
      posted_by: stamp.email,
      movement: line.movement,
      product: line.product,
      warehouse: line.warehouse,
      batch_number: line.batch_number,
      expiry_date: line.expiry_date,
      quantity_in: line.quantity_in,
      quantity_out: line.quantity_out,
      balance_after: line.balance_after,
      unit_cost: line.unit_cost_cents,
      source_model: line.source_model,
      source_id: line.source_id,
      source_label: line.source_label,
    })),
  );
}

/** The ledger lines a movement posted, in the order they were written. */
export async function linesOfSource(
  db: AnyDb,
  sourceModel: string,
  sourceId: number,
): Promise<(LedgerLine & { id: number })[]> {
  const rows = await db
    .selectFrom(LEDGER)
    .selectAll()
    .where('source_model', '=', sourceModel)
    .where('source_id', '=', sourceId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    movement: String(row.movement),
    product: Number(row.product),
    warehouse: Number(row.warehouse),
    batch_number: String(row.batch_number),
    expiry_date: row.expiry_date === null ? null : String(row.expiry_date),
    quantity_in: Number(row.quantity_in ?? 0),
    quantity_out: Number(row.quantity_out ?? 0),
    balance_after: Number(row.balance_after ?? 0),
    unit_cost_cents: row.unit_cost === null ? null : Number(row.unit_cost),
    source_model: String(row.source_model),
    source_id: Number(row.source_id),
    source_label: row.source_label === null ? null : String(row.source_label),
  }));
}

/**
 * Locks the products about to move until the transaction ends: every posting of a product
 * waits for the one before it, so two dispensings of its last units cannot both see them
 * (PostgreSQL: in id order, no deadlock; SQLite's one writer already serialises). FOR NO KEY
 * UPDATE, not FOR UPDATE: it still makes postings (and edits) of the product take turns, but
 * not rows that merely reference it (a dispensing's item, a charge's line: their foreign key
 * checks take KEY SHARE), so another dispensing waits only when it reaches its own posting.
 */
export async function lockProducts(db: AnyDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0 || !isPostgres(db)) return;
  await db
    .selectFrom(tableName('product'))
    .select('id')
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}
