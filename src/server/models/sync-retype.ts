import { sql } from 'kysely';
import type { AnyTrx } from './any-db';
import { convertStored, converts, describeStored } from './sync-convert';
import { dropForeignKeys } from './sync-foreign-keys';
import { type ColumnPlan, type LogicalType, tableName } from './table-plan';

type SqlType = 'double precision' | 'real' | 'bigint' | 'integer' | 'varchar(30)' | 'text';

/** The column type each logical type is stored as; the same values on both engines. */
export function sqlType(logical: LogicalType, postgres: boolean): SqlType {
  switch (logical) {
    case 'number':
      return postgres ? 'double precision' : 'real';
    case 'money':
      // Exact: amounts are stored in minor units (cents) on both engines.
      return 'bigint';
    case 'boolean':
    case 'ref':
      return 'integer';
    case 'date':
      return 'varchar(30)';
    default:
      return 'text';
  }
}

/** A column's type change, checked: its rows' values as the new type stores them. */
export interface Retype {
  column: ColumnPlan;
  values: [id: number, value: unknown][];
}

/**
 * Reads the column's values and converts each (sync-convert.ts). Answers why the change is
 * refused when any row would not convert, naming the field, the count and one such value.
 */
export async function prepareRetype(
  trx: AnyTrx,
  table: string,
  column: ColumnPlan,
  before: LogicalType,
): Promise<Retype | string> {
  const rows = await trx
    .selectFrom(table)
    .select(['id', column.name])
    .where(column.name, 'is not', null)
    .orderBy('id')
    .execute();
  const values: Retype['values'] = [];
  const failed: unknown[] = [];
  for (const row of rows) {
    const value = convertStored(before, column.logical, row[column.name]);
    if (value === undefined) failed.push(row[column.name]);
    else values.push([Number(row.id), value]);
  }
  if (failed.length === 0) return { column, values };
  const change = `field "${column.name}" changed type from ${before} to ${column.logical}`;
  const example = `(e.g. ${describeStored(before, failed[0])})`;
  return converts(before, column.logical)
    ? `${change}, but ${failed.length} row(s) hold values that cannot become ${column.logical} ${example}`
    : `${change}, which is applied to an empty column only, but ${failed.length} row(s) hold values ${example}`;
}

/** Whether an index's or trigger's SQL names the column. */
const naming = (column: string) => new RegExp(`(^|[^A-Za-z0-9_])${column}([^A-Za-z0-9_]|$)`);

/**
 * The indexes and triggers that name the column, which the rest of the model's sync creates
 * again. SQLite drops a column only when no index or trigger names it (list, covering and
 * search indexes, search triggers); PostgreSQL rebuilds a plain index under the new type, but
 * not an expression index made for the old one (the trigram index's lower(text)).
 * Answers whether a trigger went, so the search index must be built again.
 */
async function dropDependents(trx: AnyTrx, table: string, column: string, postgres: boolean) {
  const { rows } = postgres
    ? await sql<{ type: string; name: string; sql: string }>`
        select 'index' as type, i.indexname as name, i.indexdef as sql
        from pg_indexes i
        where i.tablename = ${table} and i.schemaname = current_schema()
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(trx)
    : await sql<{ type: string; name: string; sql: string }>`
        select type, name, sql from sqlite_master
        where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null`.execute(
        trx,
      );
  let triggers = false;
  for (const row of rows.filter((r) => naming(column).test(r.sql))) {
    if (row.type === 'trigger') triggers = true;
    await sql`drop ${sql.raw(row.type)} if exists ${sql.ref(row.name)}`.execute(trx);
  }
  return triggers;
}

/**
 * Gives the column its new type and writes the converted values back, inside the model's
 * transaction. PostgreSQL changes the type in place (its indexes follow); SQLite drops the
 * column and adds it again, with the foreign key in its definition for a ref.
 * Answers whether SQLite's search triggers were dropped.
 */
export async function applyRetype(
  trx: AnyTrx,
  table: string,
  { column, values }: Retype,
  postgres: boolean,
): Promise<boolean> {
  const type = sqlType(column.logical, postgres);
  const searchDropped = await dropDependents(trx, table, column.name, postgres);
  if (postgres) {
    await dropForeignKeys(trx, table, column.name);
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column.name)} type ${sql.raw(type)} using null`.execute(
      trx,
    );
  } else {
    await trx.schema.alterTable(table).dropColumn(column.name).execute();
    await trx.schema
      .alterTable(table)
      .addColumn(column.name, type, (col) =>
        column.refModel ? col.references(`${tableName(column.refModel)}.id`) : col,
      )
      .execute();
  }
  // A few hundred rows per statement keeps within both engines' parameter limits.
  for (let start = 0; start < values.length; start += 500) {
    const chunk = values.slice(start, start + 500);
    const cases = sql.join(
      chunk.map(([id, value]) => sql`when ${id} then cast(${value} as ${sql.raw(type)})`),
      sql` `,
    );
    await sql`update ${sql.table(table)} set ${sql.ref(column.name)} = case ${sql.ref('id')} ${cases} end where ${sql.ref('id')} in (${sql.join(chunk.map(([id]) => id))})`.execute(
      trx,
    );
  }
  return searchDropped;
}
