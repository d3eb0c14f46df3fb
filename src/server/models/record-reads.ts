import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './any-db';
import { fromDb } from './codecs';
import type { ModelRuntime, RecordValues } from './model-runtime';

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
  const wanted = [...new Set(ids)].filter(Number.isSafeInteger).sort((a, b) => a - b);
  if (wanted.length === 0) return [];
  // SQL text rather than the query builder: every write reads records by id several times, and
  // building and compiling the builder's nodes cost about as much as SQLite running the read.
  const notDeleted = options.includeDeleted ? sql`` : sql` and "deleted_at" is null`;
  const locked = options.lock && isPostgres(db) ? sql` for update` : sql``;
  const { rows: stored } = await sql<Record<string, unknown>>`select * from ${sql.table(
    rt.plan.table,
  )} where "id" in (${sql.join(wanted)})${notDeleted} order by "id"${locked}`.execute(db);
  const records = stored.map((row) => decodeRow(rt, row));
  if (records.length === 0) return records;
  const found = records.map((record) => record.id as number);
  for (const child of rt.plan.children) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
      child.table,
    )} where "parent_id" in (${sql.join(found)}) order by "parent_id", "position"`.execute(db);
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
  const { rows } = await sql<{ id: number | string }>`select "id" from ${sql.table(
    rt.plan.table,
  )} where "id" in (${sql.join(ids)}) and "deleted_at" is null`.execute(db);
  return new Set(rows.map((row) => Number(row.id)));
}
