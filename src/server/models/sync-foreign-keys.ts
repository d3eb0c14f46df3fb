import { sql } from 'kysely';
import type { AnyTrx } from './any-db';
import { type ColumnPlan, tableName } from './table-plan';

/**
 * PostgreSQL: ref columns get their foreign keys after their tables exist, not in CREATE
 * TABLE, because two new models may refer to each other (A refs B, B refs A) and then one of
 * them is created before the other exists. SQLite accepts a reference to a table that does not
 * exist yet, so there the key stays in the column's definition (it cannot be added later).
 */

/** Names of the foreign keys on `column` of `table`. */
async function foreignKeysOn(trx: AnyTrx, table: string, column: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.conname as name
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.conrelid = to_regclass(${table}) and a.attname = ${column}`.execute(
    trx,
  );
  return rows.map((row) => row.name);
}

async function tableExists(trx: AnyTrx, table: string): Promise<boolean> {
  const { rows } = await sql<{
    found: string | null;
  }>`select to_regclass(${table})::text as found`.execute(trx);
  return rows[0]?.found != null;
}

/**
 * Adds the missing foreign key of each ref column whose target table exists; answers the ref
 * columns still without one (their target table is not there yet).
 */
export async function addForeignKeys(
  trx: AnyTrx,
  table: string,
  columns: ColumnPlan[],
): Promise<string[]> {
  const pending: string[] = [];
  for (const column of columns) {
    if (!column.refModel) continue;
    if ((await foreignKeysOn(trx, table, column.name)).length > 0) continue;
    const target = tableName(column.refModel);
    if (!(await tableExists(trx, target))) {
      pending.push(column.name);
      continue;
    }
    const name = `fk_${table}_${column.name}`.slice(0, 60);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} foreign key (${sql.ref(column.name)}) references ${sql.table(target)} (id)`.execute(
      trx,
    );
  }
  return pending;
}

/** Drops the foreign keys on a column whose type changes (a text column cannot keep one). */
export async function dropForeignKeys(trx: AnyTrx, table: string, column: string): Promise<void> {
  for (const name of await foreignKeysOn(trx, table, column))
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(trx);
}

/**
 * The table the foreign key on `column` of `table` refers to, if it has one. A ref field whose
 * target model changed keeps the old key until the sync replaces it.
 */
export async function referencedTable(
  trx: AnyTrx,
  table: string,
  column: string,
  postgres: boolean,
): Promise<string | undefined> {
  const { rows } = postgres
    ? await sql<{ target: string }>`
        select t.relname as target
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        join pg_class t on t.oid = c.confrelid
        where c.contype = 'f' and c.conrelid = to_regclass(${table}) and a.attname = ${column}`.execute(
        trx,
      )
    : await sql<{ target: string }>`
        select "table" as target from pragma_foreign_key_list(${table})
        where "from" = ${column}`.execute(trx);
  return rows[0]?.target;
}
