/**
 * Where the model service writes: the one transaction every write path runs in (create,
 * create-many, update, delete, restore, transition) and the steps every write shares (numbering,
 * the row, child rows, file links, history and activity). `setDerivedFields` writes inside a
 * transaction its caller already holds.
 */
import { attachFiles } from '../files/links';
import { recordActivity } from '../repositories/activities';
import type { AnyDb, AnyTrx } from './any-db';
import type { CountCache } from './count-cache';
import type { ModelRuntime, RecordValues } from './model-runtime';
import { nextName } from './naming-series';
import type { Actor } from './read-rule';
import { appendHistory } from './record-history';
import { encodeColumns, insertRow, writeChildren } from './record-writes';

export type WriteTransaction = <T>(work: (trx: AnyTrx) => Promise<T>) => Promise<T>;

/**
 * List totals are cached and forgotten after every write of this process (count-cache.ts), so
 * every write runs through here.
 */
export function createWriteTransaction(db: AnyDb, counts: CountCache): WriteTransaction {
  return async function writeTransaction<T>(work: (trx: AnyTrx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } finally {
      counts.clear();
    }
  };
}

/** One history row and one activity row for a write, inside its transaction. */
export async function audit(
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  action: string,
  id: number,
  at: string,
  changes?: unknown,
) {
  await appendHistory(trx, {
    model: rt.schema.model,
    recordId: id,
    action,
    at,
    userId: actor.id,
    userEmail: actor.email,
    changes,
  });
  const fields = changes && typeof changes === 'object' ? Object.keys(changes) : undefined;
  await recordActivity(trx, {
    at,
    userId: actor.id,
    userEmail: actor.email,
    action,
    entity: rt.schema.model,
    targetId: id,
    ip: actor.ip,
    details: fields ? { fields } : undefined,
  });
}

/** Writes one checked record inside the caller's transaction: number, row, children, audit. */
export async function insertRecord(
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  values: RecordValues,
  at: Date,
): Promise<number> {
  const naming = rt.schema.naming;
  if (naming) values[naming.field] = await nextName(trx, rt.schema.model, naming, at);
  const newId = await insertRow(trx, rt, encodeColumns(rt, values), actor.id, at.toISOString());
  await writeChildren(trx, rt, newId, values);
  await attachFiles(trx, rt.schema, newId, values, actor.id);
  const changes = Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, { from: null, to: v }]),
  );
  await audit(trx, rt, actor, 'create', newId, at.toISOString(), changes);
  return newId;
}
