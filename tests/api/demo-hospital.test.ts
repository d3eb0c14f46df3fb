import { formatInTimeZone } from 'date-fns-tz';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { seedDemoHospital } from '../../src/server/seed/demo-hospital';
import { seedClock } from '../../src/server/seed/seed-clock';
import { seededApp, signIn } from '../helpers/app';
import { dialectCases, type TestDatabase } from '../helpers/databases';
import { seededDemoApp } from '../helpers/demo-template';
import { patientBody } from '../helpers/patients';

/** A Monday morning in the hospital's time zone (America/New_York, UTC-5 in March). */
const TODAY = new Date('2026-03-02T07:15:00-05:00');
const TODAY_ISO = '2026-03-02';
const WEEK = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];
/** A waiting screen for each of the five clinical departments. */
const WAITING_SCREENS = 5;
/**
 * The clinical day (seed-clinical-activity.ts): 22 walk-ins today and 20 past visits (42 visits
 * made at reception), 8 emergencies each opening its visit, and the 3 check-ins.
 */
const CLINICAL = {
  vitalSigns: 42,
  patientEvaluations: 18,
  chiefComplaints: 29,
  opdPhysicalExaminations: 16,
  opdEvaluations: 29,
  diagnoses: 38,
  // One per reported test (a CBC's values are one result): 43 tests reported.
  labResults: 43,
  // Signed reports: a chest radiograph, an abdominal and an obstetric ultrasound.
  radiologyResults: 3,
  emergencies: 8,
  emergencyPhysicalExaminations: 5,
  documents: 2,
};
const PHARMACY = {
  stockReceipts: 7,
  wareHouseTransfers: 11,
  stockAdjustments: 3,
  prescriptions: 15,
  dispensings: 11,
  pharmacySales: 8,
  stockReturns: 1,
};
/**
 * The wards (demo-wards.ts): six wards of 19 rooms and 60 beds; 27 admissions (two discharged,
 * their stays billed and paid in cash at the Liaison point); the bed-days charged by the day.
 */
const WARDS = {
  wards: 6,
  rooms: 19,
  beds: 60,
  admissions: 27,
  bedDayCharges: 68,
  invoices: 2,
  payments: 2,
};
/**
 * The theatre's day and the wards' records (demo-surgery*.ts, demo-inpatient*.ts): three
 * operating rooms and 13 cases; an order sheet and medication sheet for each of the 25 open
 * stays; a signed discharge summary (with its take-home prescription) for the two discharged;
 * the wards' and theatre's stock received into the Main Store and passed on to the OR Store and
 * the six Ward Stocks.
 */
const THEATRE_AND_WARDS = {
  operationRooms: 3,
  surgicalCases: 13,
  orderSheets: 25,
  // 37 from the stays' medicines and 4 insulin orders of the ketoacidosis (FRIII, VRIII, then
  // isophane and soluble subcutaneously: demo-inpatient-charts-dka-insulin.ts).
  medicationOrders: 41,
  dischargeSummaries: 2,
};
const EXPECTED = {
  departments: 8,
  physicians: 10,
  patients: 60,
  appointments: 40,
  visits: 3 + 42 + 8,
  waitingScreens: WAITING_SCREENS,
  // The billing morning's, then the clinical day's: 25 lab requests, 6 radiology requests, and
  // 51 invoices each paid (consultations, laboratories, studies).
  labRequests: 5 + 25,
  radiologyRequests: 4 + 6,
  invoices: 7 + 51 + 7 + WARDS.invoices,
  payments: 4 + 51 + 7 + WARDS.payments,
  ...CLINICAL,
  // The pharmacy and stores (demo-pharmacy-*.ts): 7 of its invoices and payments above are the
  // Pharmacy Cashier's (6 past dispensings and one of today's).
  ...PHARMACY,
  stockReceipts: PHARMACY.stockReceipts + 1,
  wareHouseTransfers: PHARMACY.wareHouseTransfers + 1 + WARDS.wards,
  prescriptions: PHARMACY.prescriptions + THEATRE_AND_WARDS.dischargeSummaries,
  ...THEATRE_AND_WARDS,
  wards: WARDS.wards,
  rooms: WARDS.rooms,
  beds: WARDS.beds,
  admissions: WARDS.admissions,
  bedDayCharges: WARDS.bedDayCharges,
};
const MODEL_OF = {
  departments: 'department',
  physicians: 'physician',
  patients: 'patient',
  appointments: 'appointment',
  visits: 'visit',
  waitingScreens: 'waitingScreen',
  labRequests: 'labRequest',
  radiologyRequests: 'radiologyRequest',
  invoices: 'invoice',
  payments: 'payment',
  vitalSigns: 'vitalSign',
  patientEvaluations: 'patientEvaluation',
  chiefComplaints: 'chiefComplaint',
  opdPhysicalExaminations: 'opdPhysicalExamination',
  opdEvaluations: 'opdEvaluation',
  diagnoses: 'diagnosis',
  labResults: 'labResult',
  radiologyResults: 'radiologyResult',
  emergencies: 'emergency',
  emergencyPhysicalExaminations: 'emergencyPhysicalExamination',
  documents: 'document',
  stockReceipts: 'stockReceipt',
  wareHouseTransfers: 'wareHouseTransfer',
  stockAdjustments: 'stockAdjustment',
  prescriptions: 'prescription',
  dispensings: 'dispensing',
  pharmacySales: 'pharmacySale',
  stockReturns: 'stockReturn',
  operationRooms: 'operationRoom',
  surgicalCases: 'surgicalCase',
  orderSheets: 'orderSheet',
  medicationOrders: 'medicationOrder',
  dischargeSummaries: 'dischargeSummary',
} as const;
/** An allowed reader of each model (permissions/matrix.json). */
const READER: Record<string, string> = {
  department: 'admin@tena.demo',
  physician: 'reception@tena.demo',
  patient: 'reception@tena.demo',
  appointment: 'triage-nurse@tena.demo',
  visit: 'reception@tena.demo',
  waitingScreen: 'waiting-screen@tena.demo',
  labRequest: 'doctor@tena.demo',
  radiologyRequest: 'doctor@tena.demo',
  charge: 'cashier-manager@tena.demo',
  invoice: 'cashier-manager@tena.demo',
  payment: 'cashier-manager@tena.demo',
  creditNote: 'cashier-manager@tena.demo',
  vitalSign: 'triage-nurse@tena.demo',
  patientEvaluation: 'triage-nurse@tena.demo',
  chiefComplaint: 'doctor@tena.demo',
  opdPhysicalExamination: 'doctor@tena.demo',
  opdEvaluation: 'doctor@tena.demo',
  diagnosis: 'doctor@tena.demo',
  labResult: 'lab-user@tena.demo',
  labSample: 'lab-user@tena.demo',
  testResult: 'doctor@tena.demo',
  radiologyResult: 'radiologist@tena.demo',
  emergency: 'emergency-nurse@tena.demo',
  emergencyPhysicalExamination: 'emergency-nurse@tena.demo',
  document: 'reception@tena.demo',
  stockReceipt: 'store-manager@tena.demo',
  wareHouseTransfer: 'store-manager@tena.demo',
  stockAdjustment: 'store-manager@tena.demo',
  prescription: 'pharmacist@tena.demo',
  prescriptionItem: 'pharmacist@tena.demo',
  dispensing: 'pharmacist@tena.demo',
  pharmacySale: 'pharmacy-cashier@tena.demo',
  stockReturn: 'pharmacist@tena.demo',
  quantity: 'store-manager@tena.demo',
  operationRoom: 'liaison-manager@tena.demo',
  surgicalCase: 'doctor@tena.demo',
  safetyChecklist: 'anesthesia-nurse@tena.demo',
  pacuRecord: 'recovery-nurse@tena.demo',
  orderSheet: 'ipd-nurse@tena.demo',
  progressNote: 'doctor@tena.demo',
  medicationOrder: 'ipd-nurse@tena.demo',
  medicationAdministration: 'ipd-nurse@tena.demo',
  dischargeSummary: 'doctor@tena.demo',
};
/** The clinical and billing records a resumed seed must leave as a whole one does. */
const RESUMED_MODELS = [
  'vitalSign',
  'patientEvaluation',
  'chiefComplaint',
  'opdPhysicalExamination',
  'opdEvaluation',
  'diagnosis',
  'labResult',
  'labSample',
  'testResult',
  'radiologyResult',
  'emergency',
  'emergencyPhysicalExamination',
  'document',
  'labRequest',
  'radiologyRequest',
  'charge',
  'invoice',
  'payment',
  'creditNote',
  'stockReceipt',
  'wareHouseTransfer',
  'stockAdjustment',
  'prescription',
  'prescriptionItem',
  'dispensing',
  'pharmacySale',
  'stockReturn',
  'quantity',
  'surgicalCase',
  'safetyChecklist',
  'pacuRecord',
  'orderSheet',
  'progressNote',
  'medicationOrder',
  'medicationAdministration',
];

type Row = Record<string, unknown>;

/** Every live record of a model, by id, through the list API. */
async function listAll(app: FastifyInstance, model: string, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/models/${model}?pageSize=200&sort=id&direction=asc`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; rows: Row[] };
}

describe.each(dialectCases)('the demo hospital on $dialect', ({ make, skip }) => {
  const targets: TestDatabase[] = [];
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let seeded: Awaited<ReturnType<typeof seedDemoHospital>>;
  /** Each model's reader's headers. */
  const readers: Record<string, Record<string, string>> = {};

  async function freshApp() {
    const target = make();
    targets.push(target);
    // The seed runs on the morning it plans: its check-ins arrive then (visits.check-in).
    const fresh = await seededApp(target, { clock: () => TODAY });
    apps.push(fresh);
    await fresh.ready();
    return fresh;
  }

  beforeAll(async () => {
    if (skip) return;
    // A copy of the run's demo seeded on an empty database at TODAY, with the seed's counts.
    const target = make();
    targets.push(target);
    ({ app, counts: seeded } = await seededDemoApp(target, TODAY));
    apps.push(app);
    for (const [model, email] of Object.entries(READER))
      readers[model] = (await signIn(app, email)).headers;
  }, 180_000);
  afterAll(async () => {
    for (const each of apps) await each.close();
    for (const target of targets) await target.dispose();
  });

  it.skipIf(skip)(
    'creates the promised departments, physicians, patients and appointments',
    async () => {
      expect(seeded).toEqual(EXPECTED);
      for (const [key, model] of Object.entries(MODEL_OF)) {
        const { total } = await listAll(app, model, readers[model] as Record<string, string>);
        expect(total, model).toBe(EXPECTED[key as keyof typeof EXPECTED]);
      }
    },
  );

  it.skipIf(skip)('stores records every allowed role can open', async () => {
    for (const model of Object.values(MODEL_OF)) {
      const headers = readers[model] as Record<string, string>;
      const { rows } = await listAll(app, model, headers);
      for (const row of rows) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/models/${model}/${row.id}`,
          headers,
        });
        expect(response.statusCode, `${model} ${row.id}`).toBe(200);
        expect(response.json()).toMatchObject({ id: row.id, created_by: expect.any(Number) });
      }
    }
  });

  it.skipIf(skip)('gives patients plausible phones, ages, names and numbers', async () => {
    const { rows } = await listAll(app, 'patient', readers.patient as Record<string, string>);
    for (const patient of rows) {
      expect(patient.phone).toMatch(/^[79]\d{8}$/);
      expect(patient.emergency_contact_phone).toMatch(/^[79]\d{8}$/);
      expect(patient.mrn).toMatch(/^MRN-\d{4}-\d{6}$/);
      expect(String(patient.date_of_birth) < TODAY_ISO).toBe(true);
      expect(String(patient.date_of_birth) > '1936-03-02').toBe(true);
      expect(patient.first_name).toMatch(/^[A-Z][a-z]+$/);
      expect(patient.middle_name).toMatch(/^[A-Z][a-z]+$/);
      if (patient.has_insurance) {
        // An insurer or credit company of the billing seed, its member number and its cover.
        expect(patient.insurer).toEqual(expect.any(Number));
        expect(patient.member_number).toMatch(/^[A-Z]{3}-\d{6}$/);
        expect([80, 85, 90, 100]).toContain(patient.coverage_percent);
      }
    }
    expect(new Set(rows.map((p) => p.phone)).size).toBe(rows.length);
    expect(rows.some((p) => p.has_insurance)).toBe(true);
    expect(rows.some((p) => !p.has_insurance)).toBe(true);
    expect(new Set(rows.map((p) => p.sex))).toEqual(new Set(['Male', 'Female']));
  });

  it.skipIf(skip)('books appointments in hospital hours over the week from today', async () => {
    const { rows } = await listAll(
      app,
      'appointment',
      readers.appointment as Record<string, string>,
    );
    const zone = DEFAULT_SETTINGS.timeZone;
    const doctors = await listAll(app, 'physician', readers.physician as Record<string, string>);
    const doctorOf = new Map(doctors.rows.map((doctor) => [doctor.id, doctor]));
    for (const appointment of rows) {
      const at = new Date(String(appointment.scheduled_at));
      expect(WEEK).toContain(formatInTimeZone(at, zone, 'yyyy-MM-dd'));
      // On a working day of its physician, in their hours (the booking rule holds the slots).
      const doctor = doctorOf.get(appointment.physician) as Row;
      const time = formatInTimeZone(at, zone, 'HH:mm');
      expect(doctor.working_days).toContain(formatInTimeZone(at, zone, 'EEEE'));
      expect(time >= String(doctor.start_time) && time < String(doctor.end_time), time).toBe(true);
      expect(appointment.department).toEqual(expect.any(Number));
      expect(appointment.physician).toEqual(expect.any(Number));
    }
    const days = new Set(rows.map((a) => String(a.scheduled_at).slice(0, 10)));
    expect(days.size).toBe(7);
    const today = rows.filter((a) => String(a.scheduled_at).startsWith(TODAY_ISO));
    expect(today.filter((a) => a.status === 'Checked In').length).toBeGreaterThanOrEqual(2);
    expect(today.some((a) => a.status === 'In Progress')).toBe(true);
    expect(rows.filter((a) => a.status === 'Scheduled').length).toBeGreaterThanOrEqual(30);
  });

  it.skipIf(skip)(
    "checks the morning's arrivals in: numbered visits, one called, a screen showing it",
    async () => {
      const all = await listAll(app, 'visit', readers.visit as Record<string, string>);
      // The check-ins' visits; the walk-ins and emergencies are the clinical day's.
      const rows = all.rows.filter((visit) => visit.appointment !== null);
      const appointments = await listAll(
        app,
        'appointment',
        readers.appointment as Record<string, string>,
      );
      // Each checked-in appointment made one visit, of its patient and department.
      const checkedIn = appointments.rows.filter(
        (a) => a.status !== 'Scheduled' && a.status !== 'Cancelled',
      );
      expect(rows.map((v) => v.appointment).sort()).toEqual(checkedIn.map((a) => a.id).sort());
      for (const visit of rows) {
        const appointment = checkedIn.find((a) => a.id === visit.appointment) as Row;
        expect(visit).toMatchObject({
          patient: appointment.patient,
          department: appointment.department,
          queue_date: TODAY_ISO,
          arrived_at: TODAY.toISOString(),
        });
        // They arrive after the day's walk-ins and emergencies, at the end of their queues.
        for (const other of all.rows)
          if (other.department === visit.department && other.queue_date === TODAY_ISO)
            if (other.appointment === null)
              expect(Number(visit.queue_number)).toBeGreaterThan(Number(other.queue_number));
      }
      const called = rows.filter((v) => v.status === 'In Consultation');
      expect(called).toHaveLength(1);
      expect(called[0]).toMatchObject({ room: 'OPD 1', called_at: TODAY.toISOString() });
      expect(rows.filter((v) => v.status === 'Waiting')).toHaveLength(2);
      // The called visit's department screen shows it; the others wait on theirs.
      const screen = (
        await listAll(app, 'waitingScreen', readers.waitingScreen as Record<string, string>)
      ).rows.find((s) => s.department === called[0]?.department) as Row;
      const board = await app.inject({
        method: 'GET',
        url: `/api/queue/screens/${screen.id}`,
        headers: readers.waitingScreen,
      });
      expect(board.statusCode, board.body).toBe(200);
      // The latest call first: a walk-in may have been called into another room before it.
      expect(board.json().called[0]).toEqual(
        expect.objectContaining({ number: called[0]?.queue_number, room: 'OPD 1' }),
      );
    },
  );

  it.skipIf(skip)('leaves each cashier patients waiting, and a morning of billing', async () => {
    const list = (model: string) => listAll(app, model, readers[model] as Record<string, string>);
    // What a cashier signing in finds: patients with unbilled charges at their own point.
    for (const [email, point] of [
      ['reception-cashier@tena.demo', 'Reception'],
      ['lab-cashier@tena.demo', 'Lab'],
      ['radiology-cashier@tena.demo', 'Radiology'],
    ]) {
      const { headers } = await signIn(app, email as string);
      const url = `/api/models/charge?pageSize=200&filter[status]=Unbilled&filter[cashier_point]=${point}`;
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      const waiting = response.json().rows as Row[];
      expect(new Set(waiting.map((c) => c.patient)).size, point).toBeGreaterThanOrEqual(2);
      for (const charge of waiting) {
        expect(Number(charge.amount)).toBeGreaterThan(0);
        expect(charge.source_label).toMatch(/^(LAB|RAD)-\d{4}-\d{6}$|visit, 2026-03-02 \d\d:\d\d$/);
      }
    }
    const invoices = (await list('invoice')).rows;
    expect(new Set(invoices.map((i) => i.status))).toEqual(
      new Set(['Paid', 'Partly Paid', 'Submitted', 'Cancelled']),
    );
    for (const invoice of invoices) {
      // Today's, or a past visit's, which its patient paid that day.
      if (invoice.invoice_date !== TODAY_ISO) {
        expect(String(invoice.invoice_date) < TODAY_ISO).toBe(true);
        expect(invoice.status).toBe('Paid');
      }
      expect(Number(invoice.total)).toBeGreaterThan(0);
      const paid = Number(invoice.paid_amount);
      // A cancelled invoice owes nothing; any other owes its total less what was paid.
      const owed = invoice.status === 'Cancelled' ? 0 : Number(invoice.total) - paid;
      expect(Number(invoice.balance_due)).toBeCloseTo(owed, 2);
    }
    const cancelled = invoices.filter((i) => i.status === 'Cancelled');
    expect(cancelled).toHaveLength(1);
    expect(String(cancelled[0]?.cancellation_reason ?? '').length).toBeGreaterThan(20);
    // An insured patient paid their share; the insurer's stays open for the Credit Cashier.
    expect(invoices).toContainEqual(
      expect.objectContaining({
        payer_type: 'Insurance',
        status: 'Partly Paid',
        patient_balance: '0.00',
      }),
    );
    const insured = invoices.find((i) => i.payer_type === 'Insurance') as Row;
    expect(Number(insured.insurer_balance)).toBeGreaterThan(0);
    expect(Number(insured.patient_share)).toBeGreaterThan(0);
    const credit = invoices.find((i) => i.payer_type === 'Credit') as Row;
    expect(credit).toMatchObject({ status: 'Submitted', patient_share: '0.00' });
    expect(Number(credit.insurer_balance)).toBeGreaterThan(0);
    // Receipts name the cashier who took them and their point.
    for (const payment of (await list('payment')).rows) {
      expect(payment.payment_number).toMatch(/^RCT-\d{4}-\d{6}$/);
      expect(payment.received_by).toMatch(
        /^(reception|lab|radiology|pharmacy|liaison)-cashier@tena\.demo$/,
      );
      // The Liaison Cashier's: the stays of the two patients discharged (demo-wards.ts).
      expect(['Reception', 'Lab', 'Radiology', 'Pharmacy', 'Liaison']).toContain(
        payment.cashier_point,
      );
    }
    // One paid line refunded: its charge is credited, its invoice says how much.
    const [note, ...others] = (await list('creditNote')).rows;
    expect(others).toEqual([]);
    const refunded = invoices.find((i) => i.id === note?.invoice) as Row;
    expect(refunded.credited_amount).toBe(note?.total);
    const charges = (await list('charge')).rows;
    expect(charges.filter((c) => c.status === 'Credited')).toHaveLength(1);
  });

  it.skipIf(skip)('adds nothing on a second call', async () => {
    expect(await seedDemoHospital(app, { today: TODAY })).toBeUndefined();
    for (const [key, model] of Object.entries(MODEL_OF)) {
      const { total } = await listAll(app, model, readers[model] as Record<string, string>);
      expect(total, model).toBe(EXPECTED[key as keyof typeof EXPECTED]);
    }
  });

  // The server stops partway: after 100 records (all departments, physicians and patients, and
  // a few appointments), at the billing morning's third invoice or second payment, or in the
  // clinical day (written through the seed's clock): at its 150th record, its first document,
  // its fifth invoice (its bills come after the billing morning) or its first radiology report;
  // or in the pharmacy's steps (the same clock), at its third dispensing; or in the theatre's
  // and the wards' (the same clock), at the fourth WHO checklist step or the sixth progress note.
  type Counted = 'app' | 'clinic';
  const CUTS: [string, (service: Counted, model: string, calls: number) => boolean][] = [
    [
      'after 100 records',
      (service, model, calls) => service === 'app' && model === 'any' && calls > 100,
    ],
    [
      "at the billing morning's third invoice",
      (service, model, calls) => service === 'app' && model === 'invoice' && calls > 2,
    ],
    [
      "at the billing morning's second payment",
      (service, model, calls) => service === 'app' && model === 'payment' && calls > 1,
    ],
    [
      "at the clinical day's 150th record",
      (service, model, calls) => service === 'clinic' && model === 'any' && calls > 150,
    ],
    [
      "at the clinical day's first document",
      (service, model, calls) => service === 'clinic' && model === 'document' && calls > 0,
    ],
    [
      "at the clinical day's fifth invoice",
      (service, model, calls) => service === 'clinic' && model === 'invoice' && calls > 4,
    ],
    [
      "at the clinical day's first radiology report (its image uploaded)",
      (service, model, calls) => service === 'clinic' && model === 'radiologyResult' && calls > 0,
    ],
    [
      "at the pharmacy's third dispensing",
      (service, model, calls) => service === 'clinic' && model === 'dispensing' && calls > 2,
    ],
    [
      "at the theatre's fourth checklist step",
      (service, model, calls) => service === 'clinic' && model === 'safetyChecklist' && calls > 3,
    ],
    [
      "at the wards' sixth progress note",
      (service, model, calls) => service === 'clinic' && model === 'progressNote' && calls > 5,
    ],
  ];
  // The ten cuts fall on one database, one after another: each start is stopped at the next
  // cut and the start after it resumes the seed. A start creates only what is missing, and the
  // counts run over every start but leave out a stopped create (it wrote nothing; the next
  // start makes that record again), so each cut falls on the very record it would stop an
  // uninterrupted seed at. A database per cut asserted nothing more (each resume still has to
  // carry the seed past its cut, and the end must equal a whole seed record for record) and
  // re-seeded the whole hospital seven times (some 80 s on PostgreSQL). It still runs on both
  // databases: the queries by which a start finds what an earlier one wrote are the dialects'
  // own. To find which resume broke the end, arm one cut at a time in `CUTS`.
  // Its database is also a second fresh one seeded with the same day, which must hold what the
  // first holds: the seed's counts, and every patient, invoice and other record, field for field.
  // (A separate whole seed for that, "gives two fresh databases seeded with the same day
  // identical patients", compared a few of these fields for another 10 s or more.)
  it.skipIf(skip)(
    'finishes a seed cut short at each of those points on the next start, from the day it began, as a second fresh database seeded whole would be',
    async () => {
      const fresh = await freshApp();
      const services = { app: fresh.models, clinic: seedClock(fresh).models };
      const creates = { app: services.app.create, clinic: services.clinic.create };
      const calls = new Map<string, number>();
      const armed = new Map(CUTS);
      const fired: string[] = [];
      for (const service of ['app', 'clinic'] as const)
        services[service].create = async (...args) => {
          const keys = [...new Set([args[0], 'any'])].map((counted) => ({
            counted,
            key: `${service}:${counted}`,
          }));
          for (const { key } of keys) calls.set(key, (calls.get(key) ?? 0) + 1);
          const cut = [...armed].find(([, stops]) =>
            keys.some(({ counted, key }) => stops(service, counted, calls.get(key) as number)),
          );
          if (cut) {
            armed.delete(cut[0]);
            fired.push(cut[0]);
            for (const { key } of keys) calls.set(key, (calls.get(key) as number) - 1);
            throw new Error('server stopped');
          }
          return creates[service](...args);
        };
      // Restarted a day later each time: each start goes on with the hospital the first began.
      const dayAfter = (starts: number) => new Date(TODAY.getTime() + starts * 86_400_000);
      for (let starts = 0; starts < CUTS.length; starts++)
        await expect(
          seedDemoHospital(fresh, { today: dayAfter(starts) }),
          `start ${starts + 1}, cut so far: ${fired.join('; ')}`,
        ).rejects.toThrow('server stopped');
      expect(fired.toSorted()).toEqual(CUTS.map(([when]) => when).toSorted());
      services.app.create = creates.app;
      services.clinic.create = creates.clinic;
      const later = dayAfter(CUTS.length);
      expect(await seedDemoHospital(fresh, { today: later })).toEqual(EXPECTED);
      expect(await seedDemoHospital(fresh, { today: later })).toBeUndefined();
      // A document's file or a report's image is stored again under a new name when the cut
      // came before it.
      const pick = (rows: Row[]) =>
        rows.map(
          ({
            id: _id,
            created_at: _c,
            updated_at: _u,
            charged_at: _at,
            file: _file,
            attachments: _attachments,
            version,
            ...values
          }) => ({ ...values, version }),
        );
      for (const model of ['patient', 'appointment', 'visit', ...RESUMED_MODELS]) {
        const resumed = await listAll(
          fresh,
          model,
          (await signIn(fresh, READER[model] as string)).headers,
        );
        const whole = await listAll(app, model, readers[model] as Record<string, string>);
        expect(pick(resumed.rows), `${model}, cut in this order: ${fired.join('; ')}`).toEqual(
          pick(whole.rows),
        );
      }
    },
    120_000,
  );

  it.skipIf(skip)('leaves a database that already holds a record of its own alone', async () => {
    const fresh = await freshApp();
    const reception = (await signIn(fresh, 'reception@tena.demo')).headers;
    const created = await fresh.inject({
      method: 'POST',
      url: '/api/models/patient',
      headers: reception,
      payload: patientBody(),
    });
    expect(created.statusCode).toBe(201);
    expect(await seedDemoHospital(fresh, { today: TODAY })).toBeUndefined();
    expect((await listAll(fresh, 'patient', reception)).total).toBe(1);
    expect(
      (await listAll(fresh, 'department', (await signIn(fresh, 'admin@tena.demo')).headers)).total,
    ).toBe(0);
  });
});
