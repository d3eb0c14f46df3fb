import { type AnyDb, isPostgres } from './any-db';
import type { ModelRuntime, RecordValues } from './model-runtime';
import { getRecord } from './record-reads';

/**
 * The records (not deleted), locked until the caller's transaction ends, in id order.
 * PostgreSQL: SELECT ... FOR UPDATE, in id order so two writers locking the same rows cannot
 * deadlock. SQLite: its one writer connection already holds the database for the transaction.
 */
export async function lockRecords(
  trx: AnyDb,
  rt: ModelRuntime,
  ids: readonly number[],
): Promise<RecordValues[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (wanted.length === 0) return [];
  if (isPostgres(trx)) {
    await trx
      .selectFrom(rt.plan.table)
      .select('id')
      .where('id', 'in', wanted)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  const records: RecordValues[] = [];
  for (const id of wanted) {
    const record = await getRecord(trx, rt, id);
    if (record) records.push(record);
  }
  return records;
}
