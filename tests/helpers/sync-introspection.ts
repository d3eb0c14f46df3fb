// What a synced table looks like in the database itself, the same questions on both engines.
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/connect';

export interface ForeignKey {
  column: string;
  target: string;
}

/** The foreign keys of a table: which column refers to which table. */
export async function foreignKeys({ db, dialect }: Database, table: string): Promise<ForeignKey[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<ForeignKey>`
          select a.attname as column, c.confrelid::regclass::text as target
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
          where c.contype = 'f' and c.conrelid = to_regclass(${table})`.execute(db)
      : await sql<ForeignKey>`
          select "from" as "column", "table" as target
          from pragma_foreign_key_list(${table})`.execute(db);
  return rows
    .map((row) => ({ column: row.column, target: row.target }))
    .sort((a, b) => a.column.localeCompare(b.column));
}

/** The columns that lead an index of the table (an index there serves sorting on them). */
export async function indexedColumns({ db, dialect }: Database, table: string): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`
          select a.attname as name
          from pg_index x
          join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]
          where x.indrelid = to_regclass(${table})`.execute(db)
      : await sql<{ name: string }>`
          select i.name as name
          from pragma_index_list(${table}) l, pragma_index_info(l.name) i
          where i.seqno = 0 and i.name is not null`.execute(db);
  return [...new Set(rows.map((row) => row.name))].sort();
}

/** A column's values by row id, straight from the table (no API decoding). */
export async function storedValues(
  { db }: Database,
  table: string,
  column: string,
): Promise<unknown[]> {
  const rows = await db
    .selectFrom(table as never)
    .select(['id', column] as never)
    .orderBy('id' as never)
    .execute();
  return rows.map((row) => (row as Record<string, unknown>)[column]);
}

export async function columnsOf({ db }: Database, table: string): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return (tables.find((t) => t.name === table)?.columns ?? []).map((c) => c.name).sort();
}
