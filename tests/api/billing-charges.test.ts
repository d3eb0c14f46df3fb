// Charge capture (issue 17 section 3): a visit's check-in, a lab request and a radiology request
// make unbilled charges at the payer's rate; cancelling voids them, and is refused once billed.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describe.each(dialectCases)('charge capture on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  let f: ChargeFixtures;
  const h = {} as Record<'nurse' | 'doctor' | 'labCashier' | 'cashier', Headers>;

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    h.nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    h.doctor = (await signIn(app, 'doctor@tena.demo')).headers;
    h.labCashier = (await signIn(app, 'lab-cashier@tena.demo')).headers;
    h.cashier = (await signIn(app, 'reception-cashier@tena.demo')).headers;
  }, 60_000);

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api/models/${url}`, headers, ...(payload ? { payload } : {}) });

  /** The charges an order made, oldest first, as a cashier lists them. */
  async function chargesOf(model: string, id: number): Promise<Row[]> {
    const response = await call('GET', 'charge?pageSize=100&sort=id&direction=asc', h.cashier);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().rows as Row[]).filter(
      (charge) => charge.source_model === model && charge.source_id === id,
    );
  }
  const brief = (charges: Row[]) =>
    charges.map(({ service, rate, amount, status }) => ({ service, rate, amount, status }));

  async function visit(patient: number, physician: number, department = f.departments.medicine) {
    return create(app, h.nurse, 'appointment', {
      patient,
      physician,
      department,
      scheduled_at: '2026-03-02T08:30:00-05:00',
      visit_type: 'New Visit',
      reason: 'Headache for a week',
    });
  }
  const move = (model: string, id: number, to: string, headers: Headers, values?: object) =>
    call('POST', `${model}/${id}/transition`, headers, { to, ...(values ? { values } : {}) });

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
    const response = await call('POST', 'invoice', h.labCashier, {
      patient,
      invoice_date: '2026-03-02',
      cashier_point: 'Lab',
      items: charges.map((charge) => ({ charge: charge.id, service: charge.service, quantity: 1 })),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  }

  it.skipIf(skip)(
    'charges a checked-in visit its department consultation, never before',
    async () => {
      const specialist = await visit(f.patients.cash, f.physicians.cardiologist);
      expect(await chargesOf('appointment', specialist)).toEqual([]);
      expect((await move('appointment', specialist, 'Checked In', h.nurse)).statusCode).toBe(200);
      const [charge] = await chargesOf('appointment', specialist);
      expect(charge).toMatchObject({
        patient: f.patients.cash,
        service: f.services.medicineSpecialist,
        rate: '1000.00',
        amount: '1000.00',
        status: 'Unbilled',
        cashier_point: 'Reception',
        source_label: 'Internal Medicine visit, 2026-03-02 08:30',
      });
      // Starting the consultation charges nothing more.
      const doctor = (await signIn(app, 'doctor@tena.demo')).headers;
      expect((await move('appointment', specialist, 'In Progress', doctor)).statusCode).toBe(200);
      expect(await chargesOf('appointment', specialist)).toHaveLength(1);

      // A general practitioner's visit: the department's ordinary consultation, not its
      // follow-up; an insured patient's specialist visit at the insurer's price.
      const general = await visit(f.patients.cash, f.physicians.generalist);
      await move('appointment', general, 'Checked In', h.nurse);
      const insured = await visit(f.patients.insured, f.physicians.cardiologist);
      await move('appointment', insured, 'Checked In', h.nurse);
      // A department with no consultation of its own: the general consultation.
      const elsewhere = await visit(
        f.patients.cash,
        f.physicians.cardiologist,
        f.departments.laboratory,
      );
      await move('appointment', elsewhere, 'Checked In', h.nurse);
      expect(brief(await chargesOf('appointment', general))).toEqual([
        { service: f.services.general, rate: '500.00', amount: '500.00', status: 'Unbilled' },
      ]);
      expect(brief(await chargesOf('appointment', insured))).toEqual([
        {
          service: f.services.medicineSpecialist,
          rate: '1100.00',
          amount: '1100.00',
          status: 'Unbilled',
        },
      ]);
      expect((await chargesOf('appointment', insured))[0]?.payer).toBe(f.insurer);
      expect(brief(await chargesOf('appointment', elsewhere))).toEqual([
        { service: f.services.general, rate: '500.00', amount: '500.00', status: 'Unbilled' },
      ]);
    },
  );

  it.skipIf(skip)('voids a visit charge when the visit is cancelled before billing', async () => {
    const id = await visit(f.patients.cash, f.physicians.generalist);
    await move('appointment', id, 'Checked In', h.nurse);
    const cancelled = await move('appointment', id, 'Cancelled', h.nurse);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(brief(await chargesOf('appointment', id))).toEqual([
      { service: f.services.general, rate: '500.00', amount: '500.00', status: 'Void' },
    ]);
    // A no-show was never checked in: nothing to charge or void.
    const noShow = await visit(f.patients.cash, f.physicians.generalist);
    expect((await move('appointment', noShow, 'No Show', h.nurse)).statusCode).toBe(200);
    expect(await chargesOf('appointment', noShow)).toEqual([]);
  });

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

  it.skipIf(skip)('refuses to cancel a visit whose consultation is billed', async () => {
    const id = await visit(f.patients.cash, f.physicians.generalist);
    await move('appointment', id, 'Checked In', h.nurse);
    const [charge] = await chargesOf('appointment', id);
    const response = await call('POST', 'invoice', h.cashier, {
      patient: f.patients.cash,
      invoice_date: '2026-03-02',
      cashier_point: 'Reception',
      items: [{ charge: charge?.id, service: charge?.service, quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = `General consultation is billed on invoice ${response.json().invoice_number}: cancel that invoice, or refund the line with a credit note, first`;
    const cancelled = await move('appointment', id, 'Cancelled', h.nurse);
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json()).toMatchObject({ message, details: [{ field: 'status', message }] });
    expect((await call('GET', `appointment/${id}`, h.nurse)).json().status).toBe('Checked In');
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
    expect((await move('radiologyRequest', id, 'Cancelled', h.doctor)).statusCode).toBe(200);
    expect((await chargesOf('radiologyRequest', id)).map((c) => c.status)).toEqual(['Void']);
  });
});
