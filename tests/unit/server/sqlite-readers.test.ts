// SQLite reader threads: reads beside the writer, on their own connections (sqlite-readers.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteReaderPool } from '../../../src/server/db/sqlite-readers';

describe('SQLite reader threads', () => {
  let dir: string;
  let file: string;
  let writer: SQLite.Database;
  let pool: SqliteReaderPool;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tena-readers-'));
    file = path.join(dir, 'tena.sqlite');
    writer = new SQLite(file);
    writer.pragma('journal_mode = WAL');
    writer.exec('create table note (id integer primary key, body text, data blob)');
    writer.prepare('insert into note (body) values (?)').run('first');
    pool = new SqliteReaderPool(file, 2);
  });
  afterEach(async () => {
    await pool.close();
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers rows as the main connection would, blobs as Buffers', async () => {
    writer.prepare('update note set data = ? where id = 1').run(Buffer.from([1, 2, 3]));
    const rows = await pool.query('select id, body, data from note where id = ?', [1]);
    expect(rows).toEqual([{ id: 1, body: 'first', data: Buffer.from([1, 2, 3]) }]);
    expect(Buffer.isBuffer(rows[0]?.data)).toBe(true);
    // A blob as a parameter is bound as one.
    expect(
      await pool.query('select id from note where data = ?', [Buffer.from([1, 2, 3])]),
    ).toEqual([{ id: 1 }]);
  });

  it('sees every write the main connection committed', async () => {
    expect(await pool.query('select count(*) as n from note', [])).toEqual([{ n: 1 }]);
    writer.prepare('insert into note (body) values (?)').run('second');
    expect(await pool.query('select count(*) as n from note', [])).toEqual([{ n: 2 }]);
  });

  it('reads while a transaction is open on the main connection, without its changes', async () => {
    writer.exec('begin immediate');
    writer.prepare('insert into note (body) values (?)').run('not yet committed');
    expect(await pool.query('select body from note order by id', [])).toEqual([{ body: 'first' }]);
    writer.exec('commit');
    expect(await pool.query('select count(*) as n from note', [])).toEqual([{ n: 2 }]);
  });

  it('refuses to write, and the table is unchanged', async () => {
    await expect(pool.query("insert into note (body) values ('sneaked in')", [])).rejects.toThrow(
      'a reader runs only statements that return rows',
    );
    await expect(
      pool.query("insert into note (body) values ('sneaked in') returning id", []),
    ).rejects.toThrow(/readonly|read-only|query_only/i);
    expect(writer.prepare('select count(*) as n from note').get()).toEqual({ n: 1 });
  });

  it("gives SQLite's own message and code for a bad statement", async () => {
    await expect(pool.query('select * from no_such_table', [])).rejects.toMatchObject({
      message: 'no such table: no_such_table',
      code: 'SQLITE_ERROR',
    });
    // The reader goes on answering afterwards.
    expect(await pool.query('select 1 as one', [])).toEqual([{ one: 1 }]);
  });

  it('spreads queries over its threads, starting no more than its size', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pool.query('select ? as i', [i])),
    );
    expect(answers.map((rows) => rows[0]?.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(pool.threads()).toHaveLength(2);
  });

  it('replaces a reader that stopped, refusing only what it had in hand', async () => {
    await pool.query('select 1', []);
    const [first] = pool.threads();
    if (!first) throw new Error('no reader started');
    const stopped = new Promise((resolve) => first.once('exit', resolve));
    // Long enough (a count to two million) to still be running when the thread is stopped.
    const inHand = pool.query(
      'with recursive c(x) as (select 1 union all select x + 1 from c where x < 2000000) select count(*) from c',
      [],
    );
    await first.terminate();
    await stopped;
    await expect(inHand).rejects.toThrow('A database reader stopped.');
    expect(await pool.query('select 2 as two', [])).toEqual([{ two: 2 }]);
    expect(pool.threads()).not.toContain(first);
  });

  it('answers what was sent before close, and refuses what comes after', async () => {
    const before = pool.query('select 3 as three', []);
    await pool.close();
    expect(await before).toEqual([{ three: 3 }]);
    await expect(pool.query('select 4', [])).rejects.toThrow('The database is closed.');
    expect(pool.threads()).toHaveLength(0);
  });
});
