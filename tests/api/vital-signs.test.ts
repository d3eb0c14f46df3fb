// Vital signs (issue 18), on both databases: impossible values refused with a message naming
// the field and its limits (the engine's words, as the browser shows them), a diastolic
// pressure at or above the systolic refused on the diastolic field, values outside the adult
// ranges flagged by the server (and flags never taken from a client), the BMI computed to one
// decimal and empty without a weight or height, the patient taken from the visit (another
// patient's visit refused) and the time from the server's clock; who may record them.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { type ClinicalFixtures, clinicalFixtures } from '../helpers/clinical-fixtures';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describe.each(dialectCases)('vital signs on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T13:05:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  let app: FastifyInstance;
  let f: ClinicalFixtures;
  const h = {} as Record<'nurse' | 'ipd' | 'doctor' | 'reception', Headers>;
  let visit: Row;
  let otherPatient: number;

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await clinicalFixtures(app);
    h.nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    h.ipd = (await signIn(app, 'ipd-nurse@tena.demo')).headers;
    h.doctor = (await signIn(app, 'doctor@tena.demo')).headers;
    h.reception = (await signIn(app, 'reception@tena.demo')).headers;
    visit = await f.visit(await f.patient({ first_name: 'Meron' }));
    otherPatient = await f.patient({ first_name: 'Dawit' });
  }, 60_000);

  const record = (headers: Headers, body: Row) =>
    app.inject({ method: 'POST', url: '/api/models/vitalSign', headers, payload: body });
  const stored = async (body: Row, headers = h.nurse) => {
    const response = await record(headers, { visit: visit.id, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row & { id: number; version: number };
  };
  const count = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/models/vitalSign?pageSize=1', headers: h.nurse })
    ).json().total as number;

  it.skipIf(skip)('refuses impossible values, naming each field and its limits', async () => {
    const before = await count();
    const response = await record(h.nurse, {
      visit: visit.id,
      temperature: 50,
      pulse: 900,
      respiratory_rate: 2,
      bp_systolic: 350,
      bp_diastolic: 10,
      spo2: 30,
      weight: 0,
      height: 300,
      random_blood_sugar: 5,
      pain_score: 11,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: 'temperature', message: 'Temperature must be between 25 and 45 °C' },
        { field: 'pulse', message: 'Pulse must be between 20 and 300 beats/min' },
        {
          field: 'respiratory_rate',
          message: 'Respiratory Rate must be between 4 and 80 breaths/min',
        },
        { field: 'bp_systolic', message: 'Systolic BP must be between 40 and 300 mmHg' },
        { field: 'bp_diastolic', message: 'Diastolic BP must be between 20 and 200 mmHg' },
        { field: 'spo2', message: 'SpO2 must be between 40 and 100 %' },
        { field: 'weight', message: 'Weight must be between 0.2 and 400 kg' },
        { field: 'height', message: 'Height must be between 20 and 260 cm' },
        {
          field: 'random_blood_sugar',
          message: 'Random Blood Sugar must be between 10 and 1000 mg/dL',
        },
        { field: 'pain_score', message: 'Pain Score must be between 0 and 10' },
      ]),
    );
    expect(response.json().details).toHaveLength(10);
    // The limits themselves are values a patient can have.
    await stored({ pulse: 20, spo2: 100, weight: 0.2, temperature: 45 });
    expect(await count()).toBe(before + 1);
  });

  it.skipIf(skip)('refuses a diastolic pressure at or above the systolic', async () => {
    for (const bp_diastolic of [120, 135]) {
      const response = await record(h.nurse, { visit: visit.id, bp_systolic: 120, bp_diastolic });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().details).toEqual([
        {
          field: 'bp_diastolic',
          message: 'Diastolic BP must be lower than the systolic BP (120 mmHg)',
        },
      ]);
    }
    expect((await stored({ bp_systolic: 120, bp_diastolic: 80 })).bp_diastolic).toBe(80);
  });

  it.skipIf(skip)('flags values outside the adult ranges; the flags are the server’s', async () => {
    const vitals = await stored({
      temperature: 38.4,
      pulse: 118,
      respiratory_rate: 16,
      bp_systolic: 152,
      bp_diastolic: 84,
      spo2: 91,
      weight: 48,
      height: 170,
    });
    expect(vitals.flags).toEqual([
      'Fever (38.4 °C)',
      'Pulse high (118 beats/min)',
      'Systolic BP high (152 mmHg)',
      'SpO2 low (91 %)',
      'BMI low, underweight (16.6 kg/m²)',
    ]);
    // Normal values carry no flag.
    expect((await stored({ temperature: 36.8, pulse: 72, spo2: 98 })).flags).toEqual([]);
    const sent = await record(h.nurse, { visit: visit.id, pulse: 70, flags: ['All normal'] });
    expect(sent.statusCode, sent.body).toBe(422);
    expect(sent.json().details).toEqual([
      {
        field: 'flags',
        message: 'Flags is kept by the server from other records and cannot be written',
      },
    ]);
    // A corrected value corrects the flags.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/models/vitalSign/${vitals.id}`,
      headers: h.nurse,
      payload: { version: vitals.version, pulse: 96, spo2: 96 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().flags).toEqual([
      'Fever (38.4 °C)',
      'Systolic BP high (152 mmHg)',
      'BMI low, underweight (16.6 kg/m²)',
    ]);
  });

  it.skipIf(skip)(
    'computes the BMI to one decimal, and none without a weight or height',
    async () => {
      expect((await stored({ weight: 70, height: 175 })).bmi).toBe(22.9);
      expect((await stored({ weight: 81.5, height: 168.4 })).bmi).toBe(28.7);
      expect((await stored({ weight: 70 })).bmi).toBeNull();
      expect((await stored({ height: 175 })).bmi).toBeNull();
      const zero = await record(h.nurse, { visit: visit.id, weight: 70, height: 0 });
      expect(zero.statusCode).toBe(422);
      expect(zero.json().details).toEqual([
        { field: 'height', message: 'Height must be between 20 and 260 cm' },
      ]);
      const sent = await record(h.nurse, { visit: visit.id, weight: 70, height: 175, bmi: 40 });
      expect(sent.statusCode).toBe(422);
      expect(sent.json().details).toEqual([
        { field: 'bmi', message: 'BMI is computed and cannot be written' },
      ]);
    },
  );

  it.skipIf(skip)(
    'takes the patient from the visit, refuses another patient’s, and the time from the clock',
    async () => {
      const vitals = await stored({ pulse: 80 });
      expect(vitals.patient).toBe(visit.patient);
      expect(new Date(String(vitals.taken_at)).getTime()).toBe(now.getTime());
      // Another patient's visit is refused on the visit, as every record of a visit does
      // (rule clinical.visit-patient), never stored under the visit's patient instead.
      const before = await count();
      const mismatched = await record(h.nurse, {
        visit: visit.id,
        patient: otherPatient,
        pulse: 80,
      });
      expect(mismatched.statusCode).toBe(422);
      expect(mismatched.json().details).toEqual([
        {
          field: 'visit',
          message: expect.stringMatching(
            /^Visit: .+ is not one this vital signs may pick \(its Patient must be Dawit Kebede Tesfaye\)$/,
          ),
        },
      ]);
      expect(await count()).toBe(before);
      const earlier = await stored({ pulse: 80, taken_at: '2026-03-02T12:40:00Z' });
      expect(new Date(String(earlier.taken_at)).getTime()).toBe(Date.parse('2026-03-02T12:40:00Z'));
      const missing = await record(h.nurse, { pulse: 80 });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().details).toEqual([
        { field: 'patient', message: 'Patient is required' },
        { field: 'visit', message: 'Visit is required' },
      ]);
    },
  );

  it.skipIf(skip)('is recorded by nurses and doctors, not by reception', async () => {
    await stored({ pulse: 88 }, h.ipd);
    await stored({ pulse: 88 }, h.doctor);
    const refused = await record(h.reception, { visit: visit.id, pulse: 88 });
    expect(refused.statusCode).toBe(403);
    const list = await app.inject({
      method: 'GET',
      url: '/api/models/vitalSign',
      headers: h.reception,
    });
    expect(list.statusCode).toBe(403);
  });
});
