import type { Kysely } from 'kysely';

// Migrations receive an untyped handle: they describe the past, not today's types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tena_meta')
    .ifNotExists()
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}
