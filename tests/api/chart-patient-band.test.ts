// A new nephrotic chart entry warns in the browser as the server flags it (issue 21): the form
// fetches the admission's patient, the patient's sex and the date of birth as the blood-pressure
// age band (fetchFrom and fetchAs, engine/form/fetch-as.ts), and its warnings, run by the same
// engine over those values, are the flags clinical.vital-sign-flags stores; the server takes
// neither sex nor band from the client. On both databases.
import { describe, expect, it } from 'vitest';
import { warningFlags } from '../../src/engine/form/warning-flags';
import type { ModelSchema } from '../../src/engine/types';
import { expectTypedCopiesRefused, observationForm } from '../helpers/chart-form';
import { dialectCases } from '../helpers/databases';
import { shippedRegistry } from '../helpers/registry';
import { useWardSuite } from '../helpers/ward-suite';

const NOW = new Date('2026-11-20T13:00:00.000Z');
const NEPHROTIC = { urine_protein: '4+', oedema: 'Generalised (anasarca)' };

describe.each(dialectCases)(
  "the nephrotic chart's form and server on $dialect",
  ({ make, skip }) => {
    const w = useWardSuite({ make, skip }, () => NOW);

    /** The form of a new entry as the nurse fills it: the admission picked, its copies fetched. */
    const formFor = (schema: ModelSchema, admission: number, typed: Record<string, unknown>) =>
      observationForm(
        schema,
        { field: 'admission', id: admission },
        typed,
        (model, id) => w.read(model, id, w.f.as.ipdNurse),
        NOW,
      );

    it.skipIf(skip)('warns as the server flags, for a boy of nine and a woman', async () => {
      const schema = shippedRegistry().models.nephroticChart as ModelSchema;
      for (const [patient, readings] of [
        [
          { sex: 'Male', date_of_birth: '2017-06-15' },
          [
            [118, 76],
            [100, 58],
            [80, 50],
          ],
        ],
        [
          { sex: 'Female', date_of_birth: '1988-03-02' },
          [
            [118, 76],
            [146, 94],
            [100, 58],
          ],
        ],
      ] as const) {
        const room = await w.f.newRoom(w.f.ward, 1);
        const admission = Number(
          (await w.f.admit(await w.f.patient(patient), room.beds[0] as number)).id,
        );
        for (const [bp_systolic, bp_diastolic] of readings) {
          const typed = { ...NEPHROTIC, bp_systolic, bp_diastolic };
          const form = await formFor(schema, admission, typed);
          const saved = await w.call('POST', 'nephroticChart', w.f.as.ipdNurse, {
            admission,
            ...typed,
          });
          expect(saved.statusCode, saved.body).toBe(201);
          const entry = saved.json();
          expect(warningFlags(form)).toEqual(entry.flags);
          for (const name of ['patient', 'patient_sex', 'patient_age_band'])
            expect(form.data[name]?.value, name).toEqual(entry[name]);
        }
      }
      const boy = await w.call(
        'GET',
        'nephroticChart?filter[patient_age_band]=9 y',
        w.f.as.ipdNurse,
      );
      expect(boy.json().rows.map((row: { flags: string[] }) => row.flags)).toEqual(
        expect.arrayContaining([
          ['Blood pressure high for age (118 mmHg)', 'Diastolic pressure high for age (76 mmHg)'],
          [],
          ['Blood pressure low for age (80 mmHg)'],
        ]),
      );
    });

    it.skipIf(skip)("refuses the patient's sex and band typed by a client", async () => {
      const room = await w.f.newRoom(w.f.ward, 1);
      const admission = Number(
        (
          await w.f.admit(
            await w.f.patient({ sex: 'Male', date_of_birth: '2016-02-10' }),
            room.beds[0] as number,
          )
        ).id,
      );
      const typed = await w.call('POST', 'nephroticChart', w.f.as.ipdNurse, {
        admission,
        ...NEPHROTIC,
        bp_systolic: 118,
        patient_sex: 'Female',
        patient_age_band: 'Adult',
      });
      expectTypedCopiesRefused(typed);
    });
  },
);
