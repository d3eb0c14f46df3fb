// Picking records of another model (issue 17 section 2): `ref` columns in tables (stored as
// ids, checked like top-level refs, shown by title), values fetched from the picked record
// (the server's copy, never the client's), per-row formulas the server computes and checks,
// and refFilter (a pick the filter does not offer is refused).
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { created, usePickingModels } from '../helpers/picking-models';

type Row = Record<string, unknown>;

describe.each(dialectCases)('picked records on $dialect', ({ make, skip }) => {
  const suite = usePickingModels({ make, skip });
  let xray: number;
  let retired: number;
  beforeAll(async () => {
    if (skip) return;
    const { app, nurse } = suite;
    const tariff = (body: Row) => created(app, nurse, 'tariff', body).then((r) => r.id as number);
    xray = await tariff({ name: 'X-ray', price: '500.00', unit: 'film', state: 'Active' });
    retired = await tariff({ name: 'Old scan', price: '90.00', unit: 'scan', state: 'Retired' });
  });

  const post = (payload: Row) =>
    suite.app.inject({ method: 'POST', url: '/api/models/bill', headers: suite.nurse, payload });

  it.skipIf(skip)(
    'stores the picked record as an id, fetches its price and unit, computes the amount exactly',
    async () => {
      const response = await post({
        items: [
          // The client's copies of price and unit are not trusted: the server reads its own.
          { service: xray, quantity: 10, rate: '1.00', unit: 'box', discount: '0.10' },
          { service: String(xray), quantity: '3' },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      const [first, second] = response.json().items as Row[];
      expect(first).toMatchObject({
        service: xray,
        unit: 'film',
        quantity: 10,
        rate: '500.00',
        discount: '0.10',
        amount: '4999.90',
      });
      expect(second).toMatchObject({
        service: xray,
        quantity: 3,
        rate: '500.00',
        amount: '1500.00',
      });
      // Shown by title in the detail: the answer names the picked records.
      const detail = await suite.app.inject({
        method: 'GET',
        url: `/api/models/bill/${response.json().id}`,
        headers: suite.nurse,
      });
      expect(detail.json().titles['items.service']).toEqual({ [String(xray)]: 'X-ray' });
    },
  );

  it.skipIf(skip)(
    'refuses a formula value that differs, naming the row, column, value expected and value sent',
    async () => {
      const response = await post({ items: [{ service: xray, quantity: 10, amount: '1.00' }] });
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual([
        {
          field: 'items[0].amount',
          message: 'Items row 1: Amount must be 5000.00 (quantity * rate - discount), not 1.00',
        },
      ]);
      const right = await post({ items: [{ service: xray, quantity: 10, amount: '5000' }] });
      expect(right.statusCode, right.body).toBe(201);
      expect((right.json().items as Row[])[0]?.amount).toBe('5000.00');
    },
  );

  it.skipIf(skip)('refuses a missing or deleted record, naming the row', async () => {
    const gone = await created(suite.app, suite.nurse, 'tariff', {
      name: 'Gone',
      price: '1.00',
      state: 'Active',
    });
    const removed = await suite.app.inject({
      method: 'DELETE',
      url: `/api/models/tariff/${gone.id}`,
      headers: suite.nurse,
    });
    expect(removed.statusCode).toBeLessThan(300);
    const response = await post({
      items: [
        { service: xray, quantity: 1 },
        { service: 999_999, quantity: 1 },
        { service: gone.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { field: 'items[1].service', message: 'Items row 2: no tariff record with id 999999' },
      { field: 'items[2].service', message: `Items row 3: no tariff record with id ${gone.id}` },
    ]);
    const junk = await post({ items: [{ service: 'X-ray', quantity: 1 }] });
    expect(junk.json().details).toEqual([
      {
        field: 'items[0].service',
        message: 'Items row 1: Service must be the id of a tariff record',
      },
    ]);
  });

  it.skipIf(skip)("refuses a pick the column's refFilter does not offer", async () => {
    const response = await post({ items: [{ service: retired, quantity: 1 }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        field: 'items[0].service',
        message:
          'Items row 1: Old scan is not one this bill may pick (its State must be one of Active)',
      },
    ]);
  });

  it.skipIf(skip)(
    'a kept row keeps what was fetched when it was picked; a new pick fetches again',
    async () => {
      const bill = await post({ items: [{ service: xray, quantity: 1 }] });
      const stored = bill.json();
      // The price changes after the pick.
      const tariff = await suite.app.inject({
        method: 'GET',
        url: `/api/models/tariff/${xray}`,
        headers: suite.nurse,
      });
      const repriced = await suite.app.inject({
        method: 'PUT',
        url: `/api/models/tariff/${xray}`,
        headers: suite.nurse,
        payload: { version: tariff.json().version, price: '650.00' },
      });
      expect(repriced.statusCode, repriced.body).toBe(200);
      const row = (stored.items as Row[])[0] as Row;
      const response = await suite.app.inject({
        method: 'PUT',
        url: `/api/models/bill/${stored.id}`,
        headers: suite.nurse,
        payload: {
          version: stored.version,
          items: [
            { ...row, quantity: 2, rate: '1.00', amount: null },
            { service: xray, quantity: 1 },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [kept, fresh] = response.json().items as Row[];
      expect(kept).toMatchObject({ id: row.id, rate: '500.00', amount: '1000.00' });
      expect(fresh).toMatchObject({ rate: '650.00', amount: '650.00' });
      await suite.app.inject({
        method: 'PUT',
        url: `/api/models/tariff/${xray}`,
        headers: suite.nurse,
        payload: { version: repriced.json().version, price: '500.00' },
      });
    },
  );

  it.skipIf(skip)(
    'a top-level field fetches from its picked record; refFilter "$name" reads the record',
    async () => {
      const patient = (await created(suite.app, suite.reception, 'patient', patientBody())).id;
      const other = (
        await created(suite.app, suite.reception, 'patient', patientBody({ first_name: 'Sara' }))
      ).id;
      const first = await post({ patient, main_service: xray, main_price: '3.00' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().main_price).toBe('500.00');
      const refused = await post({ patient, main_service: retired });
      expect(refused.json().details).toEqual([
        {
          field: 'main_service',
          message:
            'Main Service: Old scan is not one this bill may pick (its State must be Active)',
        },
      ]);
      const mine = await post({ patient, earlier: first.json().id });
      expect(mine.statusCode, mine.body).toBe(201);
      const theirs = await post({ patient: other, earlier: first.json().id });
      expect(theirs.statusCode).toBe(422);
      expect(theirs.json().details[0].field).toBe('earlier');
      // The patient the pick would need is named as the writer's lists name it...
      expect(theirs.json().details[0].message).toMatch(
        /^Earlier Bill: Bill #\d+ is not one this bill may pick \(its Patient must be Sara Kebede Tesfaye\)$/,
      );
      // ...and by its number to a writer who may not read patients.
      const unread = await suite.app.inject({
        method: 'POST',
        url: '/api/models/bill',
        headers: suite.clerk,
        payload: { patient: other, earlier: first.json().id },
      });
      expect(unread.statusCode).toBe(422);
      expect(unread.json().details).toEqual([
        {
          field: 'earlier',
          message: expect.stringMatching(
            new RegExp(`may pick \\(its Patient must be Patient #${other}\\)$`),
          ),
        },
      ]);
    },
  );
});
