import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';

// Model tables are derived from schemas at run time, so they have no static types; their
// table and column names are checked (assertIdentifier) before any query uses them.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyTrx = Transaction<any>;

/** Whether `db` talks to PostgreSQL (otherwise the embedded SQLite). */
// biome-ignore lint/suspicious/noExplicitAny: any database schema will do
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
