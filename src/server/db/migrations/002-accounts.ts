import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Accounts, sessions and the activity log. Times are ISO-8601 UTC text and flags are 0/1
 * integers on both engines, so rows read the same from SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'serial' : 'integer';

  await db.schema
    .createTable('roles')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('permissions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', autoId, (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('role', 'varchar(100)', (col) => col.notNull().references('roles.name'))
    .addColumn('permissions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('department', 'varchar(100)')
    .addColumn('branch', 'varchar(100)')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('email_verified_at', 'varchar(30)')
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('avatar', 'text')
    .addColumn('signature', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();
  // Emails are stored lower-cased; one live account per address.
  await db.schema.createIndex('users_email').on('users').column('email').execute();
  await db.schema.createIndex('users_role').on('users').column('role').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('device_id', 'varchar(64)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoke_reason', 'varchar(50)')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('session_id', 'varchar(36)', (col) => col.notNull().references('sessions.id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session')
    .on('refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('payload', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();

  await db.schema
    .createTable('devices')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('device_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('first_seen_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('verified_at', 'varchar(30)')
    .addPrimaryKeyConstraint('devices_pk', ['user_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', autoId, (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_email', 'varchar(254)')
    .addColumn('action', 'varchar(50)', (col) => col.notNull())
    .addColumn('entity', 'varchar(100)')
    .addColumn('target_id', 'varchar(100)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('activities_at').on('activities').column('at').execute();
  await db.schema
    .createIndex('activities_user')
    .on('activities')
    .columns(['user_id', 'at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', autoId, (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('to_address', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text')
    .addColumn('transport', 'varchar(10)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('error', 'text')
    .execute();
}
