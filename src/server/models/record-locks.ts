import { type AnyDb, isPostgres } from './any-db';
import { fromDb } from './codecs';
import type { ModelRuntime, RecordValues } from './model-runtime';
import { decodeRow } from './record-reads';

/**
 * The records (not deleted) with their child rows, in id order, in a query per table rather
 * than per record. With `lock`, they stay locked until the caller's transaction ends:
 * PostgreSQL takes FOR UPDATE in id order, so two writers locking the same rows cannot
 * deadlock; SQLite's one writer connection already holds the database for the transaction.
 */
export async function readRecords(
  trx: AnyDb,
  rt: ModelRuntime,
  ids: readonly number[],
  lock = false,
): Promise<RecordValues[]> {
  const wanted = [...new Set(ids)].filter(Number.isSafeInteger).sort((a, b) => a - b);
  if (wanted.length === 0) return [];
  let query = trx
    .selectFrom(rt.plan.table)
    .selectAll()
    .where('id', 'in', wanted)
    .where('deleted_at', 'is', null)
    .orderBy('id');
  if (lock && isPostgres(trx)) query = query.forUpdate();
  const records = (await query.execute()).map((row) => decodeRow(rt, row));
  if (records.length === 0) return records;
  const found = records.map((record) => record.id as number);
  for (const child of rt.plan.children) {
    const rows = await trx
      .selectFrom(child.table)
      .selectAll()
      .where('parent_id', 'in', found)
      .orderBy('parent_id')
      .orderBy('position')
      .execute();
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

/** `readRecords`, locked. */
export const lockRecords = (trx: AnyDb, rt: ModelRuntime, ids: readonly number[]) =>
  readRecords(trx, rt, ids, true);
