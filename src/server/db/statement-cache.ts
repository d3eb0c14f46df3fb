import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct statements stay prepared; the app's queries are far fewer. */
const CACHE_SIZE = 500;

/**
 * better-sqlite3 behind Kysely, with prepared statements reused by their SQL text. Kysely
 * prepares every query afresh, which costs about as much as running a small one; the generic
 * model routes send the same few shapes of SQL over and over. A statement still being iterated
 * (a streamed query) is busy, so that one call gets a fresh statement. SQLite re-prepares a
 * cached statement by itself when a sync changes the schema.
 */
export function withStatementCache(handle: SQLite.Database, size = CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      handle.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement?.busy) return handle.prepare(sql) as unknown as SqliteStatement;
      if (statement) {
        // Most recently used goes last, so the first entry is the one to evict.
        statements.delete(sql);
      } else {
        statement = handle.prepare(sql);
        if (statements.size >= size) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement as unknown as SqliteStatement;
    },
  };
}
