import type { Kysely } from 'kysely';
import type { SentEmail } from '../../engine/wire/sent-email';
import type { DatabaseSchema, SentEmailTable } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

const toSentEmail = (row: Omit<SentEmailTable, 'id' | 'sender_id'> & { id: number }) => ({
  id: Number(row.id),
  to_address: row.to_address,
  subject: row.subject,
  text_body: row.text_body,
  created_at: row.created_at,
  transport: row.transport,
  delivered: Boolean(row.delivered),
});

export async function recordSentEmail(
  db: Db,
  email: Omit<SentEmailTable, 'id' | 'delivered'> & { delivered: boolean },
): Promise<SentEmail> {
  const values = { ...email, delivered: email.delivered ? 1 : 0 };
  const row = await db
    .insertInto('sent_emails')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return toSentEmail({ ...values, id: Number(row.id) });
}

/** One person's sent emails, newest first. */
export async function listSentEmails(db: Db, senderId: number, page: number, pageSize: number) {
  const base = db.selectFrom('sent_emails').where('sender_id', '=', senderId);
  const total = await base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'to_address', 'subject', 'text_body', 'created_at', 'transport', 'delivered'])
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(total.n), rows: rows.map(toSentEmail) };
}
