import { sql } from 'kysely';
import { HttpError } from '../errors';
import { type AnyDb, isPostgres } from './any-db';

// An arbitrary constant naming Tena's sync in PostgreSQL's advisory lock space.
const ADVISORY_KEY = 727_001;
const running = new WeakSet<object>();
const BUSY = Symbol('sync lock busy');

/** How long a starting server waits for another one's sync before it gives up. */
export const START_SYNC_WAIT_MS = 60_000;

function busy(message = 'A database sync is already running. Try again when it has finished.') {
  return new HttpError(409, 'SYNC_IN_PROGRESS', message);
}

/** Runs `work` if the lock is free; BUSY when another run holds it. */
async function attempt<T>(db: AnyDb, work: (db: AnyDb) => Promise<T>): Promise<T | typeof BUSY> {
  if (running.has(db)) return BUSY;
  running.add(db);
  try {
    if (!isPostgres(db)) return await work(db);
    return await db.connection().execute(async (conn) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${ADVISORY_KEY}) as locked`.execute(conn);
      if (!rows[0]?.locked) return BUSY;
      try {
        return await work(conn);
      } finally {
        await sql`select pg_advisory_unlock(${ADVISORY_KEY})`.execute(conn);
      }
    });
  } finally {
    running.delete(db);
  }
}

/**
 * Runs `work` while holding the sync lock: in this process, and on PostgreSQL also across
 * instances (an advisory lock on one pinned connection). A second run answers 409 at once:
 * a person pressing Sync should hear that one is running, not wait for it.
 */
export async function withSyncLock<T>(db: AnyDb, work: (db: AnyDb) => Promise<T>): Promise<T> {
  const result = await attempt(db, work);
  if (result === BUSY) throw busy();
  return result;
}

export interface LockWait {
  timeoutMs?: number;
  /** Told once, when the lock is found taken (to log that the start is waiting). */
  onWait?: () => void;
}

/**
 * Like withSyncLock, but waits for the lock (retrying with a growing pause, up to a second)
 * for `timeoutMs`: at server start, when several instances start at once on one PostgreSQL
 * database, each must sync after the other rather than fail to start.
 */
export async function waitForSyncLock<T>(
  db: AnyDb,
  work: (db: AnyDb) => Promise<T>,
  { timeoutMs = START_SYNC_WAIT_MS, onWait }: LockWait = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let pause = 50;
  for (let tries = 0; ; tries++) {
    const result = await attempt(db, work);
    if (result !== BUSY) return result;
    if (tries === 0) onWait?.();
    const left = deadline - Date.now();
    if (left <= 0) {
      throw busy(
        `Another database sync was still running after ${Math.round(timeoutMs / 1000)} s of waiting for it.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    pause = Math.min(pause * 2, 1000);
  }
}
