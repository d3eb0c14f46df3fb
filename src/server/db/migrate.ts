import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the system tables up to date; throws with the failing migration's name. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `migration ${failed.migrationName} failed: ${reason}` : reason);
  }
}
