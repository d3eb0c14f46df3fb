/**
 * Kysely's SQLite dialect for the writer connection, with every commit made durable by
 * wal-sync.ts off the main thread: a statement that commits (COMMIT, the release of an outer
 * savepoint, a change outside a transaction) returns only once the WAL is synced, so a
 * transaction's `execute` resolves, and the connection is free for the next query, only when
 * what it wrote is on disk, exactly as with synchronous=FULL. Meanwhile the main thread serves
 * other requests (and the writes that queue up share the next commit: group-commit.ts).
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

class DurableConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly handle: SQLite.Database,
    private readonly statements: SqliteDatabase,
    private readonly wal: WalSync,
    private readonly afterCommit: () => void,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const inTransaction = this.handle.inTransaction;
    // Kysely rolls back after a failed commit; a commit whose sync failed has no transaction
    // left to roll back, and the sync's error is the one to report.
    if (!inTransaction && compiled.sql === 'rollback') return { rows: [] };
    const result = await this.inner.executeQuery<R>(compiled);
    if (!this.handle.inTransaction && compiled.sql !== 'rollback') {
      // A transaction just ended, or a statement ran on its own: it committed if it wrote.
      if (inTransaction || !this.readOnly(compiled.sql)) {
        await this.wal.durable(this.wal.committed());
        this.afterCommit();
      }
    }
    return result;
  }

  streamQuery<R>(
    compiled: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    // SQLite streams SELECTs only, which commit nothing.
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }

  /** Whether a statement changes nothing (the prepared statement is cached: no second prepare). */
  private readOnly(sql: string): boolean {
    return (this.statements.prepare(sql) as unknown as SQLite.Statement).readonly;
  }
}

class DurableDriver extends SqliteDriver implements Driver {
  private connection: DurableConnection | undefined;

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
    this.connection ??= new DurableConnection(
      inner,
      this.handle,
      this.statements,
      this.wal,
      this.afterCommit,
    );
    return this.connection;
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
