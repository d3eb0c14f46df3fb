// Child rows keep their ids across updates (issue 17 section 2), so another record can point
// at a line: kept rows are updated in place, new rows inserted, missing rows deleted, and an id
// that is not a row of this record refused. The history still shows what changed in the table.
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { created, usePickingModels } from '../helpers/picking-models';

type Row = Record<string, unknown>;

describe.each(dialectCases)('table row ids on $dialect', ({ make, skip }) => {
  const suite = usePickingModels({ make, skip });
  let xray: number;
  let dressing: number;
  beforeAll(async () => {
    if (skip) return;
    const { app, nurse } = suite;
    xray = (
      await created(app, nurse, 'tariff', {
        name: 'X-ray',
        price: '500.00',
        unit: 'film',
        state: 'Active',
      })
    ).id as number;
    dressing = (
      await created(app, nurse, 'tariff', {
        name: 'Dressing',
        price: '80.50',
        unit: 'each',
        state: 'Active',
      })
    ).id as number;
  });

  const put = (id: number, version: unknown, items: unknown) =>
    suite.app.inject({
      method: 'PUT',
      url: `/api/models/bill/${id}`,
      headers: suite.nurse,
      payload: { version, items },
    });

  it.skipIf(skip)(
    'an update keeps the ids of the rows it keeps, inserts new rows and deletes missing ones',
    async () => {
      const bill = await created(suite.app, suite.nurse, 'bill', {
        items: [
          { service: xray, quantity: 1 },
          { service: dressing, quantity: 2 },
          { service: dressing, quantity: 3 },
        ],
      });
      const [first, second, third] = bill.items as Row[];
      // The second row moves first and changes, the first goes, the third stays, one is new.
      const response = await put(bill.id as number, bill.version, [
        // A client recomputes the amount (or leaves it to the server).
        { ...second, quantity: 5, amount: '402.50' },
        third,
        { service: xray, quantity: 4 },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().items as Row[];
      expect(rows.map((row) => row.id).slice(0, 2)).toEqual([second?.id, third?.id]);
      expect(rows[0]).toMatchObject({ quantity: 5, amount: '402.50' });
      expect(rows[2]?.id).toEqual(expect.any(Number));
      expect([first?.id, second?.id, third?.id]).not.toContain(rows[2]?.id);

      const history = await suite.app.inject({
        method: 'GET',
        url: `/api/models/bill/${bill.id}/history`,
        headers: suite.nurse,
      });
      const last = history.json().rows.at(-1);
      expect(last.action).toBe('update');
      expect(last.changes.items.from).toEqual(bill.items);
      // The rows as stored, the new one with the id it was given.
      expect(last.changes.items.to).toEqual(rows);
    },
  );

  it.skipIf(skip)(
    'refuses an id that is not a row of this record, naming the table and row, and changes nothing',
    async () => {
      const other = await created(suite.app, suite.nurse, 'bill', {
        items: [{ service: xray, quantity: 1 }],
      });
      const bill = await created(suite.app, suite.nurse, 'bill', {
        items: [
          { service: xray, quantity: 1 },
          { service: dressing, quantity: 1 },
        ],
      });
      const rows = bill.items as Row[];
      const foreign = (other.items as Row[])[0]?.id as number;
      const response = await put(bill.id as number, bill.version, [
        ...rows,
        { id: foreign, service: xray, quantity: 1 },
        { id: 999_999, service: xray, quantity: 1 },
      ]);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().details).toEqual([
        {
          field: 'items[2].id',
          message: `Items row 3: ${foreign} is not a row of this bill (and 1 more row)`,
        },
      ]);
      const again = await suite.app.inject({
        method: 'GET',
        url: `/api/models/bill/${bill.id}`,
        headers: suite.nurse,
      });
      expect(again.json().items).toEqual(rows);
      expect(again.json().version).toBe(bill.version);
    },
  );

  it.skipIf(skip)('refuses a row id sent twice, and any row id on a new record', async () => {
    const bill = await created(suite.app, suite.nurse, 'bill', {
      items: [{ service: xray, quantity: 1 }],
    });
    const row = (bill.items as Row[])[0] as Row;
    const twice = await put(bill.id as number, bill.version, [row, { ...row, quantity: 2 }]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details).toEqual([
      { field: 'items[1].id', message: `Items row 2: ${row.id} is already row 1` },
    ]);
    const fresh = await suite.app.inject({
      method: 'POST',
      url: '/api/models/bill',
      headers: suite.nurse,
      payload: { items: [{ id: row.id, service: xray, quantity: 1 }] },
    });
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().details).toEqual([
      { field: 'items[0].id', message: `Items row 1: ${row.id} is not a row of this bill` },
    ]);
    const junk = await put(bill.id as number, bill.version, [{ ...row, id: 'first' }]);
    expect(junk.statusCode).toBe(422);
    expect(junk.json().details).toEqual([
      { field: 'items[0].id', message: 'Items row 1: id must be the id of a stored row' },
    ]);
  });

  it.skipIf(skip)('an update that leaves the table out keeps its rows and their ids', async () => {
    const patient = (await created(suite.app, suite.reception, 'patient', patientBody())).id;
    const bill = await created(suite.app, suite.nurse, 'bill', {
      items: [{ service: xray, quantity: 2 }],
    });
    const response = await suite.app.inject({
      method: 'PUT',
      url: `/api/models/bill/${bill.id}`,
      headers: suite.nurse,
      payload: { version: bill.version, patient },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual(bill.items);
  });
});
