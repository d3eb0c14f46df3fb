// A model's FTS5 search index on SQLite (search-index.ts): kept in step by triggers, the update
// trigger firing only for an UPDATE that sets a searched field.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../src/server/db/connect';
import type { AnyDb } from '../../../src/server/models/any-db';
import { searchMatch, syncSearchIndex } from '../../../src/server/models/search-index';
import type { TablePlan } from '../../../src/server/models/table-plan';

const plan = { table: 'm_note' } as TablePlan;
const FIELDS = ['title', 'body'];

describe('SQLite search index', () => {
  let dir: string;
  let database: Database;
  let db: AnyDb;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tena-search-index-'));
    database = await openDatabase({ dataDir: dir, sqliteReaders: 0 });
    db = database.db as unknown as AnyDb;
    await sql`create table m_note (id integer primary key, title text, body text, status text)`.execute(
      db,
    );
    await sql`insert into m_note (title, body, status) values ('Amoxicillin', 'capsules', 'Active')`.execute(
      db,
    );
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const found = async (word: string) =>
    (
      await sql<{
        id: number;
      }>`select rowid as id from m_note__search where m_note__search match ${searchMatch([word], FIELDS)}`.execute(
        db,
      )
    ).rows.map((row) => row.id);
  const updateTrigger = async () =>
    (
      await sql<{
        sql: string;
      }>`select sql from sqlite_master where type = 'trigger' and name = 'm_note__search_au'`.execute(
        db,
      )
    ).rows[0]?.sql ?? '';
  const signature = async () =>
    (
      await db
        .selectFrom('tena_columns')
        .select('logical_type')
        .where('table_name', '=', 'm_note')
        .where('column_name', '=', '__search')
        .executeTakeFirst()
    )?.logical_type;

  it('rewrites an entry when its searched fields change, not for another field', async () => {
    await db.transaction().execute((trx) => syncSearchIndex(trx, plan, FIELDS));
    expect(await updateTrigger()).toContain('after update of "title", "body" on "m_note"');
    expect(await found('Amoxicillin')).toEqual([1]);
    await sql`update m_note set status = 'Cancelled' where id = 1`.execute(db);
    expect(await found('Amoxicillin')).toEqual([1]);
    await sql`update m_note set title = 'Ceftriaxone' where id = 1`.execute(db);
    expect(await found('Amoxicillin')).toEqual([]);
    expect(await found('Ceftriaxone')).toEqual([1]);
    await sql`delete from m_note where id = 1`.execute(db);
    expect(await found('Ceftriaxone')).toEqual([]);
  });

  it("replaces only an older index's update trigger, keeping its entries", async () => {
    // An index made before the update trigger named its fields: every UPDATE rewrote the entry.
    await db.transaction().execute((trx) => syncSearchIndex(trx, plan, FIELDS));
    await sql`drop trigger m_note__search_au`.execute(db);
    await sql`create trigger m_note__search_au after update on m_note begin insert into m_note__search(m_note__search, rowid, title, body) values ('delete', old.id, old.title, old.body); insert into m_note__search(rowid, title, body) values (new.id, new.title, new.body); end`.execute(
      db,
    );
    await db
      .updateTable('tena_columns')
      .set({ logical_type: 'title,body' })
      .where('table_name', '=', 'm_note')
      .where('column_name', '=', '__search')
      .execute();
    // An entry the table does not hold: a rebuild would drop it, replacing the trigger keeps it.
    await sql`insert into m_note__search (rowid, title, body) values (99, 'Kept entry', '')`.execute(
      db,
    );
    await db.transaction().execute((trx) => syncSearchIndex(trx, plan, FIELDS));
    expect(await updateTrigger()).toContain('after update of "title", "body" on "m_note"');
    expect(await signature()).toBe('title,body|update-of');
    expect(await found('Kept entry')).toEqual([99]);
    expect(await found('Amoxicillin')).toEqual([1]);
  });

  it('rebuilds the index when the searched fields change, and drops it when none are', async () => {
    await db.transaction().execute((trx) => syncSearchIndex(trx, plan, FIELDS));
    await db.transaction().execute((trx) => syncSearchIndex(trx, plan, ['body']));
    expect(await signature()).toBe('body|update-of');
    expect(await updateTrigger()).toContain('after update of "body" on "m_note"');
    await db.transaction().execute((trx) => syncSearchIndex(trx, plan, []));
    expect(await signature()).toBeUndefined();
    expect(await updateTrigger()).toBe('');
  });
});
