/**
 * Uploads no record took within a day are removed: an upload is held for a form that is being
 * filled in, and one that was never saved would otherwise stay on disk (and count against its
 * uploader's quota) for ever. A file a record holds is never touched.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { registerRepeatingJob } from '../repeating-job';
import { deleteUnattached, unattachedBefore } from '../repositories/stored-files';
import { resolveInStore } from './access';
import { UNATTACHED_LIFETIME_MS } from './quota';
import { removeStored } from './store';

/** How often a running server looks for them. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes the uploads no record held `UNATTACHED_LIFETIME_MS` after upload; answers how many. */
export async function sweepUnattachedUploads(
  db: Kysely<DatabaseSchema>,
  dataDir: string,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_LIFETIME_MS).toISOString();
  let removed = 0;
  for (const filepath of await unattachedBefore(db, before)) {
    // The row goes first, and only while still unattached: a record taking the file meanwhile
    // wins, and a file whose row is gone can no longer be claimed while it is being deleted.
    if (!(await deleteUnattached(db, filepath))) continue;
    let absolute: string;
    try {
      absolute = resolveInStore(dataDir, filepath);
    } catch {
      continue; // A path the store could not have written names nothing on disk.
    }
    await removeStored(absolute);
    removed += 1;
  }
  return removed;
}

/**
 * Sweeps when the server starts (before it answers) and then every `SWEEP_EVERY_MS`, on the
 * app's clock (repeating-job.ts).
 */
export function registerUnattachedSweep(app: FastifyInstance, everyMs = SWEEP_EVERY_MS): void {
  registerRepeatingJob(app, {
    name: 'unattached uploads',
    everyMs,
    async run() {
      const removed = await sweepUnattachedUploads(
        app.database.db,
        app.uploads.dataDir,
        app.clock(),
      );
      if (removed > 0) app.log.info({ removed }, 'uploads no record took within a day removed');
    },
    failure: 'removing uploads no record took failed',
  });
}
