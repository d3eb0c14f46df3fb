import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqliteReaderPool } from './sqlite-readers';
import type { WalSync } from './wal-sync';

const READ_ONLY =
  'This database handle only reads; writes and transactions go through the main connection.';

/**
 * Each query runs on one of the pool's reader threads; its rows come back as a promise. A
 * reader sees a commit as soon as it is written, before its sync (wal-sync.ts): rows read
 * then are answered only once every commit made so far is on disk.
 */
class ReaderConnection implements DatabaseConnection {
  constructor(
    private readonly pool: SqliteReaderPool,
    private readonly wal?: WalSync,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const rows = (await this.pool.query(compiled.sql, compiled.parameters)) as R[];
    if (this.wal && !this.wal.settled) await this.wal.durable();
    return { rows };
  }

  // biome-ignore lint/correctness/useYield: streaming is refused before anything is read.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not offered on the SQLite readers.');
  }
}

/**
 * Unlike Kysely's SqliteDriver, no mutex: the readers are separate connections, so any number
 * of queries may be waiting at once. Transactions are refused (they belong to the writer).
 */
class ReaderDriver implements Driver {
  private readonly connection: ReaderConnection;
  constructor(
    private readonly pool: SqliteReaderPool,
    wal?: WalSync,
  ) {
    this.connection = new ReaderConnection(pool, wal);
  }
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error(READ_ONLY);
  }
  async commitTransaction(): Promise<void> {
    throw new Error(READ_ONLY);
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error(READ_ONLY);
  }
  async releaseConnection() {}
  async destroy() {
    await this.pool.close();
  }
}

/**
 * A Kysely dialect over a SqliteReaderPool: SQLite's compiler and adapter, reads only; with the
 * writer's `wal`, nothing read is answered before it is on disk.
 */
export class SqliteReaderDialect implements Dialect {
  constructor(
    private readonly pool: SqliteReaderPool,
    private readonly wal?: WalSync,
  ) {}
  createDriver(): Driver {
    return new ReaderDriver(this.pool, this.wal);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
