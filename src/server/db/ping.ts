import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from './schema';

/** Resolves when the database answers a query at all; throws when it cannot be reached. */
export async function pingDatabase(db: Kysely<DatabaseSchema>): Promise<void> {
  await sql`select 1`.execute(db);
}
