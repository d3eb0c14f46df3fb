import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Bookkeeping for model tables: the logical type of every column the sync step created (so a
 * type change is noticed the same way on both engines), record history, naming series
 * counters and stored files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'serial' : 'integer';

  await db.schema
    .createTable('tena_columns')
    .addColumn('table_name', 'varchar(150)', (col) => col.notNull())
    .addColumn('column_name', 'varchar(150)', (col) => col.notNull())
    .addColumn('logical_type', 'varchar(20)', (col) => col.notNull())
    .addPrimaryKeyConstraint('tena_columns_pk', ['table_name', 'column_name'])
    .execute();

  await db.schema
    .createTable('record_history')
    .addColumn('id', autoId, (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('model', 'varchar(100)', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'varchar(30)', (col) => col.notNull())
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_email', 'varchar(254)')
    .addColumn('changes', 'text')
    .execute();
  await db.schema
    .createIndex('record_history_record')
    .on('record_history')
    .columns(['model', 'record_id'])
    .execute();

  await db.schema
    .createTable('naming_series')
    .addColumn('series', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('stored_files')
    .addColumn('filepath', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('filename', 'varchar(255)', (col) => col.notNull())
    .addColumn('mimetype', 'varchar(150)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer')
    .addColumn('uploaded_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('model', 'varchar(100)')
    .addColumn('record_id', 'integer')
    .execute();
}
