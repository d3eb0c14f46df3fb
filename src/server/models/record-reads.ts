import type { AnyDb } from './any-db';
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

export async function getRecord(db: AnyDb, rt: ModelRuntime, id: number, includeDeleted = false) {
  let query = db.selectFrom(rt.plan.table).selectAll().where('id', '=', id);
  if (!includeDeleted) query = query.where('deleted_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const record = decodeRow(rt, row);
  for (const child of rt.plan.children) {
    const rows = await db
      .selectFrom(child.table)
      .selectAll()
      .where('parent_id', '=', id)
      .orderBy('position')
      .execute();
    record[child.field] = rows.map((r) => {
      const out: RecordValues = { id: Number(r.id) };
      for (const column of child.columns) out[column.name] = fromDb(column.logical, r[column.name]);
      return out;
    });
  }
  return record;
}

/** Ids among `ids` that exist (and are not deleted) in the model's table. */
export async function existingIds(
  db: AnyDb,
  rt: ModelRuntime,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(rt.plan.table)
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}
