/**
 * Group commit for SQLite's one writer. A commit waits for the disk (the WAL's sync, a few
 * milliseconds; durable-sqlite.ts runs it off the main thread, but the one connection waits for
 * it), so ten writers one after another would wait for ten syncs. Here writes that queue up
 * while one runs (or while its commit syncs) share a SQLite transaction: each runs in a
 * savepoint of its own (a refused write rolls back to it and leaves the others alone), in the
 * order they came, and the transaction commits once no write is waiting, with one sync for them
 * all. No write is answered before the commit that holds it is on disk: a failed commit fails
 * every write of the group. Each write sees the ones before it as it would after their commits;
 * reads outside a write wait for the connection until the group has committed, and are answered
 * once it is on disk. The next group starts as soon as this one has committed in SQLite, while
 * its sync runs (durable-sqlite.ts hands the connection on then): its writes are answered after
 * their own commit's sync, which comes after this one's.
 */
import { sql } from 'kysely';
import type { AnyDb, AnyTrx } from '../models/any-db';

/** At most this many writes share a commit, so reads waiting for the connection get their turn. */
const MAX_GROUP = 32;

interface Waiting {
  work: (trx: AnyTrx) => Promise<unknown>;
  done: (value: unknown) => void;
  fail: (error: unknown) => void;
}

/** A write a group took: what its work answered, or why it was refused. */
interface Taken {
  write: Waiting;
  value?: unknown;
  refusal?: { error: unknown };
}

/** Runs `work` in a transaction, sharing its commit with the writes queued beside it. */
export type GroupedTransaction = <T>(work: (trx: AnyTrx) => Promise<T>) => Promise<T>;

export function groupCommit(db: AnyDb): GroupedTransaction {
  const queue: Waiting[] = [];
  let running = false;

  /**
   * One SQLite transaction over the queued writes; each settled once it has committed and is on
   * disk. `taken` hears when the group takes no more writes (the next group may then start).
   */
  async function runGroup(taken: () => void) {
    const group: Taken[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        try {
          await takeWrites(trx, group);
        } finally {
          taken();
        }
      });
    } catch (error) {
      taken();
      // Nothing of the group is on disk: every write fails, a refused one with its own error.
      for (const { write, refusal } of group) write.fail(refusal ? refusal.error : error);
      // No transaction at all (a closed database): the waiting writes would fail the same way.
      if (group.length === 0) for (const write of queue.splice(0)) write.fail(error);
      return;
    }
    for (const { write, value, refusal } of group)
      if (refusal) write.fail(refusal.error);
      else write.done(value);
  }

  /** The queued writes, each in its savepoint, in the order they came, up to MAX_GROUP. */
  async function takeWrites(trx: AnyTrx, group: Taken[]) {
    while (group.length < MAX_GROUP) {
      const write = queue.shift();
      if (!write) break;
      const taken: Taken = { write };
      group.push(taken);
      await sql`savepoint tena_write`.execute(trx);
      try {
        // A handle of its own (withTables: same connection), so what is kept per
        // transaction object (model-service-writes.ts) stays this write's.
        taken.value = await write.work(trx.withTables());
      } catch (error) {
        taken.refusal = { error };
        // Throws when SQLite has already rolled back the whole transaction (a full disk):
        // then the group fails as one, below.
        await sql`rollback to savepoint tena_write`.execute(trx);
      }
      await sql`release savepoint tena_write`.execute(trx);
    }
  }

  /** Groups one after another; each starts once the one before has taken its writes. */
  async function drain() {
    running = true;
    try {
      while (queue.length > 0)
        await new Promise<void>((taken) => {
          void runGroup(taken);
        });
    } finally {
      running = false;
    }
  }

  return <T>(work: (trx: AnyTrx) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, done: resolve as (value: unknown) => void, fail: reject });
      if (!running) void drain();
    });
}
