import { formatInTimeZone } from 'date-fns-tz';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { seedDemoHospital } from '../../src/server/seed/demo-hospital';
import { seededApp, signIn } from '../helpers/app';
import { dialectCases, type TestDatabase } from '../helpers/databases';
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
const EXPECTED = { departments: 8, physicians: 10, patients: 60, appointments: 40 };
const MODEL_OF = {
  departments: 'department',
  physicians: 'physician',
  patients: 'patient',
  appointments: 'appointment',
} as const;

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
  /** An allowed reader of each model (permissions/matrix.json). */
  const readers: Record<string, Record<string, string>> = {};

  async function freshApp() {
    const target = make();
    targets.push(target);
    const fresh = await seededApp(target);
    apps.push(fresh);
    await fresh.ready();
    return fresh;
  }
  async function freshSeededApp() {
    const fresh = await freshApp();
    return { fresh, counts: await seedDemoHospital(fresh, { today: TODAY }) };
  }

  beforeAll(async () => {
    if (skip) return;
    ({ fresh: app, counts: seeded } = await freshSeededApp());
    readers.department = (await signIn(app, 'admin@tena.demo')).headers;
    readers.physician = (await signIn(app, 'reception@tena.demo')).headers;
    readers.patient = (await signIn(app, 'reception@tena.demo')).headers;
    readers.appointment = (await signIn(app, 'triage-nurse@tena.demo')).headers;
  }, 120_000);
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
        expect(patient.insurance_company).toEqual(expect.any(Number));
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
    for (const appointment of rows) {
      const at = new Date(String(appointment.scheduled_at));
      expect(WEEK).toContain(formatInTimeZone(at, zone, 'yyyy-MM-dd'));
      const time = formatInTimeZone(at, zone, 'HH:mm');
      expect(time >= '08:00' && time <= '17:00', time).toBe(true);
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

  it.skipIf(skip)('adds nothing on a second call', async () => {
    expect(await seedDemoHospital(app, { today: TODAY })).toBeUndefined();
    for (const [key, model] of Object.entries(MODEL_OF)) {
      const { total } = await listAll(app, model, readers[model] as Record<string, string>);
      expect(total, model).toBe(EXPECTED[key as keyof typeof EXPECTED]);
    }
  });

  it.skipIf(skip)(
    'gives two fresh databases seeded with the same day identical patients',
    async () => {
      const { fresh, counts } = await freshSeededApp();
      expect(counts).toEqual(EXPECTED);
      const headers = (await signIn(fresh, 'reception@tena.demo')).headers;
      const pick = (rows: Row[]) =>
        rows.map(({ mrn, first_name, middle_name, last_name, phone, date_of_birth }) => ({
          mrn,
          first_name,
          middle_name,
          last_name,
          phone,
          date_of_birth,
        }));
      const first = await listAll(app, 'patient', readers.patient as Record<string, string>);
      const second = await listAll(fresh, 'patient', headers);
      expect(pick(second.rows)).toEqual(pick(first.rows));
    },
    120_000,
  );

  it.skipIf(skip)(
    'finishes a seed cut short on the next start, from the day it began',
    async () => {
      const fresh = await freshApp();
      const create = fresh.models.create;
      let calls = 0;
      // The server stops after 100 records (all departments, physicians and patients, and a
      // few appointments).
      fresh.models.create = async (...args) => {
        calls += 1;
        if (calls > 100) throw new Error('server stopped');
        return create(...args);
      };
      await expect(seedDemoHospital(fresh, { today: TODAY })).rejects.toThrow('server stopped');
      fresh.models.create = create;
      // Restarted on a later day: the seed finishes the hospital it began.
      const later = new Date('2026-03-05T09:00:00-05:00');
      expect(await seedDemoHospital(fresh, { today: later })).toEqual(EXPECTED);
      expect(await seedDemoHospital(fresh, { today: later })).toBeUndefined();
      const pick = (rows: Row[]) =>
        rows.map(({ id: _id, created_at: _c, updated_at: _u, version, ...values }) => ({
          ...values,
          version,
        }));
      for (const model of ['patient', 'appointment']) {
        const headers = readers[model] as Record<string, string>;
        const resumed = await listAll(
          fresh,
          model,
          (
            await signIn(
              fresh,
              model === 'patient' ? 'reception@tena.demo' : 'triage-nurse@tena.demo',
            )
          ).headers,
        );
        const whole = await listAll(app, model, headers);
        expect(pick(resumed.rows), model).toEqual(pick(whole.rows));
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
