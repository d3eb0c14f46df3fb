// A child's blood pressure on the nephrotic chart (issue 21, clinical-demo), on both databases:
// clinical.vital-sign-flags reads the patient's sex and age band from the patient's record
// (engine/clinical/child-blood-pressure.ts: AAP 2017 Table 6 screening values by sex and year
// of age, PALS 2020 hypotension) and flags a child's reading against them, an adult's against
// the chart's adult warnings; the band and sex are the server's (a client's are refused).
import { describe, expect, it } from 'vitest';
import { createRecord } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useWardSuite } from '../helpers/ward-suite';

const ADMITTED = '2026-11-20T06:00:00.000Z';
const at = (hh: string) => `2026-11-20T${hh}:00.000Z`;
const NEPHROTIC = { urine_protein: '4+', oedema: 'Generalised (anasarca)' };

describe.each(dialectCases)("a child's blood pressure on $dialect", ({ make, skip }) => {
  let now = new Date(ADMITTED);
  const w = useWardSuite({ make, skip }, () => now);

  /** Admits a patient born on `date_of_birth` and charts the readings at 08:00, 09:00, ... */
  async function chartFor(patient: Record<string, unknown>, readings: [number, number][]) {
    now = new Date(ADMITTED);
    const id = await w.f.patient(patient);
    const room = await w.f.newRoom(w.f.ward, 1);
    const admission = Number((await w.f.admit(id, room.beds[0] as number)).id);
    now = new Date(at('13:00'));
    const entries = [];
    for (const [i, [systolic, diastolic]] of readings.entries()) {
      entries.push(
        await createRecord(w.app(), w.f.as.ipdNurse, 'nephroticChart', {
          admission,
          recorded_at: at(`${String(8 + i).padStart(2, '0')}:00`),
          ...NEPHROTIC,
          bp_systolic: systolic,
          bp_diastolic: diastolic,
        }),
      );
    }
    return { admission, entries };
  }

  it.skipIf(skip)(
    "flags a 9-year-old boy's 118/76 as high for age, not his normal 100/58",
    async () => {
      const { admission, entries } = await chartFor({ sex: 'Male', date_of_birth: '2017-06-15' }, [
        [118, 76],
        [100, 58],
      ]);
      const [high, normal] = entries;
      expect(high).toMatchObject({ patient_sex: 'Male', patient_age_band: '9 y' });
      // AAP 2017 Table 6, boys of 9: 107/70 and above need evaluation.
      expect(high?.flags).toEqual([
        'Blood pressure high for age (118 mmHg)',
        'Diastolic pressure high for age (76 mmHg)',
      ]);
      // An adult's diastolic 58 is low; a child's is not.
      expect(normal?.flags).toEqual([]);
      // The band and sex are the server's: a client's are refused, naming each.
      const typed = await w.app().inject({
        method: 'POST',
        url: '/api/models/nephroticChart',
        headers: w.f.as.ipdNurse,
        payload: { admission, ...NEPHROTIC, bp_systolic: 118, patient_age_band: 'Adult' },
      });
      expect(typed.statusCode).toBe(422);
      expect(typed.json().details).toEqual([
        expect.objectContaining({ field: 'patient_age_band' }),
      ]);
    },
  );

  it.skipIf(skip)('reads the limits of a girl of 7 and of an adult', async () => {
    const { entries: girl } = await chartFor({ sex: 'Female', date_of_birth: '2019-09-01' }, [
      [106, 66],
      [105, 67],
      [82, 50],
    ]);
    expect(girl.map((e) => e.patient_age_band)).toEqual(['7 y', '7 y', '7 y']);
    expect(girl.map((e) => e.flags)).toEqual([
      // Girls of 7: 106/68 needs evaluation; 105/67 does not.
      ['Blood pressure high for age (106 mmHg)'],
      [],
      // PALS: below 70 + 2 x 7 = 84 mmHg is hypotension.
      ['Blood pressure low for age (82 mmHg)'],
    ]);
    const { entries: adult } = await chartFor({ sex: 'Male', date_of_birth: '1980-02-10' }, [
      [118, 76],
      [150, 95],
      [100, 58],
    ]);
    expect(adult[0]).toMatchObject({ patient_age_band: 'Adult', patient_sex: 'Male', flags: [] });
    expect(adult[1]?.flags).toEqual([
      'Blood pressure high (150 mmHg)',
      'Diastolic pressure high (95 mmHg)',
    ]);
    expect(adult[2]?.flags).toEqual(['Diastolic pressure low (58 mmHg)']);
  });
});
