// Flags at the range edges for each sex and age band, through the API on both databases: each
// case is a patient of that sex born on that day, a CBC ordered and its sample collected on
// the server's day (2026-03-02, or the day the case gives), and a haemoglobin entered; the
// server prints the range it chose and flags the value against it. The ranges are the lab
// fixtures' (tests/helpers/lab-fixtures.ts): men 13.5 - 17.5, women 12 - 15.5, elderly men
// 12.5 - 17, elderly women 11.5 - 15.5, children 11 - 14.5, newborns 14 - 24, critical below
// 7 and above 20.
import { describe, expect, it } from 'vitest';
import type { Row } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

interface FlagCase {
  who: string;
  sex: 'Male' | 'Female';
  born: string;
  value: string;
  range: string;
  flag: string | null;
  /** When the sample was taken, if not now. */
  collectedAt?: string;
}

const cases: FlagCase[] = [
  {
    who: 'a man at his low',
    sex: 'Male',
    born: '1990-06-01',
    value: '13.5',
    range: '13.5 - 17.5',
    flag: 'Normal',
  },
  {
    who: 'a man just below his low',
    sex: 'Male',
    born: '1990-06-01',
    value: '13.4',
    range: '13.5 - 17.5',
    flag: 'Low',
  },
  {
    who: 'a man at his high',
    sex: 'Male',
    born: '1990-06-01',
    value: '17.5',
    range: '13.5 - 17.5',
    flag: 'Normal',
  },
  {
    who: 'a man just above his high',
    sex: 'Male',
    born: '1990-06-01',
    value: '17.6',
    range: '13.5 - 17.5',
    flag: 'High',
  },
  {
    who: 'a woman at the value low for a man',
    sex: 'Female',
    born: '1990-06-01',
    value: '13.4',
    range: '12 - 15.5',
    flag: 'Normal',
  },
  {
    who: 'a woman just below her low',
    sex: 'Female',
    born: '1990-06-01',
    value: '11.9',
    range: '12 - 15.5',
    flag: 'Low',
  },
  {
    who: 'a woman just above her high',
    sex: 'Female',
    born: '1990-06-01',
    value: '15.6',
    range: '12 - 15.5',
    flag: 'High',
  },
  {
    who: 'a newborn on day 28',
    sex: 'Female',
    born: '2026-02-02',
    value: '13.9',
    range: '14 - 24',
    flag: 'Low',
  },
  {
    who: 'a child on day 29',
    sex: 'Female',
    born: '2026-02-01',
    value: '13.9',
    range: '11 - 14.5',
    flag: 'Normal',
  },
  {
    who: 'a boy the day before his 18th birthday',
    sex: 'Male',
    born: '2008-03-03',
    value: '14.6',
    range: '11 - 14.5',
    flag: 'High',
  },
  {
    who: 'a man on his 18th birthday',
    sex: 'Male',
    born: '2008-03-02',
    value: '14.6',
    range: '13.5 - 17.5',
    flag: 'Normal',
  },
  {
    who: 'a boy sampled the day before his 18th birthday, entered on it',
    sex: 'Male',
    born: '2008-03-02',
    value: '14.6',
    range: '11 - 14.5',
    flag: 'High',
    collectedAt: '2026-03-01T15:00:00Z',
  },
  {
    who: 'a woman the day before her 65th birthday',
    sex: 'Female',
    born: '1961-03-03',
    value: '11.6',
    range: '12 - 15.5',
    flag: 'Low',
  },
  {
    who: 'a woman on her 65th birthday',
    sex: 'Female',
    born: '1961-03-02',
    value: '11.6',
    range: '11.5 - 15.5',
    flag: 'Normal',
  },
  {
    who: 'an elderly man at his low',
    sex: 'Male',
    born: '1950-01-10',
    value: '12.5',
    range: '12.5 - 17',
    flag: 'Normal',
  },
  {
    who: 'an elderly man just below it',
    sex: 'Male',
    born: '1950-01-10',
    value: '12.4',
    range: '12.5 - 17',
    flag: 'Low',
  },
  {
    who: 'a man at the critical low',
    sex: 'Male',
    born: '1990-06-01',
    value: '7.0',
    range: '13.5 - 17.5',
    flag: 'Low',
  },
  {
    who: 'a man just beyond it',
    sex: 'Male',
    born: '1990-06-01',
    value: '6.9',
    range: '13.5 - 17.5',
    flag: 'Critical Low',
  },
  {
    who: 'a woman just beyond the critical high',
    sex: 'Female',
    born: '1990-06-01',
    value: '20.1',
    range: '12 - 15.5',
    flag: 'Critical High',
  },
  { who: 'no value', sex: 'Female', born: '1990-06-01', value: '', range: '12 - 15.5', flag: null },
];

describe.each(dialectCases)('lab result flags on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T07:30:00Z');
  const { f, call } = useLabSuite({ make, skip }, () => now);

  it.skipIf(skip).each(cases.map((c, index) => ({ ...c, index })))(
    '$who: $value is $flag against $range',
    async ({ sex, born, value, range, flag, collectedAt, index }) => {
      // A first name of its own: two patients alike in name and birthday are likely duplicates.
      const patient = await f.newPatient({
        first_name: `Case${'abcdefghijklmnopqrst'[index]}`,
        sex,
        date_of_birth: born,
      });
      const request = await f.order([f.tests.cbc], { patient, visit: undefined });
      await f.collect(
        request.id as number,
        f.sampleTypes.edtaBlood,
        collectedAt ? { collected_at: collectedAt } : {},
      );
      const response = await call('POST', 'labResult', f.as.labUser, {
        lab_request: request.id,
        test: f.tests.cbc,
        parameters: [{ parameter: 'HGB', value }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = (response.json().parameters as Row[]).find((r) => r.parameter === 'HGB');
      expect({ range: row?.reference_range, flag: row?.flag }).toEqual({ range, flag });
      expect(response.json().has_critical).toBe(
        flag === 'Critical Low' || flag === 'Critical High',
      );
    },
  );
});
