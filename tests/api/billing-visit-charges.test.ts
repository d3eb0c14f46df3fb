// Charge capture at a visit's check-in (issue 17 section 3): the department's consultation at
// the payer's rate; cancelling the visit voids it, and is refused once it is billed.
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
  const h = {} as Record<'nurse' | 'cashier', Headers>;
  const { call, move, chargesOf } = chargeCalls(
    () => app,
    () => h.cashier,
  );

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    h.nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    h.cashier = (await signIn(app, 'reception-cashier@tena.demo')).headers;
  }, 60_000);

  /** A visit booked by the triage nurse, this morning at 08:30. */
  function visit(patient: number, physician: number, department = f.departments.medicine) {
    return create(app, h.nurse, 'appointment', {
      patient,
      physician,
      department,
      scheduled_at: '2026-03-02T08:30:00-05:00',
      visit_type: 'New Visit',
      reason: 'Headache for a week',
    });
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

  it.skipIf(skip)('refuses to cancel a visit whose consultation is billed', async () => {
    const id = await visit(f.patients.cash, f.physicians.generalist);
    await move('appointment', id, 'Checked In', h.nurse);
    const [charge] = await chargesOf('appointment', id);
    const body = invoiceBody(f.patients.cash, 'Reception', [charge as Row]);
    const response = await call('POST', 'invoice', h.cashier, body);
    expect(response.statusCode, response.body).toBe(201);
    const message = `General consultation is billed on invoice ${response.json().invoice_number}: cancel that invoice, or refund the line with a credit note, first`;
    const cancelled = await move('appointment', id, 'Cancelled', h.nurse);
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json()).toMatchObject({ message, details: [{ field: 'status', message }] });
    expect((await call('GET', `appointment/${id}`, h.nurse)).json().status).toBe('Checked In');
  });
});
