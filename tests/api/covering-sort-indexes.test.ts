// SQLite: each list column's sort index carries the searched text, so a searched, sorted
// list page tests its search on index entries alone (see covering-sort-indexes.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connect';
import type { AnyDb } from '../../src/server/models/any-db';
import { ModelSync } from '../../src/server/models/sync';
import { sqliteTestDatabase, type TestDatabase } from '../helpers/databases';
import { shippedRegistry } from '../helpers/registry';

const PATIENT_SEARCH = ['mrn', 'first_name', 'middle_name', 'last_name', 'phone'];

describe('covering sort indexes on SQLite', () => {
  let target: TestDatabase;
  let database: Database;
  let db: AnyDb;
  const models = shippedRegistry().models;
  const patient = models.patient;
  if (!patient) throw new Error('the shipped registry has no patient model');

  beforeAll(async () => {
    target = sqliteTestDatabase();
    database = await target.open();
    db = database.db as unknown as AnyDb;
    const results = await new ModelSync(db, models).run(Object.keys(models).sort());
    expect(results.filter((r) => r.status !== 'ok')).toEqual([]);
  });
  afterAll(async () => {
    await database?.close();
    await target?.dispose();
  });

  /** Index name -> its keys in order: a column's name, or its SQL for an expression. */
  const patientIndexes = () => tableIndexes('m_patient');

  async function tableIndexes(table: string) {
    const { rows } = await sql<{
      name: string;
      sql: string;
    }>`select name, sql from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(
      db,
    );
    const out = new Map<string, string[]>();
    for (const { name, sql: definition } of rows) {
      const { rows: keys } = await sql<{
        name: string | null;
      }>`select name from pragma_index_info(${name}) order by seqno`.execute(db);
      out.set(
        name,
        // pragma_index_info names no expression; the definition ends with it.
        keys.map((k) => k.name ?? definition.slice(definition.indexOf(', (') + 2, -1)),
      );
    }
    return out;
  }

  const searchedText = (columns: string[]) =>
    `(${columns.map((c) => `coalesce("${c}", '')`).join(' || char(31) || ')})`;

  it('gives every list column of patient an index of (column, id, deleted_at, searched text)', async () => {
    const indexes = await patientIndexes();
    for (const column of patient.list?.columns ?? []) {
      expect(indexes.get(`ix_m_patient_${column}_list`)).toEqual([
        column,
        'id',
        'deleted_at',
        searchedText(PATIENT_SEARCH),
      ]);
      // The plain index it replaces is not kept beside it (every write would update both).
      expect(indexes.has(`ix_m_patient_${column}`)).toBe(false);
    }
  });

  it('answers a searched page sorted on a list column from the index alone', async () => {
    const { rows } = await sql<{ detail: string }>`explain query plan
      select id from m_patient where deleted_at is null
      and ${sql.raw(searchedText(PATIENT_SEARCH))} like '%mar%' escape '\\'
      order by first_name asc, id asc limit 25`.execute(db);
    expect(rows.map((r) => r.detail).join(' | ')).toBe(
      'SCAN m_patient USING COVERING INDEX ix_m_patient_first_name_list',
    );
  });

  it('puts the searched text only in the indexes of the sorts a list names in searchedSorts', async () => {
    // charge names its default sort alone: the other list columns' indexes are plain.
    const charge = models.charge;
    expect(charge?.list?.searchedSorts).toEqual(['charged_at']);
    const indexes = await tableIndexes('m_charge');
    const text = searchedText(charge?.list?.search ?? []);
    expect(indexes.get('ix_m_charge_charged_at_list')).toEqual([
      'charged_at',
      'id',
      'deleted_at',
      text,
    ]);
    for (const column of (charge?.list?.columns ?? []).filter((c) => c !== 'charged_at'))
      expect(indexes.get(`ix_m_charge_${column}_list`)).toEqual([column, 'id', 'deleted_at']);
    // A searched page sorted on a plain one still walks its index (reading rows to test).
    const { rows } = await sql<{ detail: string }>`explain query plan
      select id from m_charge where deleted_at is null
      and ${sql.raw(text)} like '%chg%' escape '\\'
      order by amount asc, id asc limit 25`.execute(db);
    expect(rows.map((r) => r.detail).join(' | ')).toBe(
      'SCAN m_charge USING INDEX ix_m_charge_amount_list',
    );
  });

  it('changes nothing on a second sync, and rebuilds the indexes when the searched columns change', async () => {
    const before = await patientIndexes();
    await new ModelSync(db, models).run(['patient']);
    expect(await patientIndexes()).toEqual(before);

    const narrower = {
      ...patient,
      list: { ...patient.list, columns: patient.list?.columns ?? [], search: ['mrn', 'phone'] },
    };
    const results = await new ModelSync(db, { ...models, patient: narrower }).run(['patient']);
    expect(results).toEqual([{ model: 'patient', status: 'ok' }]);
    const after = await patientIndexes();
    expect(after.get('ix_m_patient_first_name_list')).toEqual([
      'first_name',
      'id',
      'deleted_at',
      searchedText(['mrn', 'phone']),
    ]);
    expect(after.get('ix_m_patient_mrn_list')).toEqual([
      'mrn',
      'id',
      'deleted_at',
      searchedText(['mrn', 'phone']),
    ]);
  });
});
