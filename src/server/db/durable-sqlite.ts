/**
 * Kysely's SQLite dialect for the writer connection, with every commit made durable by
 * wal-sync.ts off the main thread: a statement that commits (COMMIT, the release of an outer
 * savepoint, a change outside a transaction) resolves only once the WAL is synced, so a
 * transaction's `execute` resolves only when what it wrote is on disk, exactly as with
 * synchronous=FULL. The connection itself is handed on as soon as SQLite has committed: the
 * next transaction runs (and the writes queued behind it gather: group-commit.ts) while this
 * commit syncs. Its answer still waits, and so does any read on this connection that may have
 * seen a commit not yet synced: nothing is answered before it is on disk. A later commit's sync
 * covers every earlier one (one fdatasync of the WAL file), and syncs run in commit order, so a
 * transaction that read what an earlier one wrote is answered only after both are on disk.
 */
import type SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import type { WalSync } from './wal-sync';

/** What every lease of the one connection shares. */
interface Writer {
  inner: DatabaseConnection;
  handle: SQLite.Database;
  statements: SqliteDatabase;
  wal: WalSync;
  afterCommit: () => void;
}

/**
 * One caller's hold on the writer connection, from Kysely's acquire to its release, or until
 * its commit (or its read) has run in SQLite and only the wait for the disk is left: `release`
 * lets the next caller in then. A caller that goes on with the same connection (a reserved one
 * running statement after statement, as the migrations do) waits for its turn again.
 */
class DurableConnection implements DatabaseConnection {
  private released = false;

  constructor(
    private readonly writer: Writer,
    private readonly lock: () => Promise<void>,
    private readonly unlock: () => void,
  ) {}

  /** Hands the connection on (once; Kysely's own release after an early one does nothing). */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.unlock();
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { inner, handle, wal } = this.writer;
    if (this.released) {
      // Kysely rolls back after a failed commit (here: its sync failed); the transaction is
      // over, and the connection may be another caller's by now: nothing of theirs is touched.
      if (compiled.sql === 'rollback') return { rows: [] };
      await this.lock();
      this.released = false;
    }
    const inTransaction = handle.inTransaction;
    // Kysely rolls back after a failed commit; a commit that failed has no transaction left.
    if (!inTransaction && compiled.sql === 'rollback') return { rows: [] };
    const result = await inner.executeQuery<R>(compiled);
    if (handle.inTransaction || compiled.sql === 'rollback') return result;
    // A transaction just ended, or a statement ran on its own: it committed if it wrote.
    if (inTransaction || !this.readOnly(compiled.sql)) {
      const commit = wal.committed();
      this.release();
      await wal.durable(commit);
      this.writer.afterCommit();
    } else if (!wal.settled) {
      // A read that may have seen a commit still syncing is answered once that is on disk.
      this.release();
      await wal.durable();
    }
    return result;
  }

  streamQuery<R>(
    compiled: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    // SQLite streams SELECTs only, which commit nothing.
    return this.writer.inner.streamQuery<R>(compiled, chunkSize);
  }

  /** Whether a statement changes nothing (the prepared statement is cached: no second prepare). */
  private readOnly(sql: string): boolean {
    return (this.writer.statements.prepare(sql) as unknown as SQLite.Statement).readonly;
  }
}

class DurableDriver extends SqliteDriver implements Driver {
  private writer: Writer | undefined;

  constructor(
    private readonly handle: SQLite.Database,
    private readonly statements: SqliteDatabase,
    private readonly wal: WalSync,
    private readonly afterCommit: () => void,
  ) {
    super({ database: statements });
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    this.writer ??= {
      inner,
      handle: this.handle,
      statements: this.statements,
      wal: this.wal,
      afterCommit: this.afterCommit,
    };
    // SqliteDriver's release unlocks its mutex whoever calls it; a lease unlocks it once.
    return new DurableConnection(
      this.writer,
      async () => {
        await super.acquireConnection();
      },
      () => void super.releaseConnection(),
    );
  }

  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    if (connection instanceof DurableConnection) connection.release();
    else await super.releaseConnection();
  }
}

/**
 * SQLite's dialect over `handle` (its statements through `statements`), syncing through `wal`;
 * `afterCommit` hears each commit once it is on disk (wal-checkpoints.ts).
 */
export class DurableSqliteDialect extends SqliteDialect {
  constructor(
    private readonly handle: SQLite.Database,
    private readonly statements: SqliteDatabase,
    private readonly wal: WalSync,
    private readonly afterCommit: () => void = () => {},
  ) {
    super({ database: statements });
  }

  override createDriver(): Driver {
    return new DurableDriver(this.handle, this.statements, this.wal, this.afterCommit);
  }
}
