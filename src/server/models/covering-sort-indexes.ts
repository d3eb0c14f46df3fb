import { sql } from 'kysely';
import type { AnyTrx } from './any-db';
import { assertIdentifier, type TablePlan } from './table-plan';

/** Between two searched values in `searchedText`: a search term never holds it. */
export const SEARCHED_TEXT_SEPARATOR = '\u001f';

/**
 * The searched columns as one text, each value (empty when null) followed by a separator
 * SQLite writes as char(31): `q` is in one of the columns exactly when `%q%` is LIKE this text
 * (q cannot span two values, having no separator in it). A list search tests this expression,
 * and the covering sort indexes hold its value, so one LIKE per index entry does the work of
 * one per column (on 100,000 patients the ids of a searched page took 0.15 ms instead of 0.25).
 */
export function searchedText(columns: readonly string[]): string {
  return `(${columns.map((c) => `coalesce("${assertIdentifier(c)}", '')`).join(' || char(31) || ')})`;
}

/**
 * SQLite: the sort index of each list column also carries what a searched list tests, so a
 * search walks the index in sort order and tests `like` on the index entries alone, reading a
 * table row only for the page it answers. `(column, id)` keeps the list's order (its sort
 * column, then id); `deleted_at` and the searched text (`searchedText`) follow. A model whose
 * list names `searchedSorts` gets the searched text only in those columns' indexes: every
 * index entry holding it costs each insert (a dispensing's five charges and five ledger lines
 * under eight and nine list indexes: about a fifth of their insert and commit time), and a
 * search sorted on another column then reads the table row of each entry it tests. PostgreSQL
 * searches through its trigram indexes instead and keeps plain sort indexes.
 */
export function coveringSortIndex(plan: TablePlan, column: string) {
  const name = `ix_${plan.table}_${column}_list`.slice(0, 60);
  const keys = [column, 'id', 'deleted_at'].map((c) => `"${assertIdentifier(c)}"`);
  if (plan.searchCovered.includes(column)) keys.push(searchedText(plan.searched));
  return {
    name,
    // As SQLite keeps it in sqlite_master, to tell whether the index is already the wanted one.
    sql: `CREATE INDEX "${name}" on "${plan.table}" (${keys.join(', ')})`,
  };
}

/** The list columns whose sort index is a covering one (SQLite, when the list searches). */
export function coveredSortColumns(plan: TablePlan, postgres: boolean): Set<string> {
  return new Set(postgres || plan.searched.length === 0 ? [] : plan.sortable);
}

/**
 * Creates the covering sort indexes, again when their definition changed (an index holds
 * no data of its own, so dropping one loses nothing), and drops the plain index each replaces:
 * its leading column serves the same lookups, and two would double the cost of every write.
 */
export async function syncCoveringSortIndexes(trx: AnyTrx, plan: TablePlan, covered: Set<string>) {
  for (const column of covered) {
    const { name, sql: wanted } = coveringSortIndex(plan, column);
    const { rows } = await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'index' and name = ${name}`.execute(trx);
    const existing = rows[0]?.sql;
    if (existing === wanted) continue;
    if (existing !== undefined) await trx.schema.dropIndex(name).execute();
    await sql.raw(wanted).execute(trx);
    await trx.schema.dropIndex(`ix_${plan.table}_${column}`.slice(0, 60)).ifExists().execute();
  }
}
