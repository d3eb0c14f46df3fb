import { closeSync, openSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { redactUrl } from '../config';
import { ensurePrivateFolder } from '../data-folder';
import { DurableSqliteDialect } from './durable-sqlite';
import { migrateToLatest } from './migrate';
import type { DatabaseSchema } from './schema';
import { SqliteReaderDialect } from './sqlite-reader-dialect';
import { SqliteReaderPool } from './sqlite-readers';
import { withStatementCache } from './statement-cache';
import { WalCheckpoints, WRITER_CHECKPOINT_PAGES } from './wal-checkpoints';
import { WalSync, walFile } from './wal-sync';

export type DialectName = 'sqlite' | 'postgres';

/** An open database: the Kysely handle, which engine is behind it, and how to close it. */
export interface Database {
  db: Kysely<DatabaseSchema>;
  /**
   * For reads that may run beside the writer: on SQLite, reader threads (see sqlite-readers.ts)
   * that see every committed write but not a transaction still open; elsewhere `db` itself.
   */
  reads: Kysely<DatabaseSchema>;
  /**
   * PostgreSQL: a small pool of its own where writes draw their numbers, each draw committed at
   * once (naming-series.ts). Its own, so a draw never waits for a connection the writes hold.
   */
  counters?: Kysely<DatabaseSchema>;
  dialect: DialectName;
  close(): Promise<void>;
}

/** Opening failed: main.ts prints the message as one line and exits 1. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  /** Folder holding `tena.sqlite` (SQLite only). */
  dataDir: string;
  /** Run the system-table migrations after connecting (default true). */
  migrate?: boolean;
  /** SQLite reader threads for `reads`; 0 runs those reads on the main connection. */
  sqliteReaders?: number;
}

/** One reader per core the main thread leaves free, at least one, at most four. */
export function defaultSqliteReaders(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

export const SQLITE_FILE = 'tena.sqlite';

/** The writer's page cache (KiB): a hospital's working set of pages, not the whole file. */
const WRITER_CACHE_KIB = 64 * 1024;

function openSqlite(dataDir: string, readers: number): Database {
  const file = path.join(dataDir, SQLITE_FILE);
  let handle: SQLite.Database;
  let inWal: boolean;
  try {
    ensurePrivateFolder(dataDir);
    // Created 0600 before SQLite opens it; SQLite gives its -wal and -shm files the same mode.
    closeSync(openSync(file, 'a', 0o600));
    handle = new SQLite(file);
    // WAL lets readers go on while one writer commits; busy_timeout waits out short locks.
    inWal = String(handle.pragma('journal_mode = WAL', { simple: true })).toLowerCase() === 'wal';
    handle.pragma('foreign_keys = ON');
    handle.pragma('busy_timeout = 5000');
    // SQLite's own default page cache is 2 MiB: a dispensing's indexes (ledger, charges,
    // balances, history) no longer fit once a day's records are in, and each page it reads
    // again comes back from the OS with a system call (0.4-0.5 ms of a 4 ms dispensing).
    handle.pragma(`cache_size = -${WRITER_CACHE_KIB}`);
    // In WAL mode each commit is synced by WalSync off the main thread (wal-sync.ts), not by
    // SQLite on it. Said outright: SQLite's own default differs between a new file (FULL) and
    // one reopened in WAL mode (better-sqlite3 builds it with NORMAL for those). A file system
    // that refuses WAL keeps SQLite's own syncs, on the main thread.
    handle.pragma(inWal ? 'synchronous = NORMAL' : 'synchronous = FULL');
    // Checkpoints run on a thread of their own (wal-checkpoints.ts); the writer's are a backstop.
    if (inWal) handle.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`);
  } catch (error) {
    throw new DatabaseOpenError(
      `Cannot open the SQLite database at ${file}: ${(error as Error).message}`,
    );
  }
  const wal = inWal ? new WalSync(walFile(`${file}-wal`)) : undefined;
  const checkpoints = new WalCheckpoints(file);
  const statements = withStatementCache(handle);
  const db = new Kysely<DatabaseSchema>({
    dialect: wal
      ? new DurableSqliteDialect(handle, statements, wal, () => checkpoints.committed())
      : new SqliteDialect({ database: statements }),
  });
  const closeWriter = async () => {
    await checkpoints.close();
    await db.destroy();
    await wal?.close();
  };
  if (readers === 0) return { db, reads: db, dialect: 'sqlite', close: closeWriter };
  const reads = new Kysely<DatabaseSchema>({
    dialect: new SqliteReaderDialect(new SqliteReaderPool(file, readers), wal),
  });
  const close = async () => {
    await reads.destroy();
    await closeWriter();
  };
  return { db, reads, dialect: 'sqlite', close };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    const reason = (error as Error).message || String(error);
    throw new DatabaseOpenError(
      `Cannot connect to the PostgreSQL database at ${redactUrl(databaseUrl)}: ${reason}`,
    );
  }
  const counterPool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 5000,
    max: 2,
  });
  counterPool.on('error', () => {});
  const counters = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: counterPool }),
  });
  const close = async () => {
    await counters.destroy();
    await db.destroy();
  };
  return { db, reads: db, counters, dialect: 'postgres', close };
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file, and migrates it. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : openSqlite(options.dataDir, options.sqliteReaders ?? defaultSqliteReaders());
  if (options.migrate !== false) {
    try {
      await migrateToLatest(database.db);
    } catch (error) {
      await database.close();
      throw new DatabaseOpenError(
        `Cannot prepare the ${database.dialect} database: ${(error as Error).message}`,
      );
    }
  }
  return database;
}
