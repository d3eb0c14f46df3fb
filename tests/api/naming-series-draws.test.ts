// Where a write draws its record's number (naming-series.ts): on PostgreSQL on the database's
// own counters pool, each draw committed at once, so the series' counter row is not held
// locked until the write's commit (every other write of the series would wait for it); on
// SQLite inside the write's transaction, whose rollback returns the number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connect';
import { drawNamesOutside, nextName } from '../../src/server/models/naming-series';
import { dialectCases, type TestDatabase } from '../helpers/databases';

const NAMING = { field: 'number', pattern: 'DRAW-{seq:4}' };
const AT = new Date('2026-11-27T10:00:00Z');

/** Rolls the transaction back after `work`, answering what it answered. */
class RolledBack<T> {
  constructor(readonly value: T) {}
}

describe.each(dialectCases)('numbers drawn for a write on $dialect', ({ dialect, make, skip }) => {
  let test: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    if (skip) return;
    test = make();
    database = await test.open();
  });
  afterAll(async () => {
    if (skip) return;
    await database.close();
    await test.dispose();
  });

  /** The series' counter as another connection sees it now (committed only). */
  const counter = async () => {
    const row = await database.db
      .selectFrom('naming_series')
      .select('value')
      .where('series', '=', 'drawTest:DRAW-#')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.value);
  };

  /** Draws a number in a write transaction that then rolls back; what was seen meanwhile. */
  const drawAndRollBack = async () => {
    try {
      await database.db.transaction().execute(async (trx) => {
        if (database.counters) drawNamesOutside(trx, database.counters);
        const name = await nextName(trx, 'drawTest', NAMING, AT);
        // On PostgreSQL another connection sees the counter moved while this write is still
        // open: the draw's own transaction has committed, so its row lock is gone.
        const seen = dialect === 'postgres' ? await counter() : undefined;
        throw new RolledBack({ name, seen });
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.value as { name: string; seen?: number };
      throw error;
    }
    throw new Error('the transaction was to roll back');
  };

  it.skipIf(skip)(
    dialect === 'postgres'
      ? 'commits each draw at once, on a pool of its own: a rolled-back write leaves a gap'
      : 'draws in the write transaction: a rolled-back write returns its number',
    async () => {
      expect(Boolean(database.counters)).toBe(dialect === 'postgres');
      const first = await drawAndRollBack();
      expect(first.name).toBe('DRAW-0001');
      if (dialect === 'postgres') {
        expect(first.seen).toBe(1);
        expect(await counter()).toBe(1);
      } else {
        expect(await counter()).toBeUndefined();
      }
      const second = await drawAndRollBack();
      expect(second.name).toBe(dialect === 'postgres' ? 'DRAW-0002' : 'DRAW-0001');
      // Concurrent draws never share a number, wherever they are drawn.
      const names = await Promise.all(
        Array.from({ length: 5 }, () =>
          database.db.transaction().execute((trx) => {
            if (database.counters) drawNamesOutside(trx, database.counters);
            return nextName(trx, 'drawTest', NAMING, AT);
          }),
        ),
      );
      expect(new Set(names).size).toBe(5);
    },
  );
});
