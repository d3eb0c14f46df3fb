// A child's outpatient vital signs (issue 21), on both databases: vitalSign holds the patient's
// sex and age band (clinical.vital-sign-flags from the patient's record on the day taken; the
// form fetches them from the patient picked) and reads a child's pulse and respiratory rate
// against APLS 6th edition's normal ranges by age (engine/clinical/child-heart-breathing.ts) and
// the blood pressure against AAP 2017 Table 6 / PALS 2020 (child-blood-pressure.ts), as the
// ward charts do; an adult keeps the adult ranges; the browser's warnings are the server's
// flags; a client's sex or band is refused.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { warningFlags } from '../../src/engine/form/warning-flags';
import type { ModelSchema } from '../../src/engine/types';
import { signIn, useSeededApp } from '../helpers/app';
import { expectTypedCopiesRefused, observationForm } from '../helpers/chart-form';
import { type ClinicalFixtures, clinicalFixtures } from '../helpers/clinical-fixtures';
import { dialectCases } from '../helpers/databases';
import { shippedRegistry } from '../helpers/registry';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describe.each(dialectCases)("a child's vital signs at a visit on $dialect", ({ make, skip }) => {
  const now = new Date('2026-03-02T13:05:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  let app: FastifyInstance;
  let f: ClinicalFixtures;
  let nurse: Headers;

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await clinicalFixtures(app);
    nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
  }, 60_000);

  const read = async (model: string, id: number) =>
    (await app.inject({ method: 'GET', url: `/api/models/${model}/${id}`, headers: nurse })).json();

  /** Registers the patient, opens a visit and records each set of vitals: the stored rows,
   * whose flags the form's warnings (the same values typed in the browser) must equal. */
  async function vitalsOf(patientBody: Row, sets: Row[]) {
    const schema = shippedRegistry().models.vitalSign as ModelSchema;
    const patient = await f.patient(patientBody);
    const visit = await f.visit(patient);
    const stored: Row[] = [];
    for (const typed of sets) {
      const form = await observationForm(
        schema,
        { field: 'patient', id: patient },
        typed,
        read,
        now,
      );
      const response = await app.inject({
        method: 'POST',
        url: '/api/models/vitalSign',
        headers: nurse,
        payload: { visit: visit.id, ...typed },
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = response.json();
      expect(warningFlags(form), 'the form warns as the server flags').toEqual(row.flags);
      stored.push(row);
    }
    return stored.map((row) => [row.patient_sex, row.patient_age_band, row.flags]);
  }

  it.skipIf(skip)("reads a girl of 4's vital signs for her age", async () => {
    // APLS 2-5 years: heart rate 95-140, breathing 25-30; AAP girls of 4: 103/62; PALS 78.
    const girl = { first_name: 'Liya', sex: 'Female', date_of_birth: '2021-10-12' };
    expect(
      await vitalsOf(girl, [
        // An adult's pulse and breathing would flag both; a 4-year-old's are ordinary, and her
        // BMI of 14.8 is not read against the adult 18.5 (a child's is read for age).
        {
          temperature: 36.9,
          pulse: 118,
          respiratory_rate: 26,
          bp_systolic: 96,
          bp_diastolic: 58,
          weight: 16,
          height: 104,
        },
        // An adult's ordinary 72 and 16 are slow at four; 110/70 is high for her age.
        { temperature: 36.9, pulse: 72, respiratory_rate: 16, bp_systolic: 110, bp_diastolic: 70 },
      ]),
    ).toEqual([
      ['Female', '4 y', []],
      [
        'Female',
        '4 y',
        [
          'Pulse low for age (72 beats/min)',
          'Respiratory rate low for age (16 breaths/min)',
          'Systolic BP high for age (110 mmHg)',
          'Diastolic BP high for age (70 mmHg)',
        ],
      ],
    ]);
  });

  it.skipIf(skip)("keeps an adult's ranges, and refuses a typed sex or band", async () => {
    const man = { first_name: 'Dawit', sex: 'Male', date_of_birth: '1979-04-03' };
    expect(
      await vitalsOf(man, [
        { temperature: 36.9, pulse: 118, respiratory_rate: 26, bp_systolic: 96, bp_diastolic: 58 },
      ]),
    ).toEqual([
      [
        'Male',
        'Adult',
        [
          'Pulse high (118 beats/min)',
          'Respiratory rate high (26 breaths/min)',
          'Diastolic BP low (58 mmHg)',
        ],
      ],
    ]);
    const visit = await f.visit(await f.patient({ sex: 'Male', date_of_birth: '2019-02-01' }));
    const typed = await app.inject({
      method: 'POST',
      url: '/api/models/vitalSign',
      headers: nurse,
      payload: { visit: visit.id, pulse: 90, patient_sex: 'Female', patient_age_band: 'Adult' },
    });
    expectTypedCopiesRefused(typed);
  });
});
