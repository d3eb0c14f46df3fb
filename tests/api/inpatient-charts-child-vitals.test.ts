// A child's pulse, breathing and blood pressure on the bedside charts children are on (issue
// 21), on both databases: the regular, salbutamol, transfusion and neuro charts hold the
// patient's sex and age band (set by clinical.vital-sign-flags from the patient's record) and
// their warnings read a child's heart and respiratory rates against APLS 6th edition's normal
// ranges by age (engine/clinical/child-heart-breathing.ts) and the blood pressure against AAP
// 2017 / PALS 2020 (child-blood-pressure.ts); an adult keeps the adult ranges.
import { describe, expect, it } from 'vitest';
import { createRecord } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useWardSuite } from '../helpers/ward-suite';

const ADMITTED = '2026-11-20T06:00:00.000Z';
const at = (hh: number) => `2026-11-20T${String(hh).padStart(2, '0')}:00:00.000Z`;
type Values = Record<string, unknown>;

describe.each(dialectCases)("a child's vital signs on $dialect", ({ make, skip }) => {
  let now = new Date(ADMITTED);
  const w = useWardSuite({ make, skip }, () => now);

  /** Admits a patient and charts each entry on `model` at 08:00, 09:00, ...: their flags. */
  async function chart(patient: Values, model: string, entries: Values[]) {
    now = new Date(ADMITTED);
    const id = await w.f.patient(patient);
    const room = await w.f.newRoom(w.f.ward, 1);
    const admission = Number((await w.f.admit(id, room.beds[0] as number)).id);
    now = new Date(at(13));
    const saved = [];
    for (const [i, values] of entries.entries())
      saved.push(
        await createRecord(w.app(), w.f.as.ipdNurse, model, {
          admission,
          recorded_at: at(8 + i),
          ...values,
        }),
      );
    return saved;
  }

  it.skipIf(skip)(
    "reads a 2-year-old's regular chart for her age: normal values pass, slow and fast ones are flagged",
    async () => {
      const girl = { sex: 'Female', date_of_birth: '2024-05-10' };
      const [normal, slow, shocked] = await chart(girl, 'regularVitalChart', [
        // APLS, 2-5 years: heart rate 95-140, breathing 25-30; AAP girls of 2: 101/58.
        { temperature: 36.8, pulse: 120, respiratory_rate: 30, bp_systolic: 94, bp_diastolic: 54 },
        // Normal for an adult, dangerous at two: bradycardia and slow breathing.
        { temperature: 36.6, pulse: 85, respiratory_rate: 18, bp_systolic: 92, bp_diastolic: 52 },
        // Compensated no longer: fast heart and breathing, PALS hypotension (below 70 + 2 x 2).
        { temperature: 38.9, pulse: 170, respiratory_rate: 48, bp_systolic: 70, bp_diastolic: 40 },
      ]);
      expect(normal).toMatchObject({ patient_sex: 'Female', patient_age_band: '2 y', flags: [] });
      expect(slow?.flags).toEqual([
        'Pulse low for age, bradycardia (85 beats/min)',
        'Breathing slow for age (18 breaths/min)',
      ]);
      expect(shocked?.flags).toEqual([
        'Fever (38.9 °C)',
        'Pulse high for age, tachycardia (170 beats/min)',
        'Breathing fast for age (48 breaths/min)',
        'Blood pressure low for age (70 mmHg)',
      ]);
    },
  );

  it.skipIf(skip)(
    "reads the asthmatic boy of 7's salbutamol chart and an infant's transfusion for their ages",
    async () => {
      const boy = { sex: 'Male', date_of_birth: '2019-03-14' };
      const asthma = await chart(boy, 'salbutamolChart', [
        // APLS, 5-12 years: heart rate 80-120, breathing 20-25 (an adult's 20 and 100 would flag).
        { timing: 'Before dose', pulse: 130, respiratory_rate: 32, spo2: 91 },
        { timing: '15 minutes after', pulse: 112, respiratory_rate: 24, spo2: 95 },
      ]);
      expect(asthma.map((e) => [e.patient_age_band, e.flags])).toEqual([
        [
          '7 y',
          [
            'Breathing fast for age (32 breaths/min)',
            'Pulse high for age, tachycardia (130 beats/min)',
            'Oxygen saturation low (91 %)',
          ],
        ],
        ['7 y', []],
      ]);
      const infant = { sex: 'Male', date_of_birth: '2026-06-01' };
      const unit = { component: 'Packed red cells', unit_number: 'NBB-2026-1', phase: 'Hourly' };
      const transfusion = await chart(infant, 'bloodTransfusionChart', [
        // APLS, under 1 year: heart rate 110-160, breathing 30-40.
        { ...unit, temperature: 36.9, pulse: 140, respiratory_rate: 36, bp_systolic: 84 },
        { ...unit, temperature: 36.9, pulse: 190, respiratory_rate: 36, bp_systolic: 84 },
      ]);
      expect(transfusion.map((e) => [e.patient_age_band, e.flags])).toEqual([
        ['Infant', []],
        ['Infant', ['Pulse high for age, tachycardia (190 beats/min)']],
      ]);
    },
  );

  it.skipIf(skip)("keeps an adult's ranges, and a child's head injury reads hers", async () => {
    const adult = { sex: 'Male', date_of_birth: '1980-02-10' };
    const [ordinary, fast] = await chart(adult, 'regularVitalChart', [
      { pulse: 76, respiratory_rate: 16, bp_systolic: 118, bp_diastolic: 76 },
      { pulse: 120, respiratory_rate: 30, bp_systolic: 86, bp_diastolic: 50 },
    ]);
    expect(ordinary).toMatchObject({ patient_age_band: 'Adult', flags: [] });
    expect(fast?.flags).toEqual([
      'Pulse high, tachycardia (120 beats/min)',
      'Breathing fast (30 breaths/min)',
      'Blood pressure low (86 mmHg)',
      'Diastolic pressure low (50 mmHg)',
    ]);
    const girl = { sex: 'Female', date_of_birth: '2021-01-20' };
    const [neuro] = await chart(girl, 'neuroSignChart', [
      // A girl of 5 (APLS 5-12: 80-120, 20-25): an adult's limits would flag both rates.
      { gcs_eye: 4, gcs_verbal: 5, gcs_motor: 6, pulse: 108, respiratory_rate: 22 },
    ]);
    expect(neuro).toMatchObject({ patient_age_band: '5 y', gcs_total: 15, flags: [] });
  });
});
