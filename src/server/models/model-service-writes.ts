/**
 * Where the model service writes: the one transaction every write path runs in (create,
 * create-many, update, delete, restore, transition), and the history and activity rows a write
 * leaves (the pipeline's steps are in write-steps.ts).
 */
import { recordActivity } from '../repositories/activities';
import type { AnyDb, AnyTrx } from './any-db';
import type { CountCache } from './count-cache';
import type { ModelRuntime } from './model-runtime';
import type { Actor } from './read-rule';
import { appendHistory } from './record-history';

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
