// SQLite commits synced off the main thread (wal-sync.ts, durable-sqlite.ts): nothing that
// committed is answered, on the writer or a reader thread, before the WAL's sync.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connect';
import { DurableSqliteDialect } from '../../../src/server/db/durable-sqlite';
import { SqliteReaderDialect } from '../../../src/server/db/sqlite-reader-dialect';
import { SqliteReaderPool } from '../../../src/server/db/sqlite-readers';
import { withStatementCache } from '../../../src/server/db/statement-cache';
import { type SyncedFile, WalSync, WalSyncError, walFile } from '../../../src/server/db/wal-sync';

/** The real WAL file, each sync held until the test lets it go (or fails it). */
class HeldFile implements SyncedFile {
  syncs = 0;
  private released: (() => void)[] = [];
  private failure: Error | undefined;
  private onSync: (() => void) | undefined;
  constructor(private readonly file: SyncedFile) {}
  async sync() {
    this.syncs++;
    const held = new Promise<void>((resolve) => this.released.push(resolve));
    this.onSync?.();
    await held;
    if (this.failure) throw this.failure;
    await this.file.sync();
  }
  /** Resolves once a sync is asked for and held. */
  syncing(): Promise<void> {
    if (this.released.length > 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.onSync = resolve;
    });
  }
  release(failure?: Error) {
    this.failure = failure;
    for (const go of this.released.splice(0)) go();
  }
  close() {
    return this.file.close();
  }
}

/** WalSync telling when a reader's rows came back (its answer then waits for `durable`). */
class WatchedWal extends WalSync {
  private onDurable: (() => void) | undefined;
  asked(): Promise<void> {
    return new Promise((resolve) => {
      this.onDurable = resolve;
    });
  }
  override durable(upTo?: number): Promise<void> {
    this.onDurable?.();
    return super.durable(upTo);
  }
}

/** One turn of the event loop: whatever is ready (a read not held back) runs. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

type Db = Kysely<{ note: { id: Generated<number>; body: string } }>;

describe('durable SQLite commits', () => {
  let dir: string;
  let file: string;
  let held: HeldFile;
  let wal: WatchedWal;
  let db: Db;
  let reads: Db;
  let pool: SqliteReaderPool;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tena-durable-'));
    file = path.join(dir, 'tena.sqlite');
    const handle = new SQLite(file);
    handle.pragma('journal_mode = WAL');
    handle.pragma('synchronous = NORMAL');
    handle.exec('create table note (id integer primary key, body text not null)');
    held = new HeldFile(walFile(`${file}-wal`));
    wal = new WatchedWal(held);
    db = new Kysely({ dialect: new DurableSqliteDialect(handle, withStatementCache(handle), wal) });
    pool = new SqliteReaderPool(file, 1);
    reads = new Kysely({ dialect: new SqliteReaderDialect(pool, wal) });
  });
  afterEach(async () => {
    held.release();
    await reads.destroy();
    await db.destroy();
    await held.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const bodies = async (on: Db) =>
    (await on.selectFrom('note').select('body').orderBy('id').execute()).map((r) => r.body);

  it('ends a transaction only once its commit is synced', async () => {
    const log: string[] = [];
    const write = db
      .transaction()
      .execute((trx) => trx.insertInto('note').values({ body: 'a' }).execute())
      .then(() => log.push('committed'));
    await held.syncing();
    // A read on the writer's connection waits for the sync too.
    const read = bodies(db).then((rows) => log.push(`read ${rows.join(',')}`));
    await turn();
    log.push('synced');
    held.release();
    await Promise.all([write, read]);
    expect(log).toEqual(['synced', 'committed', 'read a']);
    expect(held.syncs).toBe(1);
  });

  it('hands the connection on while a commit syncs, answering nothing before it is on disk', async () => {
    const log: string[] = [];
    const first = db
      .transaction()
      .execute((trx) => trx.insertInto('note').values({ body: 'a' }).execute())
      .then(() => log.push('first answered'));
    await held.syncing();
    // The next transaction runs, and sees the first one's row, while that commit syncs.
    const second = db
      .transaction()
      .execute(async (trx) => {
        const seen = await trx.selectFrom('note').select('body').execute();
        log.push(`second sees ${seen.map((r) => r.body).join(',')}`);
        await trx.insertInto('note').values({ body: 'b' }).execute();
      })
      .then(() => log.push('second answered'));
    const read = bodies(db).then((rows) => log.push(`read ${rows.join(',')}`));
    await turn();
    await turn();
    log.push('first synced');
    held.release();
    await first;
    await held.syncing();
    log.push('second synced');
    held.release();
    await Promise.all([second, read]);
    expect(log).toEqual([
      'second sees a',
      'first synced',
      'first answered',
      'second synced',
      'second answered',
      'read a,b',
    ]);
    expect(held.syncs).toBe(2);
  });

  it('syncs a change made outside a transaction, never a plain read', async () => {
    const write = db.insertInto('note').values({ body: 'a' }).execute();
    await held.syncing();
    held.release();
    await write;
    expect(await bodies(db)).toEqual(['a']);
    await db.selectFrom('note').selectAll().execute();
    await sql`select count(*) from note`.execute(db);
    expect(held.syncs).toBe(1);
  });

  it('answers a reader thread that sees a commit only once the commit is synced', async () => {
    const write = db.insertInto('note').values({ body: 'a' }).execute();
    await held.syncing();
    const log: string[] = [];
    const rowsBack = wal.asked();
    const read = bodies(reads).then((rows) => log.push(`read ${rows.join(',')}`));
    // The reader has read the committed row; its answer waits for the sync.
    await rowsBack;
    await turn();
    log.push('synced');
    held.release();
    await Promise.all([write, read]);
    expect(log).toEqual(['synced', 'read a']);
  });

  it('fails a commit whose sync fails, and every write and read after it', async () => {
    const write = db
      .transaction()
      .execute((trx) => trx.insertInto('note').values({ body: 'a' }).execute());
    await held.syncing();
    held.release(new Error('EIO: i/o error, fdatasync'));
    await expect(write).rejects.toThrow(WalSyncError);
    await expect(write).rejects.toThrow(
      'The database could not be saved to disk (EIO: i/o error, fdatasync): restart Tena once the disk is working again.',
    );
    await expect(db.insertInto('note').values({ body: 'b' }).execute()).rejects.toThrow(
      WalSyncError,
    );
    await expect(bodies(reads)).rejects.toThrow(WalSyncError);
  });
});

describe('openDatabase on SQLite', () => {
  it('runs the writer with synchronous=NORMAL, its commits synced by WalSync', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-durable-open-'));
    try {
      const database = await openDatabase({ dataDir, sqliteReaders: 0 });
      const [row] = (await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db))
        .rows;
      expect(row?.synchronous).toBe(1);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
