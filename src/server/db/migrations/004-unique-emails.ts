import type { Kysely } from 'kysely';

/** One live account per email, enforced by the database too (two simultaneous creates). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email').execute();
  await db.schema
    .createIndex('users_live_email')
    .on('users')
    .column('email')
    .unique()
    .where((eb) => eb('deleted_at' as never, 'is', null))
    .execute();
}
