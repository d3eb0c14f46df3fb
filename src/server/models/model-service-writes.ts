/**
 * Where the model service writes: the one transaction every write path runs in (create,
 * create-many, update, delete, restore, transition), and the history and activity rows a write
 * leaves (the pipeline's steps are in write-steps.ts).
 */
import { groupCommit } from '../db/group-commit';
import {
  type ActivityRowValues,
  activityRow,
  insertActivityRows,
  recordActivity,
} from '../repositories/activities';
import { type AnyDb, type AnyTrx, isPostgres } from './any-db';
import type { CountCache } from './count-cache';
import type { ModelRuntime } from './model-runtime';
import type { Actor } from './read-rule';
import { startRecordCache } from './record-cache';
import {
  appendHistory,
  type HistoryRowValues,
  historyRow,
  insertHistoryRows,
} from './record-history';

export type WriteTransaction = <T>(work: (trx: AnyTrx) => Promise<T>) => Promise<T>;

/** A record a committed transaction wrote, whoever wrote it (a request, a rule, the seed). */
export interface CommittedWrite {
  model: string;
  id: number;
  action: string;
  /**
   * What the write changed, as its history row records it (`{field: {from, to}}`; a new
   * record's fields from null): the theatre schedule's news names a rebooked case's old day.
   */
  changes?: unknown;
}

/**
 * Hears, once a write transaction has committed, every record it wrote: what follows from a
 * write elsewhere (a cashier's queue on socket.io) must not be told of a write that rolls back.
 */
export type CommitListener = (writes: readonly CommittedWrite[]) => void;

/** The records each open write transaction has written so far (every write is audited). */
const writtenIn = new WeakMap<object, CommittedWrite[]>();

/**
 * The history and activity rows of each open write transaction, made as each write is audited
 * and inserted together as the transaction's work ends: two statements whatever it touched (a
 * dispensing writes itself, its items, charges and prescription: eight otherwise).
 */
interface AuditRows {
  history: HistoryRowValues[];
  activities: ActivityRowValues[];
}
const auditRowsOf = new WeakMap<object, AuditRows>();

/**
 * List totals are cached and forgotten after every write of this process (count-cache.ts), so
 * every write runs through here; so are the listeners told what a committed write wrote. On
 * SQLite, writes that queue up share a commit (group-commit.ts); PostgreSQL's writers run side
 * by side, each in its own transaction.
 */
export function createWriteTransaction(
  db: AnyDb,
  counts: CountCache,
  listeners: ReadonlySet<CommitListener> = new Set(),
): WriteTransaction {
  const transaction: WriteTransaction = isPostgres(db)
    ? (work) => db.transaction().execute(work)
    : groupCommit(db);
  return async function writeTransaction<T>(work: (trx: AnyTrx) => Promise<T>): Promise<T> {
    const written: CommittedWrite[] = [];
    let result: T;
    try {
      result = await transaction(async (trx) => {
        writtenIn.set(trx, written);
        startRecordCache(trx);
        const rows: AuditRows = { history: [], activities: [] };
        auditRowsOf.set(trx, rows);
        const value = await work(trx);
        const db: AnyDb = trx;
        await insertHistoryRows(db, rows.history);
        await insertActivityRows(db, rows.activities);
        return value;
      });
    } finally {
      counts.clear();
    }
    // The write stands whatever a listener does with the news: listeners log their own failures.
    if (written.length > 0)
      for (const listener of listeners) {
        try {
          listener(written);
        } catch {}
      }
    return result;
  };
}

/** One history row and one activity row for a write, inside its transaction. */
export function audit(
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  action: string,
  id: number,
  at: string,
  changes?: unknown,
) {
  return auditMany(trx, rt, actor, action, [{ id, changes }], at);
}

/** A history row and an activity row for each record of one kind of write, in two statements. */
export async function auditMany(
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  action: string,
  writes: readonly { id: number; changes?: unknown }[],
  at: string,
) {
  const model = rt.schema.model;
  const written = writtenIn.get(trx);
  for (const { id, changes } of writes) written?.push({ model, id, action, changes });
  const history = writes.map(({ id, changes }) => ({
    model,
    recordId: id,
    action,
    at,
    userId: actor.id,
    userEmail: actor.email,
    changes,
  }));
  const activities = writes.map(({ id, changes }) => {
    const fields = changes && typeof changes === 'object' ? Object.keys(changes) : undefined;
    return {
      at,
      userId: actor.id,
      userEmail: actor.email,
      action,
      entity: model,
      targetId: id,
      ip: actor.ip,
      details: fields ? { fields } : undefined,
    };
  });
  // Inside a write transaction, the rows wait for its end (made now: what they record is what
  // stands at this write); elsewhere they go in at once.
  const rows = auditRowsOf.get(trx);
  if (rows) {
    for (const entry of history) rows.history.push(historyRow(entry));
    for (const entry of activities) rows.activities.push(activityRow(entry));
    return;
  }
  await appendHistory(trx, history);
  await recordActivity(trx, activities);
}
