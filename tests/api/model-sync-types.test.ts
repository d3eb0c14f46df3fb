// A field's type change: applied when every stored value converts without loss (or the column
// is empty), refused for that model otherwise, with the field, the count and an example.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { syncEverything, useFixtureModelApp } from '../helpers/fixture-model';
import { patientBody } from '../helpers/patients';
import type { RegistryDir } from '../helpers/registry-dir';
import { foreignKeys, indexedColumns, storedValues } from '../helpers/sync-introspection';

type Headers = Record<string, string>;
type Fields = Record<string, Record<string, unknown>>;

const FIRST_TYPES: Fields = {
  name: { type: 'text' },
  code: { type: 'text' },
  link: { type: 'text' },
  amount: { type: 'number' },
  fee: { type: 'currency' },
  flag: { type: 'checkbox' },
  taken_on: { type: 'date' },
  count_text: { type: 'text' },
  price_text: { type: 'text' },
  whole: { type: 'number' },
};

/** The types once the conversions below have run (each test builds on the one before). */
const AFTER_CONVERSIONS: Fields = {
  ...FIRST_TYPES,
  link: { type: 'select', ref: 'patient' },
  code: { type: 'number' },
  amount: { type: 'number' },
  fee: { type: 'number' },
  flag: { type: 'text' },
  taken_on: { type: 'text' },
  count_text: { type: 'number' },
  price_text: { type: 'currency' },
  whole: { type: 'currency' },
};

/** `reading`, its fields typed as given; code is a list column and searched. */
function readingSchema(types: Fields) {
  const fields = Object.fromEntries(
    Object.entries(types).map(([name, field]) => [name, { label: name, group: 'main', ...field }]),
  );
  return {
    title: 'Reading',
    groups: [{ id: 'main', name: 'Main' }],
    fields,
    list: { columns: ['name', 'code', 'count_text'], search: ['name', 'code'] },
  };
}

describe.each(dialectCases)('field type changes on $dialect', ({ make, skip }) => {
  const suite = useFixtureModelApp({ make, skip }, 'reading', readingSchema(FIRST_TYPES));
  let app: FastifyInstance;
  let registry: RegistryDir;
  let admin: Headers;
  let nurse: Headers;
  let patientId: number;
  const ids: number[] = [];
  beforeAll(async () => {
    if (skip) return;
    ({ app, registry, admin, nurse } = suite);
    const reception = (await signIn(app, 'reception@tena.demo')).headers;
    patientId = (
      await app.inject({
        method: 'POST',
        url: '/api/models/patient',
        headers: reception,
        payload: patientBody(),
      })
    ).json().id;
  });

  const syncReading = async (types: Fields) => {
    registry.writeSchema('reading', readingSchema(types));
    const results = await syncEverything(app, admin);
    expect(results.filter((r) => r.status !== 'ok' && r.model !== 'reading')).toEqual([]);
    return results.find((r) => r.model === 'reading');
  };
  const readings = (method: 'GET' | 'POST', url = '', payload?: object) =>
    app.inject({ method, url: `/api/models/reading${url}`, headers: nurse, payload });

  it.skipIf(skip)('creates the first readings', async () => {
    for (const [i, values] of [
      {
        amount: 0.5,
        fee: '1250.50',
        flag: true,
        count_text: '12',
        price_text: '30.25',
        whole: 2.5,
      },
      { amount: 12, fee: '0.05', flag: false, count_text: ' -7.5 ', price_text: '1,000', whole: 3 },
    ].entries()) {
      const created = await readings('POST', '', {
        name: `r${i}`,
        taken_on: '2026-01-15',
        ...values,
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
  });

  it.skipIf(skip)('an empty column retyped to a ref gets its foreign key', async () => {
    const retyped = { ...FIRST_TYPES, link: { type: 'select', ref: 'patient' } };
    expect(await syncReading(retyped)).toEqual({ model: 'reading', status: 'ok' });
    expect(await foreignKeys(app.database, 'm_reading')).toEqual([
      { column: 'link', target: 'm_patient' },
    ]);
    expect(await indexedColumns(app.database, 'm_reading')).toContain('link');
    const linked = await readings('POST', '', { name: 'linked', link: patientId });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ link: patientId });
  });

  it.skipIf(skip)(
    'an empty column with list, sort and search indexes is retyped, its indexes rebuilt',
    async () => {
      expect(
        await syncReading({
          ...FIRST_TYPES,
          link: { type: 'select', ref: 'patient' },
          code: { type: 'number' },
        }),
      ).toEqual({ model: 'reading', status: 'ok' });
      const indexed = await indexedColumns(app.database, 'm_reading');
      for (const column of ['link', 'code', 'name']) expect(indexed).toContain(column);
      const coded = await readings('POST', '', { name: 'coded', code: 42 });
      expect(coded.statusCode).toBe(201);
      expect(coded.json()).toMatchObject({ code: 42 });
      const sorted = await readings('GET', '?sort=code&direction=desc');
      expect(sorted.statusCode).toBe(200);
      expect(sorted.json().total).toBe(4);
      // The search index was built again, with the rows written before.
      const found = (await readings('GET', '?q=linked')).json();
      expect(found.rows.map((r: { name: string }) => r.name)).toEqual(['linked']);
      expect((await readings('GET', '?q=r1')).json().total).toBe(1);
      expect((await readings('GET', '?q=42')).json().total).toBe(1);
    },
  );

  it.skipIf(skip)('values that convert without loss are converted', async () => {
    const converted: Fields = {
      ...FIRST_TYPES,
      link: { type: 'select', ref: 'patient' },
      code: { type: 'number' },
      amount: { type: 'text' },
      fee: { type: 'text' },
      flag: { type: 'text' },
      taken_on: { type: 'text' },
      count_text: { type: 'number' },
      price_text: { type: 'currency' },
      whole: { type: 'currency' },
    };
    expect(await syncReading(converted)).toEqual({ model: 'reading', status: 'ok' });
    const rows = await Promise.all(ids.map(async (id) => (await readings('GET', `/${id}`)).json()));
    expect(rows).toMatchObject([
      { amount: '0.5', fee: '1250.50', flag: 'true', taken_on: '2026-01-15', count_text: 12 },
      { amount: '12', fee: '0.05', flag: 'false', count_text: -7.5, price_text: '1000.00' },
    ]);
    expect(rows[0]).toMatchObject({ price_text: '30.25', whole: '2.50' });
    expect(rows[1]).toMatchObject({ whole: '3.00' });
    // Sorted as numbers now: -7.5 before 12.
    const sorted = (await readings('GET', '?sort=count_text&direction=asc')).json().rows;
    expect(
      sorted
        .filter((r: { count_text: unknown }) => r.count_text !== null)
        .map((r: { name: string }) => r.name),
    ).toEqual(['r1', 'r0']);

    // And back: money to number, text to number.
    expect(
      await syncReading({ ...converted, fee: { type: 'number' }, amount: { type: 'number' } }),
    ).toEqual({ model: 'reading', status: 'ok' });
    expect((await readings('GET', `/${ids[0]}`)).json()).toMatchObject({
      fee: 1250.5,
      amount: 0.5,
    });
  });

  it.skipIf(skip)(
    'a value that would not convert refuses the model, touching nothing',
    async () => {
      const current = AFTER_CONVERSIONS;
      // name holds "r0", "r1", "linked" and "coded": not numbers. fee 1250.5 would fit money, but goes
      // nowhere either, since the model is refused as a whole.
      const result = await syncReading({
        ...current,
        name: { type: 'number' },
        fee: { type: 'currency' },
      });
      expect(result).toEqual({
        model: 'reading',
        status: 'error',
        error:
          'refused to sync m_reading: field "name" changed type from text to number, but 4 row(s) hold values that cannot become number (e.g. "r0")',
      });
      expect(await storedValues(app.database, 'm_reading', 'fee')).toEqual([
        1250.5,
        0.05,
        null,
        null,
      ]);
      expect(await storedValues(app.database, 'm_reading', 'name')).toEqual([
        'r0',
        'r1',
        'linked',
        'coded',
      ]);
      const closed = await readings('GET');
      expect(closed.statusCode).toBe(503);
      expect(closed.json().code).toBe('MODEL_NOT_SYNCED');

      // A change with no conversion at all (to a flag) names it too.
      const flagged = await syncReading({ ...current, amount: { type: 'checkbox' } });
      expect(flagged).toEqual({
        model: 'reading',
        status: 'error',
        error:
          'refused to sync m_reading: field "amount" changed type from number to boolean, which is applied to an empty column only, but 2 row(s) hold values (e.g. 0.5)',
      });

      expect(await syncReading(current)).toEqual({ model: 'reading', status: 'ok' });
      expect((await readings('GET')).json().total).toBe(4);
    },
  );

  it.skipIf(skip)(
    'a ref moved to another model takes the new key when empty, else is refused',
    async () => {
      const current = AFTER_CONVERSIONS;
      const ward = { type: 'select', ref: 'patient' };
      expect(await syncReading({ ...current, ward })).toEqual({ model: 'reading', status: 'ok' });
      expect(await foreignKeys(app.database, 'm_reading')).toContainEqual({
        column: 'ward',
        target: 'm_patient',
      });
      // Nothing stored in ward yet: its key follows the field to department.
      const moved = { ...current, ward: { ...ward, ref: 'department' } };
      expect(await syncReading(moved)).toEqual({ model: 'reading', status: 'ok' });
      const keys = await foreignKeys(app.database, 'm_reading');
      expect(keys).toContainEqual({ column: 'ward', target: 'm_department' });
      expect(keys).not.toContainEqual({ column: 'ward', target: 'm_patient' });
      // link holds a patient on one reading: that id means nothing among departments.
      const refused = await syncReading({ ...moved, link: { type: 'select', ref: 'department' } });
      expect(refused).toEqual({
        model: 'reading',
        status: 'error',
        error:
          'refused to sync m_reading: field "link" now refers to department records instead of patient records, which is applied to an empty column only, but 1 row(s) hold references',
      });
      expect(await foreignKeys(app.database, 'm_reading')).toContainEqual({
        column: 'link',
        target: 'm_patient',
      });
      expect(await syncReading(moved)).toEqual({ model: 'reading', status: 'ok' });
      expect((await readings('GET', `?filter[link]=${patientId}`)).json().total).toBe(1);
    },
  );
});
