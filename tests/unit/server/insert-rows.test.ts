// The multi-row insert every write uses (src/server/db/insert-rows.ts), on both databases: rows
// naming the same columns or not (a row's missing columns are null), the new ids answered in the
// rows' order, more rows than one statement takes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/connect';
import { insertRows, insertRowsReturningIds } from '../../../src/server/db/insert-rows';
import { dialectCases, type TestDatabase } from '../../helpers/databases';

describe.each(dialectCases)('insertRows on $dialect', ({ dialect, make, skip }) => {
  let test: TestDatabase;
  let database: Database;
  const table = 'perf2_insert_rows';
  const rowsOf = async () =>
    (
      await sql<{
        id: number;
        name: string;
        quantity: number | null;
      }>`select "id", "name", "quantity" from ${sql.table(table)} order by "id"`.execute(
        database.db,
      )
    ).rows.map((row) => ({ ...row, id: Number(row.id) }));

  beforeAll(async () => {
    if (skip) return;
    test = make();
    database = await test.open();
    const id = dialect === 'sqlite' ? sql`integer primary key` : sql`serial primary key`;
    await sql`create table ${sql.table(table)} (${sql.ref('id')} ${id}, "name" text not null, "quantity" integer)`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    if (skip) return;
    await database.close();
    await test.dispose();
  });

  it.skipIf(skip)('answers the ids in the rows order, same columns or not', async () => {
    const same = await insertRowsReturningIds(database.db, table, [
      { name: "it's a ?", quantity: 1 },
      { name: '$1 each', quantity: 2 },
    ]);
    // The second row leaves quantity out, the third names it undefined: both stored as null.
    const differing = await insertRowsReturningIds(database.db, table, [
      { name: 'c', quantity: 3 },
      { name: 'd' },
      { name: 'e', quantity: undefined },
    ]);
    await insertRows(database.db, table, [{ name: 'f', quantity: 6 }]);
    const rows = await rowsOf();
    expect(rows.map((row) => row.id)).toEqual([...same, ...differing, rows[5]?.id]);
    expect(rows.map((row) => [row.name, row.quantity])).toEqual([
      ["it's a ?", 1],
      ['$1 each', 2],
      ['c', 3],
      ['d', null],
      ['e', null],
      ['f', 6],
    ]);
  });

  it.skipIf(skip)('inserts more rows than one statement takes, in order', async () => {
    const names = Array.from({ length: 1203 }, (_, i) => ({ name: `bulk ${i}`, quantity: i }));
    const ids = await insertRowsReturningIds(database.db, table, names);
    expect(ids).toHaveLength(1203);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const stored = (await rowsOf()).filter((row) => row.name.startsWith('bulk '));
    expect(stored.map((row) => row.id)).toEqual(ids);
    expect(stored.map((row) => row.quantity)).toEqual(names.map((row) => row.quantity));
  });
});
