import type { AnyDb } from '../models/any-db';
import { columnList, runSql, shapedSql, valueGroups } from './compiled-sql';

/** Rows a statement: 500 of a table of up to 65 columns stay under SQLite's 32,766 parameters. */
export const ROWS_PER_INSERT = 500;

/**
 * The columns every row names, in the first row's order, when they all name the same ones and
 * hold no undefined (which the builder would leave out); else undefined.
 */
function sharedColumns(rows: readonly Record<string, unknown>[]): string[] | undefined {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return undefined;
  for (const row of rows) {
    let count = 0;
    for (const key in row) {
      if (row[key] === undefined || !Object.hasOwn(row, key)) return undefined;
      count++;
    }
    if (count !== columns.length) return undefined;
    for (const column of columns) if (!Object.hasOwn(row, column)) return undefined;
  }
  return columns;
}

/** One multi-row INSERT, answering the new ids when `returningId`. */
async function insertChunk(
  db: AnyDb,
  table: string,
  rows: readonly Record<string, unknown>[],
  returningId: boolean,
): Promise<{ id: unknown }[]> {
  const columns = sharedColumns(rows);
  if (!columns) {
    // Rows naming different columns: the builder fills the gaps as it always has.
    const insert = db.insertInto(table).values(rows);
    if (returningId) return insert.returning('id').execute();
    await insert.execute();
    return [];
  }
  // SQL text kept per shape (compiled-sql.ts); the values go over as the builder would pass them.
  const text = shapedSql(
    db,
    `insert\u0000${table}\u0000${columns.join(',')}\u0000${rows.length}\u0000${returningId}`,
    (param) =>
      `insert into ${columnList([table])} (${columnList(columns)}) values ${valueGroups(
        param,
        rows.length,
        columns.length,
      )}${returningId ? ' returning "id"' : ''}`,
  );
  const parameters: unknown[] = [];
  for (const row of rows) for (const column of columns) parameters.push(row[column]);
  const { rows: returned } = await runSql<{ id: unknown }>(db, text, parameters);
  return returningId ? returned : [];
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
