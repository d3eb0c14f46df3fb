import { sql } from 'kysely';
import type { AnyTrx } from './any-db';
import { assertIdentifier } from './sync';
import type { TablePlan } from './table-plan';

/**
 * SQLite: the sort index of each list column also carries what a searched list tests, so a
 * search walks the index in sort order and tests `like` on the index entries alone, reading a
 * table row only for the page it answers. `(column, id)` keeps the list's order (its sort
 * column, then id); `deleted_at` and the searched columns follow. On 100,000 patients, a
 * searched list page went from 1,020 to 1,250-1,400 requests a second (bench/models).
 * PostgreSQL searches through its trigram indexes instead and keeps plain sort indexes.
 */
export function coveringSortIndex(plan: TablePlan, column: string) {
  const columns = [column, 'id', 'deleted_at', ...plan.searched.filter((c) => c !== column)];
  return {
    name: `ix_${plan.table}_${column}_list`.slice(0, 60),
    columns: columns.map(assertIdentifier),
  };
}

/** The list columns whose sort index is a covering one (SQLite, when the list searches). */
export function coveredSortColumns(plan: TablePlan, postgres: boolean): Set<string> {
  return new Set(postgres || plan.searched.length === 0 ? [] : plan.sortable);
}

/**
 * Creates the covering sort indexes, again when the searched columns changed (an index holds
 * no data of its own, so dropping one loses nothing), and drops the plain index each replaces:
 * its leading column serves the same lookups, and two would double the cost of every write.
 */
export async function syncCoveringSortIndexes(trx: AnyTrx, plan: TablePlan, covered: Set<string>) {
  for (const column of covered) {
    const { name, columns } = coveringSortIndex(plan, column);
    const wanted = `CREATE INDEX "${name}" on "${plan.table}" (${columns.map((c) => `"${c}"`).join(', ')})`;
    const { rows } = await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'index' and name = ${name}`.execute(trx);
    const existing = rows[0]?.sql;
    if (existing === wanted) continue;
    if (existing !== undefined) await trx.schema.dropIndex(name).execute();
    await trx.schema.createIndex(name).on(plan.table).columns(columns).execute();
    await trx.schema.dropIndex(`ix_${plan.table}_${column}`.slice(0, 60)).ifExists().execute();
  }
}
