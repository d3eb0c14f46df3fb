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

const READ_ONLY =
  'This database handle only reads; writes and transactions go through the main connection.';

/** Each query runs on one of the pool's reader threads; its rows come back as a promise. */
class ReaderConnection implements DatabaseConnection {
  constructor(private readonly pool: SqliteReaderPool) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.pool.query(compiled.sql, compiled.parameters)) as R[] };
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
  constructor(private readonly pool: SqliteReaderPool) {
    this.connection = new ReaderConnection(pool);
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

/** A Kysely dialect over a SqliteReaderPool: SQLite's compiler and adapter, reads only. */
export class SqliteReaderDialect implements Dialect {
  constructor(private readonly pool: SqliteReaderPool) {}
  createDriver(): Driver {
    return new ReaderDriver(this.pool);
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
