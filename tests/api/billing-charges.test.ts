// Charge capture (issue 17 section 3): a lab request and a radiology request make unbilled
// charges at the payer's rate; cancelling voids them, and is refused once billed. A visit's
// check-in: billing-visit-charges.test.ts.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { brief, chargeCalls, invoiceBody, type Row } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;

describe.each(dialectCases)('charge capture on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  let f: ChargeFixtures;
  const h = {} as Record<'doctor' | 'labCashier', Headers>;
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
  }, 60_000);

  /** A doctor's edit of a lab request, at the version they read. */
  async function editLabRequest(id: number, tests: string[]) {
    const { version } = (await call('GET', `labRequest/${id}`, h.doctor)).json();
    return call('PUT', `labRequest/${id}`, h.doctor, { version, tests });
  }

  function labRequest(patient: number, tests: string[]) {
    return create(app, h.doctor, 'labRequest', {
      patient,
      tests,
      specimen: 'Blood',
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
    const id = await labRequest(f.patients.insured, [
      'Complete Blood Count (CBC)',
      'Blood Film for Malaria',
      'ESR', // not in this catalogue: no charge
    ]);
    const made = await chargesOf('labRequest', id);
    const request = (await call('GET', `labRequest/${id}`, h.doctor)).json();
    expect(made.map((c) => c.source_label)).toEqual([
      request.request_number,
      request.request_number,
    ]);
    // The insurer's price of a CBC; a blood film at cash price, the insurer having none.
    expect(brief(made)).toEqual([
      { service: f.services.cbc, rate: '400.00', amount: '400.00', status: 'Unbilled' },
      { service: f.services.malaria, rate: '150.00', amount: '150.00', status: 'Unbilled' },
    ]);
    expect(made.every((c) => c.cashier_point === 'Lab')).toBe(true);

    const changed = await editLabRequest(id, ['Complete Blood Count (CBC)', 'Urinalysis']);
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await chargesOf('labRequest', id);
    expect(after.map((c) => [c.id, c.status])).toEqual([
      [made[0]?.id, 'Unbilled'],
      [made[1]?.id, 'Void'],
      [expect.any(Number), 'Unbilled'],
    ]);
    expect(after[2]?.service).toBe(f.services.urinalysis);

    expect((await move('labRequest', id, 'Cancelled', h.doctor)).statusCode).toBe(200);
    expect((await chargesOf('labRequest', id)).map((c) => c.status)).toEqual([
      'Void',
      'Void',
      'Void',
    ]);
  });

  it.skipIf(skip)(
    "voids a deleted request's charges and charges it again when restored",
    async () => {
      const id = await labRequest(f.patients.cash, ['Urinalysis']);
      expect((await call('DELETE', `labRequest/${id}`, h.doctor)).statusCode).toBe(200);
      expect((await chargesOf('labRequest', id)).map((c) => c.status)).toEqual(['Void']);
      const admin = (await signIn(app, 'admin@tena.demo')).headers;
      expect((await call('POST', `labRequest/${id}/restore`, admin)).statusCode).toBe(200);
      const urinalysis = { service: f.services.urinalysis, rate: '150.00', amount: '150.00' };
      expect(brief(await chargesOf('labRequest', id))).toEqual([
        { ...urinalysis, status: 'Void' },
        { ...urinalysis, status: 'Unbilled' },
      ]);
    },
  );

  it.skipIf(skip)(
    'refuses to take back a billed charge until its invoice is cancelled',
    async () => {
      const id = await labRequest(f.patients.cash, [
        'Complete Blood Count (CBC)',
        'Blood Film for Malaria',
      ]);
      const [cbc, malaria] = await chargesOf('labRequest', id);
      const invoice = await invoiceOf(f.patients.cash, [cbc as Row]);
      expect((await chargesOf('labRequest', id)).map((c) => [c.status, c.invoice])).toEqual([
        ['Billed', invoice.id],
        ['Unbilled', null],
      ]);
      const message = `Complete Blood Count (CBC) is billed on invoice ${invoice.invoice_number}: cancel that invoice, or refund the line with a credit note, first`;

      const removed = await editLabRequest(id, ['Blood Film for Malaria']);
      expect(removed.statusCode).toBe(422);
      expect(removed.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        details: [{ field: 'tests', message }],
      });
      const cancelled = await move('labRequest', id, 'Cancelled', h.doctor);
      expect(cancelled.statusCode).toBe(422);
      expect(cancelled.json()).toMatchObject({ message, details: [{ field: 'status', message }] });
      const deleted = await call('DELETE', `labRequest/${id}`, h.doctor);
      expect(deleted.statusCode).toBe(422);
      // Refused writes changed nothing.
      const request = (await call('GET', `labRequest/${id}`, h.doctor)).json();
      expect(request).toMatchObject({
        status: 'Requested',
        tests: ['Complete Blood Count (CBC)', 'Blood Film for Malaria'],
      });
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
      expect((await move('labRequest', id, 'Cancelled', h.doctor)).statusCode).toBe(200);
      expect((await chargesOf('labRequest', id)).map((c) => [c.id, c.status])).toEqual([
        [cbc?.id, 'Void'],
        [malaria?.id, 'Void'],
      ]);
    },
  );

  it.skipIf(skip)('never voids a charge a cashier bills at the same moment', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await labRequest(f.patients.cash, ['Complete Blood Count (CBC)']);
      const [charge] = await chargesOf('labRequest', id);
      const [billed, cancelled] = await Promise.all([
        call('POST', 'invoice', h.labCashier, invoiceBody(f.patients.cash, 'Lab', [charge as Row])),
        move('labRequest', id, 'Cancelled', h.doctor),
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
