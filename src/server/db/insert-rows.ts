import type { AnyDb } from '../models/any-db';

/** Rows a statement: 500 of a table of up to 65 columns stay under SQLite's 32,766 parameters. */
export const ROWS_PER_INSERT = 500;

/** Rows of one table, inserted in as few statements as their number allows. */
export async function insertRows(
  db: AnyDb,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
}
