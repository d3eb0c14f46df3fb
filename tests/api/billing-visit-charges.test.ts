// Charge capture of a visit (issue 17 section 3, on the visit of issue 18): the department's
// consultation at the payer's rate from the visit's creation; a patient who leaves without being
// seen has it voided, which is refused once it is billed.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { brief, chargeCalls, invoiceBody, type Row } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;

describe.each(dialectCases)('visit charges on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  let f: ChargeFixtures;
  const h = {} as Record<'reception' | 'doctor' | 'cashier', Headers>;
  const { call, move, chargesOf } = chargeCalls(
    () => app,
    () => h.cashier,
  );

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    h.reception = (await signIn(app, 'reception@tena.demo')).headers;
    h.doctor = (await signIn(app, 'doctor@tena.demo')).headers;
    h.cashier = (await signIn(app, 'reception-cashier@tena.demo')).headers;
  }, 60_000);

  /** A walk-in checked in by reception, this morning at 08:30. */
  function visit(patient: number, physician?: number, department = f.departments.medicine) {
    return create(app, h.reception, 'visit', {
      patient,
      ...(physician ? { physician } : {}),
      department,
      arrived_at: '2026-03-02T08:30:00-05:00',
      visit_type: 'New',
      reason: 'Headache for a week',
    });
  }

  it.skipIf(skip)('charges a visit its department consultation from check-in', async () => {
    const specialist = await visit(f.patients.cash, f.physicians.cardiologist);
    const [charge, ...more] = await chargesOf('visit', specialist);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      patient: f.patients.cash,
      service: f.services.medicineSpecialist,
      rate: '1000.00',
      amount: '1000.00',
      status: 'Unbilled',
      cashier_point: 'Reception',
      source_label: 'Internal Medicine visit, 2026-03-02 08:30',
    });
    // Starting and completing the consultation charge nothing more.
    expect((await move('visit', specialist, 'In Consultation', h.doctor)).statusCode).toBe(200);
    expect((await move('visit', specialist, 'Completed', h.doctor)).statusCode).toBe(200);
    expect(await chargesOf('visit', specialist)).toHaveLength(1);

    // A general practitioner's visit: the department's ordinary consultation, not its
    // follow-up; an insured patient's specialist visit at the insurer's price.
    const general = await visit(f.patients.cash, f.physicians.generalist);
    const insured = await visit(f.patients.insured, f.physicians.cardiologist);
    // A department with no consultation of its own: the general consultation.
    const elsewhere = await visit(f.patients.cash, undefined, f.departments.laboratory);
    expect(brief(await chargesOf('visit', general))).toEqual([
      { service: f.services.general, rate: '500.00', amount: '500.00', status: 'Unbilled' },
    ]);
    expect(brief(await chargesOf('visit', insured))).toEqual([
      {
        service: f.services.medicineSpecialist,
        rate: '1100.00',
        amount: '1100.00',
        status: 'Unbilled',
      },
    ]);
    expect((await chargesOf('visit', insured))[0]?.payer).toBe(f.insurer);
    expect(brief(await chargesOf('visit', elsewhere))).toEqual([
      { service: f.services.general, rate: '500.00', amount: '500.00', status: 'Unbilled' },
    ]);
  });

  it.skipIf(skip)('voids the charge of a patient who left without being seen', async () => {
    const id = await visit(f.patients.cash, f.physicians.generalist);
    const left = await move('visit', id, 'Left Without Being Seen', h.reception);
    expect(left.statusCode, left.body).toBe(200);
    expect(brief(await chargesOf('visit', id))).toEqual([
      { service: f.services.general, rate: '500.00', amount: '500.00', status: 'Void' },
    ]);
    // A booking is not a visit: an appointment charges nothing, whatever becomes of it.
    const nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    const booked = await create(app, nurse, 'appointment', {
      patient: f.patients.cash,
      physician: f.physicians.generalist,
      department: f.departments.medicine,
      scheduled_at: '2026-03-02T09:30:00-05:00',
      visit_type: 'New Visit',
      reason: 'Headache for a week',
    });
    expect((await move('appointment', booked, 'No Show', nurse)).statusCode).toBe(200);
    expect(await chargesOf('appointment', booked)).toEqual([]);
  });

  it.skipIf(skip)(
    'refuses to mark a visit left without being seen once its consultation is billed',
    async () => {
      const id = await visit(f.patients.cash, f.physicians.generalist);
      const [charge] = await chargesOf('visit', id);
      const body = invoiceBody(f.patients.cash, 'Reception', [charge as Row]);
      const response = await call('POST', 'invoice', h.cashier, body);
      expect(response.statusCode, response.body).toBe(201);
      const message = `General consultation is billed on invoice ${response.json().invoice_number}: cancel that invoice, or refund the line with a credit note, first`;
      const left = await move('visit', id, 'Left Without Being Seen', h.reception);
      expect(left.statusCode).toBe(422);
      expect(left.json()).toMatchObject({ message, details: [{ field: 'status', message }] });
      expect((await call('GET', `visit/${id}`, h.reception)).json().status).toBe('Waiting');
    },
  );

  it.skipIf(skip)(
    'keeps a paid consultation as it is when a specialist takes the patient later',
    async () => {
      const id = await visit(f.patients.cash);
      const [charge] = await chargesOf('visit', id);
      const body = invoiceBody(f.patients.cash, 'Reception', [charge as Row]);
      expect((await call('POST', 'invoice', h.cashier, body)).statusCode).toBe(201);
      const current = (await call('GET', `visit/${id}`, h.doctor)).json();
      const taken = await call('PUT', `visit/${id}`, h.doctor, {
        version: current.version,
        physician: f.physicians.cardiologist,
      });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(brief(await chargesOf('visit', id))).toEqual([
        { service: f.services.general, rate: '500.00', amount: '500.00', status: 'Billed' },
      ]);
    },
  );
});
