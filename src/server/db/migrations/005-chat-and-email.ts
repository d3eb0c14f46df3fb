import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Chat messages between two users and the emails people send from the Email page (the outbox
 * keeps what the mailer did; this keeps who wrote what, so each person can list their own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'serial' : 'integer';

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', autoId, (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('recipient_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // A conversation is read from both directions, newest first.
  await db.schema
    .createIndex('chat_messages_pair')
    .on('chat_messages')
    .columns(['sender_id', 'recipient_id', 'id'])
    .execute();

  await db.schema
    .createTable('sent_emails')
    .addColumn('id', autoId, (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('to_address', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('transport', 'varchar(10)', (col) => col.notNull())
    .addColumn('delivered', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sent_emails_sender')
    .on('sent_emails')
    .columns(['sender_id', 'id'])
    .execute();
}
