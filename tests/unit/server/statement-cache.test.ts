import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../src/server/db/statement-cache';

describe('the SQLite statement cache', () => {
  let handle: SQLite.Database;
  afterEach(() => {
    if (handle.open) handle.close();
  });

  function open(size?: number) {
    handle = new SQLite(':memory:');
    handle.exec('create table t (id integer primary key, name text)');
    return withStatementCache(handle, size);
  }

  it('prepares a statement once and reuses it for the same SQL', () => {
    const db = open();
    const first = db.prepare('select * from t');
    expect(db.prepare('select * from t')).toBe(first);
    expect(db.prepare('select id from t')).not.toBe(first);
  });

  it('forgets the least recently used statement beyond its size', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const db = open();
    handle.exec("insert into t (name) values ('a'), ('b')");
    const cached = db.prepare('select * from t');
    const rows = cached.iterate([]);
    rows.next();
    const other = db.prepare('select * from t');
    expect(other).not.toBe(cached);
    expect(other.all([])).toHaveLength(2);
    rows.return?.();
  });

  it('sees a table changed after the statement was cached', () => {
    const db = open();
    expect(db.prepare('select * from t').all([])).toEqual([]);
    handle.exec("alter table t add column extra text default 'x'");
    handle.exec("insert into t (name) values ('a')");
    expect(db.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'a', extra: 'x' }]);
  });

  it('closes the database', () => {
    const db = open();
    db.close();
    expect(handle.open).toBe(false);
  });
});
