import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { DatabaseSchema, StoredFileTable } from '../db/schema';
import { type QuotaBreach, quotaBreach, type UploadQuota } from '../files/quota';

type Db = Kysely<DatabaseSchema>;

export type StoredFileRow = StoredFileTable;

export async function findStoredFile(db: Db, filepath: string): Promise<StoredFileRow | undefined> {
  return db
    .selectFrom('stored_files')
    .selectAll()
    .where('filepath', '=', filepath)
    .executeTakeFirst();
}

/** How many uploads of this user no record holds yet, and their bytes. */
export async function unattachedUsage(db: Db, userId: number) {
  const row = await db
    .selectFrom('stored_files')
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number>('size').as('bytes')])
    .where('uploaded_by', '=', userId)
    .where('model', 'is', null)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
}

/**
 * Records a new upload unless it would take its uploader past the quota of unattached files;
 * answers the limit it would pass instead. The uploader's row is locked first on PostgreSQL
 * (SQLite has one writer already), so two uploads at once cannot both squeeze under the limit.
 */
export async function insertWithinQuota(
  db: Db,
  dialect: DialectName,
  file: Omit<StoredFileRow, 'model' | 'record_id'> & { uploaded_by: number },
  quota: UploadQuota,
): Promise<QuotaBreach | undefined> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', file.uploaded_by)
        .forUpdate()
        .execute();
    }
    const breach = quotaBreach(await unattachedUsage(trx, file.uploaded_by), file.size, quota);
    if (breach) return breach;
    await trx
      .insertInto('stored_files')
      .values({ ...file, model: null, record_id: null })
      .execute();
    return undefined;
  });
}

/**
 * Marks an upload as held by a record, if it is still this uploader's and unattached; answers
 * whether it did.
 */
export async function claimStoredFile(
  db: Db,
  filepath: string,
  holder: { model: string; recordId: number; uploaderId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('stored_files')
    .set({ model: holder.model, record_id: holder.recordId })
    .where('filepath', '=', filepath)
    .where('model', 'is', null)
    .where('uploaded_by', '=', holder.uploaderId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stored paths of the uploads no record held when uploaded before `before` (ISO time). */
export async function unattachedBefore(db: Db, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_files')
    .select('filepath')
    .where('model', 'is', null)
    .where('uploaded_at', '<', before)
    .execute();
  return rows.map((row) => row.filepath);
}

/**
 * Forgets an upload only while no record holds it; answers whether it did. A record that took
 * the file a moment ago keeps it: the condition is checked in the same statement.
 */
export async function deleteUnattached(db: Db, filepath: string): Promise<boolean> {
  const result = await db
    .deleteFrom('stored_files')
    .where('filepath', '=', filepath)
    .where('model', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
