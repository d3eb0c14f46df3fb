import { paramList, runSql, shapedSql } from '../db/compiled-sql';
import { type AnyDb, isPostgres } from './any-db';
import { fromDb } from './codecs';
import type { ModelRuntime, RecordValues } from './model-runtime';
import { recordCacheOf } from './record-cache';
import { assertIdentifier } from './table-plan';

/** The bookkeeping columns every record carries, whatever fields were asked for. */
export const RECORD_COLUMNS = [
  'id',
  'version',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'deleted_at',
  'deleted_by',
];

/**
 * A stored row as the API shows it (before fields hidden from the caller are removed): every
 * stored field, or only `fields` when the query asked for some.
 */
export function decodeRow(
  rt: ModelRuntime,
  row: Record<string, unknown>,
  fields?: readonly string[],
): RecordValues {
  const record: RecordValues = {
    id: Number(row.id),
    version: Number(row.version),
    created_at: row.created_at,
    created_by: row.created_by === null ? null : Number(row.created_by),
    updated_at: row.updated_at,
    updated_by: row.updated_by === null ? null : Number(row.updated_by),
  };
  if (row.deleted_at) {
    record.deleted_at = row.deleted_at;
    record.deleted_by = row.deleted_by === null ? null : Number(row.deleted_by);
  }
  if (fields) {
    for (const name of fields) {
      const logical = rt.types.get(name);
      if (logical) record[name] = fromDb(logical, row[name]);
    }
  } else {
    for (const [name, logical] of rt.types) record[name] = fromDb(logical, row[name]);
  }
  return record;
}

/** One record with its child rows; undefined when there is none (or it is deleted). */
export async function getRecord(db: AnyDb, rt: ModelRuntime, id: number, includeDeleted = false) {
  const [record] = await readRecords(db, rt, [id], { includeDeleted });
  return record;
}

/**
 * Records with their child rows, in id order, in a query per table rather than per record;
 * missing (and, unless `includeDeleted`, deleted) ones are left out. With `lock`, they stay
 * locked until the caller's transaction ends: PostgreSQL takes FOR UPDATE in id order, so two
 * writers locking the same rows cannot deadlock; SQLite's one writer connection already holds
 * the database for the transaction.
 */
export async function readRecords(
  db: AnyDb,
  rt: ModelRuntime,
  ids: readonly number[],
  options: { lock?: boolean; includeDeleted?: boolean } = {},
): Promise<RecordValues[]> {
  const cache = recordCacheOf(db);
  // A lock on PostgreSQL is taken in the database, and may see another transaction's commit.
  if (!cache || (options.lock && isPostgres(db))) {
    const records = await readStored(db, rt, ids, options);
    if (cache) for (const record of records) cache.keep(rt.plan.table, record, childFields(rt));
    return records;
  }
  const fields = childFields(rt);
  const kept: RecordValues[] = [];
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    if (!Number.isSafeInteger(id)) continue;
    const record = cache.record(rt.plan.table, id, fields);
    if (!record) missing.push(id);
    else if (options.includeDeleted || !record.deleted_at) kept.push(record);
  }
  if (missing.length === 0) return kept.sort(byId);
  const read = await readStored(db, rt, missing, options);
  for (const record of read) cache.keep(rt.plan.table, record, fields);
  return kept.length === 0 ? read : [...kept, ...read].sort(byId);
}

const byId = (a: RecordValues, b: RecordValues) => (a.id as number) - (b.id as number);

const childFieldsOf = new WeakMap<ModelRuntime, string[]>();
/** The fields of a model's child tables (one_to_many). */
function childFields(rt: ModelRuntime): string[] {
  let fields = childFieldsOf.get(rt);
  if (!fields) {
    fields = rt.plan.children.map((child) => child.field);
    childFieldsOf.set(rt, fields);
  }
  return fields;
}

/** readRecords from the database itself. */
async function readStored(
  db: AnyDb,
  rt: ModelRuntime,
  ids: readonly number[],
  options: { lock?: boolean; includeDeleted?: boolean },
): Promise<RecordValues[]> {
  const wanted = [...new Set(ids)].filter(Number.isSafeInteger).sort((a, b) => a - b);
  if (wanted.length === 0) return [];
  // SQL text kept per shape (compiled-sql.ts): every write reads records by id several times,
  // and building and compiling even a template's nodes cost about as much as SQLite's run.
  const lock = options.lock && isPostgres(db);
  const table = rt.plan.table;
  const text = shapedSql(
    db,
    `records\u0000${table}\u0000${wanted.length}\u0000${!!options.includeDeleted}\u0000${lock}`,
    (p) =>
      `select * from "${assertIdentifier(table)}" where "id" in (${paramList(p, wanted.length)})${options.includeDeleted ? '' : ' and "deleted_at" is null'} order by "id"${lock ? ' for update' : ''}`,
  );
  const { rows: stored } = await runSql(db, text, wanted);
  const records = stored.map((row) => decodeRow(rt, row));
  if (records.length === 0) return records;
  const found = records.map((record) => record.id as number);
  for (const child of rt.plan.children) {
    const text = shapedSql(
      db,
      `children\u0000${child.table}\u0000${found.length}`,
      (p) =>
        `select * from "${assertIdentifier(child.table)}" where "parent_id" in (${paramList(p, found.length)}) order by "parent_id", "position"`,
    );
    const { rows } = await runSql(db, text, found);
    const byParent = new Map<number, RecordValues[]>();
    for (const row of rows) {
      const out: RecordValues = { id: Number(row.id) };
      for (const column of child.columns)
        out[column.name] = fromDb(column.logical, row[column.name]);
      const list = byParent.get(Number(row.parent_id)) ?? [];
      list.push(out);
      byParent.set(Number(row.parent_id), list);
    }
    for (const record of records) record[child.field] = byParent.get(record.id as number) ?? [];
  }
  return records;
}

/** Ids among `ids` that exist (and are not deleted) in the model's table. */
export async function existingIds(
  db: AnyDb,
  rt: ModelRuntime,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const cache = recordCacheOf(db);
  if (cache) {
    // In a write: the whole rows, kept (record-cache.ts), since its rules mostly read next
    // the records it checked (a charge's patient for the payer).
    const rows = await readRows(db, rt, ids, async (missing) => {
      const { rows } = await runSql(db, liveRowsSql(db, rt, missing.length, '*'), missing);
      return rows;
    });
    return new Set(rows.keys());
  }
  const { rows } = await runSql<{ id: number | string }>(
    db,
    liveRowsSql(db, rt, ids.length, '"id"'),
    ids,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** The stored live rows among `ids` (whole rows, undecoded), in no order. */
export async function liveRows(
  db: AnyDb,
  rt: ModelRuntime,
  ids: readonly number[],
): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  return (await runSql(db, liveRowsSql(db, rt, ids.length, '*'), ids)).rows;
}

/** `select <columns>` of the live rows among `count` ids, as text kept per shape. */
function liveRowsSql(db: AnyDb, rt: ModelRuntime, count: number, columns: '*' | '"id"') {
  const table = rt.plan.table;
  return shapedSql(
    db,
    `live\u0000${table}\u0000${count}\u0000${columns}`,
    (p) =>
      `select ${columns} from "${assertIdentifier(table)}" where "id" in (${paramList(p, count)}) and "deleted_at" is null`,
  );
}

/**
 * The live rows (without child rows) of `ids`, as decodeRow gives them, by id: from the write
 * transaction's cache where it holds them (record-cache.ts), the rest read here and kept.
 */
export async function readRows(
  db: AnyDb,
  rt: ModelRuntime,
  ids: readonly number[],
  read: (missing: number[]) => Promise<Record<string, unknown>[]>,
): Promise<Map<number, RecordValues>> {
  const found = new Map<number, RecordValues>();
  const cache = recordCacheOf(db);
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const state = cache?.state(rt.plan.table, id);
    if (state === undefined) missing.push(id);
    else if (state === 'live') found.set(id, cache?.row(rt.plan.table, id) as RecordValues);
  }
  if (missing.length === 0) return found;
  for (const stored of await read(missing)) {
    const record = decodeRow(rt, stored);
    cache?.keep(rt.plan.table, record);
    found.set(record.id as number, record);
  }
  return found;
}
