import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, DatabaseOpenError, openDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { dialectCases, sqliteTestDatabase, type TestDatabase } from '../helpers/databases';

describe.each(dialectCases)('database on $dialect', ({ dialect, make, skip }) => {
  let target: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    if (skip) return;
    target = make();
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
    await target?.dispose();
  });

  it.skipIf(skip)('connects and reports its dialect', async () => {
    expect(database.dialect).toBe(dialect);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(Number(rows[0]?.one)).toBe(1);
  });

  it.skipIf(skip)('round-trips a row', async () => {
    const value = `written on ${dialect} ${Date.now()} — ünïcødé`;
    await database.db.insertInto('tena_meta').values({ key: 'round-trip', value }).execute();
    const row = await database.db
      .selectFrom('tena_meta')
      .selectAll()
      .where('key', '=', 'round-trip')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ key: 'round-trip', value });
  });

  it.skipIf(skip)(
    'reads beside an open write transaction, seeing only what was committed',
    async () => {
      const read = () =>
        database.reads
          .selectFrom('tena_meta')
          .select('value')
          .where('key', '=', 'beside-a-writer')
          .executeTakeFirst();
      await database.db.transaction().execute(async (trx) => {
        await trx.insertInto('tena_meta').values({ key: 'beside-a-writer', value: 'v1' }).execute();
        // On SQLite a reader thread answers at once (the main connection is the writer's until
        // commit); on PostgreSQL another pooled connection does.
        expect(await read()).toBeUndefined();
      });
      expect(await read()).toEqual({ value: 'v1' });
    },
  );

  it.skipIf(skip)('migrates idempotently: a second run changes nothing', async () => {
    await migrateToLatest(database.db);
    const row = await database.db
      .selectFrom('tena_meta')
      .select('value')
      .where('key', '=', 'round-trip')
      .executeTakeFirst();
    expect(row?.value).toContain(dialect);
  });
});

describe('opening failures', () => {
  it('uses WAL mode for the embedded SQLite file in the data folder', async () => {
    const target = sqliteTestDatabase();
    const database = await target.open();
    try {
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
        database.db,
      );
      expect(rows[0]?.journal_mode).toBe('wal');
    } finally {
      await database.close();
      await target.dispose();
    }
  });

  it('names the PostgreSQL database it cannot reach, without the password', async () => {
    const open = openDatabase({
      databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/x',
      dataDir: tmpdir(),
    });
    await expect(open).rejects.toBeInstanceOf(DatabaseOpenError);
    await expect(open).rejects.toThrow(
      /^Cannot connect to the PostgreSQL database at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/x: /,
    );
  });

  it('explains a data folder that cannot hold the SQLite file', async () => {
    const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'tena-block-')), 'a-file');
    writeFileSync(blocker, 'not a folder');
    await expect(openDatabase({ dataDir: blocker })).rejects.toThrow(
      /^Cannot open the SQLite database at .*a-file\/tena\.sqlite: /,
    );
  });
});
