// SQLite checkpoints on a thread of their own (wal-checkpoints.ts): started by the commit that
// leaves the WAL far enough ahead of the database file, never by a small one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connect';
import { WalCheckpoints, WRITER_CHECKPOINT_PAGES } from '../../../src/server/db/wal-checkpoints';

describe('WAL checkpoints on their own thread', () => {
  let dir: string;
  let file: string;
  let writer: SQLite.Database;
  let checkpoints: WalCheckpoints;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tena-checkpoints-'));
    file = path.join(dir, 'tena.sqlite');
    writer = new SQLite(file);
    writer.pragma('journal_mode = WAL');
    // The writer never checkpoints here: whatever is copied, the thread copied.
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('create table note (id integer primary key, body blob)');
    checkpoints = new WalCheckpoints(file, 20);
  });
  afterEach(async () => {
    await checkpoints.close();
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One transaction of `pages` pages or so of new rows. */
  const write = (pages: number) =>
    writer.transaction(() => {
      const insert = writer.prepare('insert into note (body) values (randomblob(4000))');
      for (let i = 0; i < pages; i++) insert.run();
    })();

  it('copies the WAL into the database file once a commit leaves it 20 pages ahead', async () => {
    write(40);
    expect(checkpoints.behind()).toBeGreaterThanOrEqual(40);
    checkpoints.committed();
    expect(checkpoints.started).toBe(true);
    await checkpoints.idle();
    expect(checkpoints.behind()).toBe(0);
    // The rows are all there for a new connection reading the file.
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select count(*) as n from note').get()).toEqual({ n: 40 });
    reader.close();
  });

  it('starts no thread for a commit that leaves the WAL less far ahead', async () => {
    write(5);
    checkpoints.committed();
    await checkpoints.idle();
    expect(checkpoints.started).toBe(false);
    expect(checkpoints.behind()).toBeGreaterThanOrEqual(5);
  });
});

describe('openDatabase on SQLite', () => {
  it("keeps the writer's own checkpoints as a backstop at a larger WAL", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-checkpoints-open-'));
    try {
      const database = await openDatabase({ dataDir, sqliteReaders: 0 });
      const [row] = (
        await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db)
      ).rows;
      expect(row?.wal_autocheckpoint).toBe(WRITER_CHECKPOINT_PAGES);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
