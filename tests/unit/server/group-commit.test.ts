// Group commit on SQLite (group-commit.ts): writes queued while one runs share its commit, each
// in a savepoint of its own, and none is answered before that commit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../../src/server/db/group-commit';
import type { AnyDb, AnyTrx } from '../../../src/server/models/any-db';

describe('group commit', () => {
  let dir: string;
  let file: string;
  let db: AnyDb;
  let log: string[];
  let commits: number;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tena-group-commit-'));
    file = path.join(dir, 'tena.sqlite');
    const handle = new SQLite(file);
    handle.pragma('journal_mode = WAL');
    handle.exec('create table note (id integer primary key, body text not null)');
    commits = 0;
    db = new Kysely({
      dialect: new SqliteDialect({ database: handle }),
      // Kysely logs every statement its driver runs, the transactions' own included.
      log: (event) => {
        if (event.level === 'query' && /^commit/i.test(event.query.sql)) commits++;
      },
    });
    log = [];
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const note = (trx: AnyTrx, body: string) =>
    trx.insertInto('note').values({ body }).returning('id').executeTakeFirstOrThrow();
  const bodies = async () =>
    (await db.selectFrom('note').select('body').orderBy('id').execute()).map((r) => r.body);
  /** What another connection sees: only what is committed. */
  const onDisk = () => {
    const other = new SQLite(file, { readonly: true });
    try {
      return (other.prepare('select body from note order by id').all() as { body: string }[]).map(
        (r) => r.body,
      );
    } finally {
      other.close();
    }
  };

  it('answers writes queued together only after their shared commit, in order', async () => {
    const run = groupCommit(db);
    const write = (body: string) =>
      run(async (trx) => {
        log.push(`work ${body}`);
        await note(trx, body);
        return body;
      }).then((value) => {
        log.push(`answered ${value} (on disk: ${onDisk().join(',')})`);
        return value;
      });
    const answers = await Promise.all([write('a'), write('b'), write('c')]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(log).toEqual([
      'work a',
      'work b',
      'work c',
      'answered a (on disk: a,b,c)',
      'answered b (on disk: a,b,c)',
      'answered c (on disk: a,b,c)',
    ]);
    expect(commits).toBe(1);
  });

  it('rolls a refused write back alone; the others of its group stand', async () => {
    const run = groupCommit(db);
    const refused = new Error('b is refused');
    const results = await Promise.allSettled([
      run((trx) => note(trx, 'a')),
      run(async (trx) => {
        await note(trx, 'b');
        throw refused;
      }),
      run((trx) => note(trx, 'c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBe(refused);
    expect(await bodies()).toEqual(['a', 'c']);
  });

  it('fails every write of a group whose transaction is lost, and goes on with the next', async () => {
    const run = groupCommit(db);
    const lost = new Error('the transaction is gone');
    const results = await Promise.allSettled([
      run((trx) => note(trx, 'a')),
      run(async (trx) => {
        // What SQLite does on a full disk: the whole transaction rolled back under the writes.
        await sql`rollback`.execute(trx);
        throw lost;
      }),
    ]);
    expect(results[0]?.status).toBe('rejected');
    expect((results[1] as PromiseRejectedResult).reason).toBe(lost);
    expect(await bodies()).toEqual([]);
    await run((trx) => note(trx, 'after'));
    expect(await bodies()).toEqual(['after']);
  });

  it('gives each write a transaction handle of its own', async () => {
    const run = groupCommit(db);
    const handles = await Promise.all([run(async (trx) => trx), run(async (trx) => trx)]);
    expect(handles[0]).not.toBe(handles[1]);
    expect(handles.every((trx) => trx.isTransaction)).toBe(true);
  });
});
