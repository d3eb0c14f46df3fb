import { sql } from 'kysely';
import type { AnyDb, AnyTrx } from './any-db';
import { assertIdentifier, type TablePlan } from './table-plan';

/**
 * A model's list search (`q`: words, each a substring of some search field) needs an index, or a
 * LIKE '%q%' reads every row on each keystroke. On SQLite that is an FTS5 trigram table kept
 * in step by triggers; on PostgreSQL, trigram GIN indexes of the pg_trgm extension (when the
 * database lets us create it; otherwise searches fall back to the plain scan).
 */
export function searchTableName(table: string): string {
  return `${table}__search`;
}

/** Trigrams need three characters; shorter searches use LIKE. */
export const MIN_INDEXED_SEARCH = 3;

const SIGNATURE_COLUMN = '__search';

/**
 * What the recorded signature adds to the fields since the update trigger fires only when an
 * UPDATE sets a search field: a stock balance's new quantity, a prescription's new status left
 * the index alone but rewrote the record's entry in it all the same.
 */
const UPDATE_OF_FIELDS = '|update-of';

/** The update trigger: the record's entry rewritten when an UPDATE sets one of its fields. */
async function createUpdateTrigger(trx: AnyTrx, table: string, names: string[]) {
  const fts = searchTableName(table);
  const cols = sql.raw(names.map((f) => `"${f}"`).join(', '));
  const newCols = sql.raw(names.map((f) => `new."${f}"`).join(', '));
  const oldCols = sql.raw(names.map((f) => `old."${f}"`).join(', '));
  await sql`create trigger ${sql.ref(`${fts}_au`)} after update of ${cols} on ${sql.table(table)} begin insert into ${sql.table(fts)}(${sql.ref(fts)}, rowid, ${cols}) values ('delete', old.id, ${oldCols}); insert into ${sql.table(fts)}(rowid, ${cols}) values (new.id, ${newCols}); end`.execute(
    trx,
  );
}

/** Creates or rebuilds the search index when the model's search fields change. */
export async function syncSearchIndex(
  trx: AnyTrx,
  plan: TablePlan,
  fields: string[],
): Promise<void> {
  const table = plan.table;
  const fts = searchTableName(table);
  const signature = fields.length > 0 ? `${fields.join(',')}${UPDATE_OF_FIELDS}` : '';
  const recorded = await trx
    .selectFrom('tena_columns')
    .select('logical_type')
    .where('table_name', '=', table)
    .where('column_name', '=', SIGNATURE_COLUMN)
    .executeTakeFirst();
  const was = recorded?.logical_type ?? '';
  if (was === signature) return;
  if (fields.length > 0 && was === fields.join(',')) {
    // The same fields under the update trigger made before UPDATE_OF_FIELDS: only it changes.
    await sql`drop trigger if exists ${sql.ref(`${fts}_au`)}`.execute(trx);
    await createUpdateTrigger(trx, table, fields.map(assertIdentifier));
    await trx
      .updateTable('tena_columns')
      .set({ logical_type: signature })
      .where('table_name', '=', table)
      .where('column_name', '=', SIGNATURE_COLUMN)
      .execute();
    return;
  }
  for (const suffix of ['ai', 'ad', 'au'])
    await sql`drop trigger if exists ${sql.ref(`${fts}_${suffix}`)}`.execute(trx);
  await sql`drop table if exists ${sql.table(fts)}`.execute(trx);
  await trx
    .deleteFrom('tena_columns')
    .where('table_name', '=', table)
    .where('column_name', '=', SIGNATURE_COLUMN)
    .execute();
  if (fields.length === 0) return;
  const names = fields.map(assertIdentifier);
  const cols = sql.raw(names.map((f) => `"${f}"`).join(', '));
  const newCols = sql.raw(names.map((f) => `new."${f}"`).join(', '));
  const oldCols = sql.raw(names.map((f) => `old."${f}"`).join(', '));
  await sql`create virtual table ${sql.table(fts)} using fts5(${cols}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(
    trx,
  );
  await sql`create trigger ${sql.ref(`${fts}_ai`)} after insert on ${sql.table(table)} begin insert into ${sql.table(fts)}(rowid, ${cols}) values (new.id, ${newCols}); end`.execute(
    trx,
  );
  await sql`create trigger ${sql.ref(`${fts}_ad`)} after delete on ${sql.table(table)} begin insert into ${sql.table(fts)}(${sql.ref(fts)}, rowid, ${cols}) values ('delete', old.id, ${oldCols}); end`.execute(
    trx,
  );
  await createUpdateTrigger(trx, table, names);
  // Rows written before the index existed.
  await sql`insert into ${sql.table(fts)}(${sql.ref(fts)}) values ('rebuild')`.execute(trx);
  await trx
    .insertInto('tena_columns')
    .values({ table_name: table, column_name: SIGNATURE_COLUMN, logical_type: signature })
    .execute();
}

/**
 * The FTS5 query: each word a phrase (quotes doubled) restricted to the fields the caller may
 * search, all of them required (a word may be found in a different field than the next).
 */
export function searchMatch(words: readonly string[], fields: string[]): string {
  const columns = `{${fields.join(' ')}}`;
  return words.map((word) => `${columns} : "${word.replaceAll('"', '""')}"`).join(' AND ');
}

/**
 * Makes pg_trgm available if it is not: true when it is there afterwards. Creating an
 * extension needs rights a hospital's database user may lack; that only costs search speed.
 */
export async function enableTrigramSearch(db: AnyDb): Promise<boolean> {
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch {
    // No right to create it, or another server did at the same moment: look below.
  }
  const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}

/**
 * PostgreSQL: a trigram GIN index per search field, on the very expression the list's search
 * tests (`lower(cast(field as text)) like '%q%'`, see records.ts), so the planner can use it.
 */
export async function syncTrigramIndexes(trx: AnyTrx, table: string, fields: string[]) {
  for (const field of fields.map(assertIdentifier)) {
    const name = `ix_${table}_${field}_trgm`.slice(0, 60);
    await sql`create index if not exists ${sql.ref(name)} on ${sql.table(table)} using gin ((lower(cast(${sql.ref(field)} as text))) gin_trgm_ops)`.execute(
      trx,
    );
  }
}
