// A list search is read as words: every word must be found in some searched field, in any
// order (README "Models"). Both databases, on a rare term (the trigram index's matches, sorted)
// and on a common one (past 1,000 matches SQLite walks the sort index testing each word), with
// words shorter than the index takes and soft-deleted rows left out of page and total.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyDb } from '../../src/server/models/any-db';
import { encodeColumns } from '../../src/server/models/record-writes';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Row = Record<string, unknown>;
const COMMON = 1_200;

describe.each(dialectCases)('list search by words on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let doctor: Record<string, string>;

  beforeAll(async () => {
    if (skip) return;
    const app = suite.app;
    await app.ready();
    doctor = (await signIn(app, demoEmail('Doctor'))).headers;
    // Many patients at once, stored as the model service stores them: 1,200 named Qelemwork,
    // a third of them Zenebech by family, and two others for the words across fields.
    const rt = app.models.runtime('patient');
    const empty = Object.fromEntries(rt.plan.columns.map((column) => [column.name, null]));
    const stamp = new Date().toISOString();
    const row = (i: number, values: Row) => ({
      ...empty,
      ...encodeColumns(rt, { sex: 'Female', phone: `9${String(10_000_000 + i)}`, ...values }),
      version: 1,
      created_at: stamp,
      updated_at: stamp,
    });
    const rows = Array.from({ length: COMMON }, (_, i) =>
      row(i, {
        first_name: 'Qelemwork',
        middle_name: 'Alemu',
        last_name: i % 3 === 0 ? 'Zenebech' : 'Bekele',
      }),
    );
    rows.push(row(COMMON, { first_name: 'Yewubdar', middle_name: 'Hailu', last_name: 'Gizaw' }));
    rows.push(row(COMMON + 1, { first_name: 'Gizaw', middle_name: 'Yewub', last_name: 'Hailu' }));
    const db = app.database.db as unknown as AnyDb;
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto(rt.plan.table)
        .values(rows.slice(i, i + 200))
        .execute();
    // One of the common ones is deleted: never listed, never counted.
    await sql`update ${sql.table(rt.plan.table)} set deleted_at = ${stamp} where id = (select min(id) from ${sql.table(rt.plan.table)} where last_name = 'Zenebech')`.execute(
      db,
    );
    if (app.database.dialect === 'postgres') await sql`analyze`.execute(db);
  }, 60_000);

  const search = async (q: string, more = '') => {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/models/patient?q=${encodeURIComponent(q)}&pageSize=25${more}`,
      headers: doctor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { rows: Row[]; total: number };
  };

  it.skipIf(skip)('finds records holding every word, each in any field, in any order', async () => {
    const names = async (q: string) =>
      (await search(q)).rows.map((r) => `${r.first_name} ${r.middle_name} ${r.last_name}`).sort();
    const both = ['Gizaw Yewub Hailu', 'Yewubdar Hailu Gizaw'];
    expect(await names('yewub gizaw')).toEqual(both);
    expect(await names('GIZAW   yewub')).toEqual(both);
    expect(await names('hailu gizaw yewubdar')).toEqual(['Yewubdar Hailu Gizaw']);
    // A word that is in no field of a record leaves it out, whatever the others find.
    expect(await names('yewub gizaw bekele')).toEqual([]);
    // Words shorter than three characters are found too, beside longer ones or alone.
    expect(await names('gizaw ye')).toEqual(both);
    expect(await names('dar ha')).toEqual(['Yewubdar Hailu Gizaw']);
  });

  it.skipIf(skip)('pages a common term in sort order, with the right total', async () => {
    const zenebech = Math.ceil(COMMON / 3) - 1;
    // The index finds 1,200 for 'qelemwork' alone: past 1,000, SQLite walks the sort index.
    for (const q of ['qelemwork zenebech', 'zenebech qelemwork', 'qelemwork ze', 'zenebech q']) {
      const first = await search(q, '&sort=first_name&page=1');
      expect(first.total, q).toBe(zenebech);
      expect(first.rows).toHaveLength(25);
      const second = await search(q, '&sort=first_name&page=2');
      const rows = [...first.rows, ...second.rows];
      expect(rows.every((r) => r.last_name === 'Zenebech' && r.first_name === 'Qelemwork')).toBe(
        true,
      );
      const ids = rows.map((r) => Number(r.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    expect((await search('qelemwork')).total).toBe(COMMON - 1);
    expect((await search('alemu qelemwork', '&sort=last_name')).total).toBe(COMMON - 1);
    expect((await search('qelemwork bekele alemu')).total).toBe(COMMON - zenebech - 1);
  });
});
