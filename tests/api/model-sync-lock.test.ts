// The sync lock: a server starting while another holds it waits for it (bounded), while the
// endpoint keeps answering 409 SYNC_IN_PROGRESS at once.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connect';
import { waitForSyncLock, withSyncLock } from '../../src/server/models/sync-lock';
import { buildTestApp, signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dialectCases)('the sync lock on $dialect', (dialect) => {
  const suite = useSeededApp(dialect);

  /**
   * Holds the lock the way another server instance would: on PostgreSQL through another
   * connection pool (the advisory lock), on SQLite on the very database object (one process
   * owns the file).
   */
  async function otherHolder(run: (holder: Database) => Promise<void>) {
    const other = await suite.target.open();
    try {
      await run(other);
    } finally {
      await other.close();
    }
  }

  it.skipIf(dialect.skip)(
    'a server starting while a sync runs waits for it, then syncs and serves',
    async () => {
      const database = await suite.target.open();
      const second = await buildTestApp(database);
      try {
        const holder = suite.target.dialect === 'postgres' ? suite.app.database.db : database.db;
        let releasedAt = 0;
        let started: PromiseLike<number | Error> = Promise.resolve(0);
        await withSyncLock(holder, async () => {
          started = second.ready().then(
            () => Date.now(),
            (error: Error) => error,
          );
          await sleep(700);
          releasedAt = Date.now();
        });
        const readyAt = await started;
        expect(readyAt).not.toBeInstanceOf(Error);
        expect(readyAt).toBeGreaterThanOrEqual(releasedAt);
        const { headers } = await signIn(second, 'reception@tena.demo');
        const patients = await second.inject({
          method: 'GET',
          url: '/api/models/patient',
          headers,
        });
        expect(patients.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    },
  );

  it.skipIf(dialect.skip)('waiting for the lock gives up after its time limit', async () => {
    await otherHolder(async (other) => {
      const holder = suite.target.dialect === 'postgres' ? other.db : suite.app.database.db;
      await withSyncLock(holder, async () => {
        const started = Date.now();
        await expect(
          waitForSyncLock(suite.app.database.db, async () => 'ran', { timeoutMs: 300 }),
        ).rejects.toMatchObject({ status: 409, code: 'SYNC_IN_PROGRESS' });
        expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      });
    });
    expect(await waitForSyncLock(suite.app.database.db, async () => 'free')).toBe('free');
  });

  it.skipIf(dialect.skip)('the endpoint answers 409 at once while the lock is held', async () => {
    const { headers } = await signIn(suite.app, 'admin@tena.demo');
    await otherHolder(async (other) => {
      const holder = suite.target.dialect === 'postgres' ? other.db : suite.app.database.db;
      // Asked while the lock is held and awaited before it is let go: an endpoint that waited
      // for the lock (as the start does, up to 60 s) would hold this test past its timeout.
      await withSyncLock(holder, async () => {
        const during = await suite.app.inject({
          method: 'POST',
          url: '/api/public/sync-database',
          headers,
          payload: { onlyModels: true, startIndex: 0, endIndex: 5 },
        });
        expect(during.statusCode).toBe(409);
        expect(during.json().code).toBe('SYNC_IN_PROGRESS');
      });
    });
  });
});
