import { sql } from 'kysely';
import type { AnyTrx } from './any-db';
import { assertIdentifier } from './sync';
import type { TablePlan } from './table-plan';

/**
 * On SQLite, a model's list search (`q`, a substring of any search field) uses an FTS5
 * trigram index kept in step by triggers; a LIKE '%q%' over every row would scan the whole
 * table on each keystroke. PostgreSQL keeps the plain scan (an index there needs pg_trgm,
 * an extension a hospital's database may not allow).
 */
export function searchTableName(table: string): string {
  return `${table}__search`;
}

/** Trigrams need three characters; shorter searches use LIKE. */
export const MIN_INDEXED_SEARCH = 3;

const SIGNATURE_COLUMN = '__search';

/** Creates or rebuilds the search index when the model's search fields change. */
export async function syncSearchIndex(
  trx: AnyTrx,
  plan: TablePlan,
  fields: string[],
): Promise<void> {
  const table = plan.table;
  const fts = searchTableName(table);
  const signature = fields.join(',');
  const recorded = await trx
    .selectFrom('tena_columns')
    .select('logical_type')
    .where('table_name', '=', table)
    .where('column_name', '=', SIGNATURE_COLUMN)
    .executeTakeFirst();
  if ((recorded?.logical_type ?? '') === signature) return;
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
  await sql`create trigger ${sql.ref(`${fts}_au`)} after update on ${sql.table(table)} begin insert into ${sql.table(fts)}(${sql.ref(fts)}, rowid, ${cols}) values ('delete', old.id, ${oldCols}); insert into ${sql.table(fts)}(rowid, ${cols}) values (new.id, ${newCols}); end`.execute(
    trx,
  );
  // Rows written before the index existed.
  await sql`insert into ${sql.table(fts)}(${sql.ref(fts)}) values ('rebuild')`.execute(trx);
  await trx
    .insertInto('tena_columns')
    .values({ table_name: table, column_name: SIGNATURE_COLUMN, logical_type: signature })
    .execute();
}

/** The FTS5 query: a phrase (quotes doubled) restricted to the fields the caller may search. */
export function searchMatch(q: string, fields: string[]): string {
  return `{${fields.join(' ')}} : "${q.replaceAll('"', '""')}"`;
}
