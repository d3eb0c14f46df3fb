import { sql } from 'kysely';
import { HttpError } from '../errors';
import { type AnyDb, isPostgres } from './any-db';

// An arbitrary constant naming Tena's sync in PostgreSQL's advisory lock space.
const ADVISORY_KEY = 727_001;
const running = new WeakSet<object>();

/**
 * Runs `work` while holding the sync lock: in this process, and on PostgreSQL also across
 * instances (an advisory lock on one pinned connection). A second run answers 409.
 */
export async function withSyncLock<T>(db: AnyDb, work: (db: AnyDb) => Promise<T>): Promise<T> {
  const busy = () =>
    new HttpError(
      409,
      'SYNC_IN_PROGRESS',
      'A database sync is already running. Try again when it has finished.',
    );
  if (running.has(db)) throw busy();
  running.add(db);
  try {
    if (!isPostgres(db)) return await work(db);
    return await db.connection().execute(async (conn) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${ADVISORY_KEY}) as locked`.execute(conn);
      if (!rows[0]?.locked) throw busy();
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
