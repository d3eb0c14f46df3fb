import type { Kysely } from 'kysely';
import type { DatabaseSchema, OutboxTable } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

export async function recordMail(db: Db, mail: Omit<OutboxTable, 'id'>): Promise<void> {
  await db.insertInto('outbox').values(mail).execute();
}

export async function listOutbox(db: Db, page: number, pageSize: number, to?: string) {
  let base = db.selectFrom('outbox');
  if (to) base = base.where('to_address', '=', to.trim().toLowerCase());
  const total = await base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(total.n), rows: rows.map((row) => ({ ...row, id: Number(row.id) })) };
}
