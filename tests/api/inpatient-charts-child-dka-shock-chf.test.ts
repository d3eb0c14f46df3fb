// A child on the DKA, shock and CHF follow-up charts (issue 21), on both databases: like the
// regular chart, each holds the patient's sex and age band (clinical.vital-sign-flags from the
// patient's record; the form fetches them through the admission) and reads a child's pulse and
// breathing against APLS 6th edition's normal ranges by age (engine/clinical/child-heart-
// breathing.ts) and the blood pressure against AAP 2017 Table 6 / PALS 2020 (child-blood-
// pressure.ts); an adult keeps the adult ranges. The form's warnings, run by the same engine
// over the fetched values, are the flags the server stores.
import { describe, expect, it } from 'vitest';
import { warningFlags } from '../../src/engine/form/warning-flags';
import type { ModelSchema } from '../../src/engine/types';
import { observationForm } from '../helpers/chart-form';
import { dialectCases } from '../helpers/databases';
import { shippedRegistry } from '../helpers/registry';
import { useWardSuite } from '../helpers/ward-suite';

const NOW = new Date('2026-11-20T13:00:00.000Z');
type Values = Record<string, unknown>;

describe.each(dialectCases)(
  'a child on the DKA, shock and CHF charts on $dialect',
  ({ make, skip }) => {
    const w = useWardSuite({ make, skip }, () => NOW);

    /** Admits the patient and charts each entry on `model`: the stored entries, whose flags the
     * form's warnings (the same entry typed in the browser's form) must equal. */
    async function chart(patient: Values, model: string, entries: Values[]) {
      const schema = shippedRegistry().models[model] as ModelSchema;
      const room = await w.f.newRoom(w.f.ward, 1);
      const admission = Number(
        (await w.f.admit(await w.f.patient(patient), room.beds[0] as number)).id,
      );
      const saved: Values[] = [];
      for (const typed of entries) {
        const form = await observationForm(
          schema,
          { field: 'admission', id: admission },
          typed,
          (name, id) => w.read(name, id, w.f.as.ipdNurse),
          NOW,
        );
        const response = await w.call('POST', model, w.f.as.ipdNurse, { admission, ...typed });
        expect(response.statusCode, response.body).toBe(201);
        const entry = response.json();
        expect(warningFlags(form), `${model} form`).toEqual(entry.flags);
        saved.push(entry);
      }
      return saved.map((e) => [e.patient_sex, e.patient_age_band, e.flags]);
    }

    it.skipIf(skip)(
      "reads a boy of 10's ketoacidosis for his age, a man's for an adult",
      async () => {
        // APLS 5-12 years: heart rate 80-120; AAP boys of 10: 108 needs evaluation; PALS: 90.
        const boy = await chart({ sex: 'Male', date_of_birth: '2016-05-01' }, 'dkaChart', [
          { blood_glucose: 160, pulse: 115, bp_systolic: 100 },
          { blood_glucose: 150, pulse: 140, bp_systolic: 112 },
        ]);
        expect(boy).toEqual([
          ['Male', '10 y', []],
          [
            'Male',
            '10 y',
            [
              'Pulse high for age, tachycardia (140 beats/min)',
              'Blood pressure high for age (112 mmHg)',
            ],
          ],
        ]);
        const man = await chart({ sex: 'Male', date_of_birth: '1990-01-15' }, 'dkaChart', [
          { blood_glucose: 160, pulse: 115, bp_systolic: 100 },
        ]);
        expect(man).toEqual([['Male', 'Adult', ['Pulse high, tachycardia (115 beats/min)']]]);
      },
    );

    it.skipIf(skip)("reads a girl of 3's shock for her age, a woman's for an adult", async () => {
      // APLS 2-5 years: heart rate 95-140, breathing 25-30; PALS: systolic below 70 + 2 x 3 = 76;
      // the adult MAP target (65 mmHg) is not a child's.
      const ordinary = { pulse: 130, respiratory_rate: 28, bp_systolic: 90, bp_diastolic: 54 };
      const shocked = {
        pulse: 170,
        respiratory_rate: 40,
        bp_systolic: 72,
        bp_diastolic: 40,
        capillary_refill: 4,
      };
      // Her 15 mL/h is more than 1 mL/kg/h at 14 kg: the adult's 30 mL/h is not hers.
      const girl = await chart({ sex: 'Female', date_of_birth: '2023-08-01' }, 'shockChart', [
        { ...ordinary, urine_output: 15 },
        shocked,
      ]);
      expect(girl).toEqual([
        ['Female', '3 y', []],
        [
          'Female',
          '3 y',
          [
            'Pulse high for age, tachycardia (170 beats/min)',
            'Blood pressure low for age (72 mmHg)',
            'Capillary refill over 2 s (4 s)',
            'Breathing fast for age (40 breaths/min)',
          ],
        ],
      ]);
      const [[, band, flags] = []] = await chart(
        { sex: 'Female', date_of_birth: '1985-07-20' },
        'shockChart',
        [ordinary],
      );
      expect(band).toBe('Adult');
      expect(flags).toEqual([
        'Pulse high, tachycardia (130 beats/min)',
        'Diastolic pressure low (54 mmHg)',
        'Breathing fast (28 breaths/min)',
      ]);
    });

    it.skipIf(skip)(
      "reads an infant's heart failure for his age, a man's for an adult",
      async () => {
        // APLS under 1 year: heart rate 110-160, breathing 30-40; PALS: an infant's systolic from 70.
        const ordinary = {
          weight: 6.4,
          pulse: 150,
          respiratory_rate: 38,
          bp_systolic: 84,
          spo2: 96,
        };
        const infant = await chart(
          { sex: 'Male', date_of_birth: '2026-05-01' },
          'chfFollowUpChart',
          [ordinary, { weight: 6.6, pulse: 180, respiratory_rate: 60, bp_systolic: 84, spo2: 96 }],
        );
        expect(infant).toEqual([
          ['Male', 'Infant', []],
          [
            'Male',
            'Infant',
            [
              'Pulse high for age, tachycardia (180 beats/min)',
              'Breathing fast for age (60 breaths/min)',
            ],
          ],
        ]);
        const man = await chart({ sex: 'Male', date_of_birth: '1958-11-02' }, 'chfFollowUpChart', [
          { ...ordinary, weight: 74 },
        ]);
        expect(man).toEqual([
          [
            'Male',
            'Adult',
            [
              'Pulse high, tachycardia (150 beats/min)',
              'Blood pressure low (84 mmHg)',
              'Breathing fast (38 breaths/min)',
            ],
          ],
        ]);
      },
    );
  },
);
