// Charge capture (issue 17 section 3): a lab request and a radiology request make unbilled
// charges at the payer's rate; cancelling voids them, and is refused once billed. A lab request
// charges one Laboratory service per test, the one with the test's code (issue 19: the catalogue
// keeps it in step with the test). A visit's check-in: billing-visit-charges.test.ts.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { brief, chargeCalls, invoiceBody, type Row } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';
import { type LabCatalogue, labCatalogue } from '../helpers/lab-fixtures';

type Headers = Record<string, string>;
const CANCEL = { cancellation_reason: 'Ordered in error' };

describe.each(dialectCases)('charge capture on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  let f: ChargeFixtures;
  let lab: LabCatalogue;
  /** The Laboratory services the catalogue made for its tests, by test. */
  const services = {} as Record<'cbc' | 'electrolytes' | 'malaria', number>;
  const h = {} as Record<'doctor' | 'labCashier' | 'finance', Headers>;
  const { call, move, chargesOf } = chargeCalls(
    () => app,
    () => h.labCashier,
  );

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    h.doctor = (await signIn(app, 'doctor@tena.demo')).headers;
    h.labCashier = (await signIn(app, 'lab-cashier@tena.demo')).headers;
    h.finance = (await signIn(app, 'finance-head@tena.demo')).headers;
    // Where the laboratory's services are filed: its income account (laboratory.test-service).
    await create(app, h.finance, 'account', {
      code: '4200',
      name: 'Laboratory Income',
      account_type: 'Income',
    });
    lab = await labCatalogue(app);
    for (const [key, code] of [
      ['cbc', 'CBC'],
      ['electrolytes', 'ELEC'],
      ['malaria', 'BF'],
    ] as const) {
      const listed = await call('GET', `service?filter[code]=${code}`, h.finance);
      services[key] = (listed.json().rows as Row[])[0]?.id as number;
    }
    // The insurer's own price of a CBC.
    await create(app, h.finance, 'servicePrice', {
      service: services.cbc,
      payer: f.insurer,
      rate: '400.00',
      valid_from: '2020-01-01',
    });
  }, 60_000);

  const rows = (tests: number[]) => tests.map((test) => ({ test }));

  /** A doctor's edit of a lab request's tests, at the version they read. */
  async function editLabRequest(id: number, tests: number[]) {
    const { version } = (await call('GET', `labRequest/${id}`, h.doctor)).json();
    return call('PUT', `labRequest/${id}`, h.doctor, { version, tests: rows(tests) });
  }

  function labRequest(patient: number, tests: number[]) {
    return create(app, h.doctor, 'labRequest', {
      patient,
      tests: rows(tests),
      priority: 'Routine',
    });
  }

  /** A lab cashier's draft invoice billing these charges. */
  async function invoiceOf(patient: number, charges: Row[]) {
    const response = await call(
      'POST',
      'invoice',
      h.labCashier,
      invoiceBody(patient, 'Lab', charges),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  }

  it.skipIf(skip)('charges each test of a lab request, and follows its tests', async () => {
    expect(Object.values(services).every((id) => typeof id === 'number')).toBe(true);
    const id = await labRequest(f.patients.insured, [lab.tests.cbc, lab.tests.malaria]);
    const made = await chargesOf('labRequest', id);
    const request = (await call('GET', `labRequest/${id}`, h.doctor)).json();
    expect(made.map((c) => c.source_label)).toEqual([
      request.request_number,
      request.request_number,
    ]);
    // The insurer's price of a CBC; a blood film at cash price, the insurer having none.
    expect(brief(made)).toEqual([
      { service: services.cbc, rate: '400.00', amount: '400.00', status: 'Unbilled' },
      { service: services.malaria, rate: '150.00', amount: '150.00', status: 'Unbilled' },
    ]);
    expect(made.every((c) => c.cashier_point === 'Lab')).toBe(true);

    const changed = await editLabRequest(id, [lab.tests.cbc, lab.tests.electrolytes]);
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await chargesOf('labRequest', id);
    expect(after.map((c) => [c.id, c.status])).toEqual([
      [made[0]?.id, 'Unbilled'],
      [made[1]?.id, 'Void'],
      [expect.any(Number), 'Unbilled'],
    ]);
    expect(after[2]).toMatchObject({ service: services.electrolytes, amount: '600.00' });

    expect((await move('labRequest', id, 'Cancelled', h.doctor, CANCEL)).statusCode).toBe(200);
    expect((await chargesOf('labRequest', id)).map((c) => c.status)).toEqual([
      'Void',
      'Void',
      'Void',
    ]);
  });

  it.skipIf(skip)('charges no test whose service is inactive', async () => {
    const listed = await call('GET', `service/${services.malaria}`, h.finance);
    const off = await call('PUT', `service/${services.malaria}`, h.finance, {
      version: listed.json().version,
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const id = await labRequest(f.patients.cash, [lab.tests.cbc, lab.tests.malaria]);
      expect(brief(await chargesOf('labRequest', id))).toEqual([
        { service: services.cbc, rate: '350.00', amount: '350.00', status: 'Unbilled' },
      ]);
    } finally {
      const again = await call('GET', `service/${services.malaria}`, h.finance);
      await call('PUT', `service/${services.malaria}`, h.finance, {
        version: again.json().version,
        is_active: true,
      });
    }
  });

  it.skipIf(skip)(
    "voids a deleted request's charges and charges it again when restored",
    async () => {
      const id = await labRequest(f.patients.cash, [lab.tests.electrolytes]);
      expect((await call('DELETE', `labRequest/${id}`, h.doctor)).statusCode).toBe(200);
      expect((await chargesOf('labRequest', id)).map((c) => c.status)).toEqual(['Void']);
      const admin = (await signIn(app, 'admin@tena.demo')).headers;
      expect((await call('POST', `labRequest/${id}/restore`, admin)).statusCode).toBe(200);
      const electrolytes = { service: services.electrolytes, rate: '600.00', amount: '600.00' };
      expect(brief(await chargesOf('labRequest', id))).toEqual([
        { ...electrolytes, status: 'Void' },
        { ...electrolytes, status: 'Unbilled' },
      ]);
    },
  );

  it.skipIf(skip)(
    'refuses to take back a billed charge until its invoice is cancelled',
    async () => {
      const id = await labRequest(f.patients.cash, [lab.tests.cbc, lab.tests.malaria]);
      const [cbc, malaria] = await chargesOf('labRequest', id);
      const invoice = await invoiceOf(f.patients.cash, [cbc as Row]);
      expect((await chargesOf('labRequest', id)).map((c) => [c.status, c.invoice])).toEqual([
        ['Billed', invoice.id],
        ['Unbilled', null],
      ]);
      const message = `Complete Blood Count is billed on invoice ${invoice.invoice_number}: cancel that invoice, or refund the line with a credit note, first`;

      const removed = await editLabRequest(id, [lab.tests.malaria]);
      expect(removed.statusCode).toBe(422);
      expect(removed.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        details: [{ field: 'tests', message }],
      });
      const cancelled = await move('labRequest', id, 'Cancelled', h.doctor, CANCEL);
      expect(cancelled.statusCode).toBe(422);
      expect(cancelled.json()).toMatchObject({ message, details: [{ field: 'status', message }] });
      const deleted = await call('DELETE', `labRequest/${id}`, h.doctor);
      expect(deleted.statusCode).toBe(422);
      // Refused writes changed nothing.
      const request = (await call('GET', `labRequest/${id}`, h.doctor)).json();
      expect(request.status).toBe('Requested');
      expect((request.tests as Row[]).map((row) => row.test)).toEqual([
        lab.tests.cbc,
        lab.tests.malaria,
      ]);
      expect((await chargesOf('labRequest', id)).map((c) => c.status)).toEqual([
        'Billed',
        'Unbilled',
      ]);

      // Cancelling the invoice unbills the charge; the request may then be cancelled.
      const voided = await move('invoice', invoice.id as number, 'Cancelled', h.labCashier, {
        cancellation_reason: 'Patient left before sample collection',
      });
      expect(voided.statusCode, voided.body).toBe(200);
      expect((await chargesOf('labRequest', id)).map((c) => [c.status, c.invoice])).toEqual([
        ['Unbilled', null],
        ['Unbilled', null],
      ]);
      expect((await move('labRequest', id, 'Cancelled', h.doctor, CANCEL)).statusCode).toBe(200);
      expect((await chargesOf('labRequest', id)).map((c) => [c.id, c.status])).toEqual([
        [cbc?.id, 'Void'],
        [malaria?.id, 'Void'],
      ]);
    },
  );

  it.skipIf(skip)('never voids a charge a cashier bills at the same moment', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await labRequest(f.patients.cash, [lab.tests.cbc]);
      const [charge] = await chargesOf('labRequest', id);
      const [billed, cancelled] = await Promise.all([
        call('POST', 'invoice', h.labCashier, invoiceBody(f.patients.cash, 'Lab', [charge as Row])),
        move('labRequest', id, 'Cancelled', h.doctor, CANCEL),
      ]);
      // One of the two wins; the other is refused, naming the charge.
      const [after] = await chargesOf('labRequest', id);
      if (billed.statusCode === 201) {
        expect(cancelled.statusCode, cancelled.body).toBe(422);
        expect(after).toMatchObject({ status: 'Billed', invoice: billed.json().id });
      } else {
        expect(billed.statusCode, billed.body).toBe(422);
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(after).toMatchObject({ status: 'Void', invoice: null });
      }
    }
  });

  it.skipIf(skip)('charges a radiology request its study and voids it on cancel', async () => {
    const id = await create(app, h.doctor, 'radiologyRequest', {
      patient: f.patients.cash,
      test: f.chestXrayTest,
      body_part: 'Chest',
      priority: 'Routine',
    });
    const request = (await call('GET', `radiologyRequest/${id}`, h.doctor)).json();
    const [charge] = await chargesOf('radiologyRequest', id);
    expect(charge).toMatchObject({
      service: f.services.chestXray,
      amount: '700.00',
      status: 'Unbilled',
      cashier_point: 'Radiology',
      source_label: request.request_number,
    });
    const cancelled = await move('radiologyRequest', id, 'Cancelled', h.doctor, {
      cancellation_reason: 'Chest X-ray done last week',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await chargesOf('radiologyRequest', id)).map((c) => c.status)).toEqual(['Void']);
  });
});
