// Visits (issue 18): the queue number of a department's day (a new day restarts at 1, other
// departments count apart, ten check-ins at once get ten numbers), the payer from the patient,
// the times a visit's moves set, the check-in of an appointment making exactly one visit and
// one consultation charge, and orders carrying their visit's patient. Both databases, with the
// server's clock set by the test.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { chargeCalls } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';
import { type LabCatalogue, labCatalogue } from '../helpers/lab-fixtures';
import { patientBody } from '../helpers/patients';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describe.each(dialectCases)('visits on $dialect', ({ make, skip }) => {
  // 08:00 in the hospital (America/New_York) on 2 March 2026.
  let now = new Date('2026-03-02T13:00:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  let app: FastifyInstance;
  let f: ChargeFixtures;
  let lab: LabCatalogue;
  const h = {} as Record<'reception' | 'nurse' | 'doctor' | 'cashier', Headers>;
  const { call, move, chargesOf } = chargeCalls(
    () => app,
    () => h.cashier,
  );

  /** Moves the server's clock; tokens follow it, so everyone signs in again. */
  const at = async (instant: string) => {
    now = new Date(instant);
    h.reception = (await signIn(app, 'reception@tena.demo')).headers;
    h.nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    h.doctor = (await signIn(app, 'doctor@tena.demo')).headers;
    h.cashier = (await signIn(app, 'reception-cashier@tena.demo')).headers;
  };

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    lab = await labCatalogue(app);
    await at(now.toISOString());
  }, 60_000);

  const walkIn = async (patient: number, department: number, more: Row = {}) => {
    const response = await call('POST', 'visit', h.reception, {
      patient,
      department,
      visit_type: 'New',
      ...more,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row & { id: number };
  };
  const read = async (id: number) => (await call('GET', `visit/${id}`, h.reception)).json() as Row;

  it.skipIf(skip)('numbers each department’s queue of the day from 1', async () => {
    const first = await walkIn(f.patients.cash, f.departments.medicine);
    expect(first).toMatchObject({
      arrived_at: '2026-03-02T13:00:00.000Z',
      queue_date: '2026-03-02',
      queue_number: 1,
      status: 'Waiting',
    });
    expect((await walkIn(f.patients.insured, f.departments.medicine)).queue_number).toBe(2);
    // Another department counts apart.
    expect((await walkIn(f.patients.cash, f.departments.pediatrics)).queue_number).toBe(1);
    // The hospital's day: 23:30 in New York is still 2 March, though 3 March in UTC.
    await at('2026-03-03T04:30:00Z');
    expect(await walkIn(f.patients.cash, f.departments.medicine)).toMatchObject({
      queue_date: '2026-03-02',
      queue_number: 3,
    });
    // A new day restarts at 1.
    await at('2026-03-03T13:00:00Z');
    expect(await walkIn(f.patients.cash, f.departments.medicine)).toMatchObject({
      queue_date: '2026-03-03',
      queue_number: 1,
    });
    // An arrival given by reception counts on its own day.
    expect(
      await walkIn(f.patients.cash, f.departments.medicine, {
        arrived_at: '2026-03-02T16:00:00Z',
      }),
    ).toMatchObject({ queue_date: '2026-03-02', queue_number: 4 });
  });

  it.skipIf(skip)('gives ten check-ins at once ten different numbers', async () => {
    await at('2026-03-04T13:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', 'visit', h.reception, {
          patient: f.patients.cash,
          department: f.departments.pediatrics,
          visit_type: 'New',
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const numbers = answers.map((answer) => answer.json().queue_number as number);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.skipIf(skip)('keeps the queue fields the server’s', async () => {
    const response = await call('POST', 'visit', h.reception, {
      patient: f.patients.cash,
      department: f.departments.medicine,
      visit_type: 'New',
      queue_number: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        field: 'queue_number',
        message: expect.stringContaining('kept by the server'),
      },
    ]);
  });

  it.skipIf(skip)('takes the payer from the patient when reception leaves it empty', async () => {
    const finance = (await signIn(app, 'finance-head@tena.demo')).headers;
    const account = await create(app, finance, 'account', {
      code: '1130',
      name: 'Company Receivables',
      account_type: 'Receivable',
    });
    const company = await create(app, finance, 'insuranceCompany', {
      name: 'Ethio Telecom',
      kind: 'Credit company',
      coverage_percent: 100,
      receivable_account: account,
      is_active: true,
    });
    const employee = await create(
      app,
      h.reception,
      'patient',
      patientBody({
        first_name: 'Selam',
        has_insurance: true,
        insurer: company,
        member_number: 'ETC-10442',
        coverage_percent: 100,
      }),
    );
    const { medicine } = f.departments;
    expect((await walkIn(f.patients.cash, medicine)).payer).toBe('Cash');
    expect((await walkIn(f.patients.insured, medicine)).payer).toBe('Insurer');
    expect((await walkIn(employee, medicine)).payer).toBe('Credit Company');
    // What reception chose stands: an insured patient paying cash today.
    expect((await walkIn(f.patients.insured, medicine, { payer: 'Cash' })).payer).toBe('Cash');
  });

  it.skipIf(skip)('records when a visit is called and when it ends', async () => {
    await at('2026-03-05T13:00:00Z');
    const visit = await walkIn(f.patients.cash, f.departments.medicine);
    expect(visit).toMatchObject({ called_at: null, ended_at: null });
    await at('2026-03-05T13:10:00Z');
    expect((await move('visit', visit.id, 'Triaged', h.nurse)).statusCode).toBe(200);
    expect(await read(visit.id)).toMatchObject({ called_at: null, ended_at: null });
    await at('2026-03-05T13:25:00Z');
    expect((await move('visit', visit.id, 'In Consultation', h.doctor)).statusCode).toBe(200);
    expect(await read(visit.id)).toMatchObject({
      status: 'In Consultation',
      called_at: '2026-03-05T13:25:00.000Z',
      ended_at: null,
    });
    await at('2026-03-05T13:40:00Z');
    const referred = await move('visit', visit.id, 'Referred', h.doctor, {
      referred_to: 'Tikur Anbessa Specialized Hospital, cardiology: suspected valve disease',
    });
    expect(referred.statusCode, referred.body).toBe(200);
    expect(await read(visit.id)).toMatchObject({
      called_at: '2026-03-05T13:25:00.000Z',
      ended_at: '2026-03-05T13:40:00.000Z',
    });
    // Leaving unseen ends a visit too.
    const left = await walkIn(f.patients.cash, f.departments.medicine);
    expect((await move('visit', left.id, 'Left Without Being Seen', h.reception)).statusCode).toBe(
      200,
    );
    expect(await read(left.id)).toMatchObject({
      called_at: null,
      ended_at: '2026-03-05T13:40:00.000Z',
    });
  });

  it.skipIf(skip)(
    'makes exactly one visit and one consultation charge when an appointment is checked in',
    async () => {
      await at('2026-03-06T13:00:00Z');
      const booked = await create(app, h.nurse, 'appointment', {
        patient: f.patients.insured,
        department: f.departments.medicine,
        physician: f.physicians.cardiologist,
        scheduled_at: '2026-03-06T08:30:00-05:00',
        visit_type: 'Result Review',
        reason: 'Review of lipid profile',
      });
      const visitsOf = async () =>
        (
          (await call('GET', `visit?filter[appointment]=${booked}&pageSize=10`, h.reception)).json()
            .rows as Row[]
        ).map((row) => row.id as number);
      expect(await visitsOf()).toEqual([]);
      const checkedIn = await move('appointment', booked, 'Checked In', h.nurse);
      expect(checkedIn.statusCode, checkedIn.body).toBe(200);
      const [id, ...others] = await visitsOf();
      expect(others).toEqual([]);
      expect(await read(id as number)).toMatchObject({
        patient: f.patients.insured,
        department: f.departments.medicine,
        physician: f.physicians.cardiologist,
        visit_type: 'Follow-up',
        appointment: booked,
        reason: 'Review of lipid profile',
        payer: 'Insurer',
        arrived_at: '2026-03-06T13:00:00.000Z',
        queue_number: 1,
        status: 'Waiting',
      });
      const charges = await chargesOf('visit', id as number);
      expect(charges.map((c) => [c.service, c.status])).toEqual([
        [f.services.medicineSpecialist, 'Unbilled'],
      ]);
      expect(await chargesOf('appointment', booked)).toEqual([]);
      // Starting the booked consultation makes nothing more.
      expect((await move('appointment', booked, 'In Progress', h.doctor)).statusCode).toBe(200);
      expect(await visitsOf()).toEqual([id]);
      expect(await chargesOf('visit', id as number)).toHaveLength(1);
    },
  );

  it.skipIf(skip)('gives an order made from a visit the visit’s patient', async () => {
    const visit = await walkIn(f.patients.cash, f.departments.medicine);
    const ordered = await call('POST', 'labRequest', h.doctor, {
      visit: visit.id,
      tests: [{ test: lab.tests.cbc }],
      priority: 'Routine',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json()).toMatchObject({ patient: f.patients.cash, visit: visit.id });
    // Another patient's visit is refused, naming the field.
    const wrong = await call('POST', 'radiologyRequest', h.doctor, {
      patient: f.patients.insured,
      visit: visit.id,
      test: f.chestXrayTest,
      body_part: 'Chest',
      priority: 'Routine',
    });
    expect(wrong.statusCode).toBe(422);
    const insured = await call('GET', `patient/${f.patients.insured}`, h.doctor);
    const { first_name, middle_name, last_name } = insured.json();
    const name = [first_name, middle_name, last_name].filter(Boolean).join(' ');
    expect(wrong.json().details).toEqual([
      {
        field: 'visit',
        message: expect.stringMatching(
          new RegExp(
            `is not one this radiology request may pick \\(its Patient must be ${name}\\)$`,
          ),
        ),
      },
    ]);
  });
});
