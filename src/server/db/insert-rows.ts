import { sql } from 'kysely';
import type { AnyDb } from '../models/any-db';

/** Rows a statement: 500 of a table of up to 65 columns stay under SQLite's 32,766 parameters. */
export const ROWS_PER_INSERT = 500;

/** The columns every row names (no undefined values), when all name the same; else undefined. */
function sharedColumns(rows: readonly Record<string, unknown>[]): string[] | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const columns = Object.keys(first);
  for (const row of rows) {
    let named = 0;
    for (const key in row) {
      if (row[key] === undefined || !Object.hasOwn(first, key)) return undefined;
      named++;
    }
    if (named !== columns.length) return undefined;
  }
  return columns;
}

/**
 * One multi-row INSERT, answering the new ids when `returningId`. Rows naming the same columns
 * (every write's rows: a record's, its history's, a batch's) go as SQL text: the query builder's
 * per-value nodes cost more than SQLite's insert of them (issue 20's dispensing profile, where
 * the charges', the ledger's, the history's and the activities' inserts are five rows each).
 * Rows that differ go through the builder, which fills each row's missing columns.
 */
async function insertChunk(
  db: AnyDb,
  table: string,
  rows: readonly Record<string, unknown>[],
  returningId: boolean,
): Promise<{ id: unknown }[]> {
  const columns = sharedColumns(rows);
  if (!columns) {
    const insert = db.insertInto(table).values(rows);
    if (returningId) return insert.returning('id').execute();
    await insert.execute();
    return [];
  }
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const values = sql.join(
    rows.map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`),
  );
  const returning = returningId ? sql` returning "id"` : sql``;
  const { rows: answered } = await sql<{ id: unknown }>`insert into ${sql.table(
    table,
  )} (${names}) values ${values}${returning}`.execute(db);
  return answered;
}

/** Rows of one table, inserted in as few statements as their number allows. */
export async function insertRows(
  db: AnyDb,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await insertChunk(db, table, rows.slice(start, start + ROWS_PER_INSERT), false);
}

/**
 * Inserts rows in as few statements as their number allows and answers their ids in the rows'
 * order. Both databases insert the VALUES rows in order and give each a larger id than the one
 * before (SQLite's single writer; PostgreSQL's sequence, which other writers may take values of
 * in between), so the ids sorted ascending are the rows' ids in order, whatever order RETURNING
 * uses.
 */
export async function insertRowsReturningIds(
  db: AnyDb,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const returned = await insertChunk(db, table, chunk, true);
    ids.push(...returned.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}
