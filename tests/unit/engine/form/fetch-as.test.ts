// A chart entry's patient as its form fetches it (engine/form/fetch-as.ts): the admission's
// patient, then the patient's sex and date of birth as the blood-pressure age band on the
// hospital's day, the very function clinical.vital-sign-flags stores the band with; the form's
// warnings read them as the server's flags do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileForm, FormSession } from '../../../../src/engine/form';
import { bloodPressureBandAt, fetchedAs } from '../../../../src/engine/form/fetch-as';
import { fetchedValues } from '../../../../src/engine/form/fetch-from';
import { warningFlags } from '../../../../src/engine/form/warning-flags';
import type { ModelSchema } from '../../../../src/engine/types';
import { projectRoot } from '../../../../src/server/config';

const nephrotic: ModelSchema = JSON.parse(
  readFileSync(path.join(projectRoot, 'schemas', 'nephroticChart.json'), 'utf8'),
);
const fetchers = Object.entries(nephrotic.fields).map(
  ([name, field]) => [name, field.fetchFrom, field.fetchAs] as const,
);

describe('fetchAs bloodPressureBand', () => {
  it("reads the band on the hospital's day, not the UTC one", () => {
    // 02:00 UTC on 15 June 2026 is still 14 June in the hospital's zone (America/New_York).
    expect(bloodPressureBandAt('2017-06-15', new Date('2026-06-15T02:00:00Z'))).toBe('8 y');
    expect(bloodPressureBandAt('2017-06-15', new Date('2026-06-15T05:00:00Z'))).toBe('9 y');
    expect(bloodPressureBandAt('1990-01-01', new Date('2026-06-15T05:00:00Z'))).toBe('Adult');
    expect(bloodPressureBandAt(null, new Date('2026-06-15T05:00:00Z'))).toBeNull();
  });

  it('leaves a value without fetchAs as it is', () => {
    expect(fetchedAs(undefined, '2017-06-15')).toBe('2017-06-15');
  });

  it("fills the nephrotic chart's sex and band through the admission's patient", () => {
    const at = new Date('2026-11-20T13:00:00Z');
    const picked = fetchedValues(fetchers, 'admission', { id: 4, patient: 17 }, at);
    expect(picked).toEqual({ patient: 17 });
    const patient = { id: 17, sex: 'Male', date_of_birth: '2017-06-15' };
    const copied = fetchedValues(fetchers, 'patient', patient, at);
    expect(copied).toEqual({ patient_sex: 'Male', patient_age_band: '9 y' });
    // What the nurse sees while typing a boy of nine's 118/76 (AAP 2017: 107/70 and above).
    const session = new FormSession(
      compileForm(nephrotic.fields, nephrotic.groups),
      {
        admission: 4,
        ...picked,
        ...copied,
        urine_protein: '4+',
        bp_systolic: 118,
        bp_diastolic: 76,
      },
      { user: { role: 'IPD Nurse', permissions: ['IPD Nurse'] }, now: () => at },
    );
    expect(warningFlags(session)).toEqual([
      'Blood pressure high for age (118 mmHg)',
      'Diastolic pressure high for age (76 mmHg)',
    ]);
    expect(fetchedValues(fetchers, 'patient', undefined, at)).toEqual({
      patient_sex: null,
      patient_age_band: null,
    });
  });
});
