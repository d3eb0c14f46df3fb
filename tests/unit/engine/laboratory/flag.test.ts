// Flags at every edge: a range's bounds are normal, just outside is Low or High, the critical
// limits themselves are not critical and just beyond them is; by sex and age band through the
// whole evaluation; no flag for a blank, a text or nothing to compare against.
import { describe, expect, it } from 'vitest';
import { evaluateParameter, type LabParameter } from '../../../../src/engine/laboratory';
import {
  cholesterol,
  comment,
  haemoglobin,
  hdl,
  malariaFilm,
  potassium,
  ranges,
  wbc,
} from './lab-catalogue';

const adultMan = { sex: 'Male', date_of_birth: '1980-05-10' };
const day = '2026-03-02';

describe('flags against one range (potassium 3.5 - 5.1, critical < 2.5 and > 6.5)', () => {
  const cases: [string, string | undefined][] = [
    ['4.2', 'Normal'],
    ['3.5', 'Normal'],
    ['3.4', 'Low'],
    ['5.1', 'Normal'],
    ['5.2', 'High'],
    ['2.5', 'Low'],
    ['2.4', 'Critical Low'],
    ['6.5', 'High'],
    ['6.6', 'Critical High'],
    ['9.8', 'Critical High'],
    ['0', 'Critical Low'],
    ['', undefined],
    ['21', undefined],
  ];
  it.each(cases)('%s: %s', (value, flag) => {
    expect(evaluateParameter(potassium, ranges, adultMan, day, value).flag).toBe(flag);
  });
});

describe('haemoglobin by sex and age band, on the sample day', () => {
  const cases: [string, string, string, string, string, string | undefined][] = [
    // [who, sex, born, value, range printed, flag]
    ['adult man at his low', 'Male', '1980-05-10', '13.5', '13.5 - 17.5', 'Normal'],
    ['adult man just below', 'Male', '1980-05-10', '13.4', '13.5 - 17.5', 'Low'],
    ["adult woman at the man's low", 'Female', '1980-05-10', '13.4', '12 - 15.5', 'Normal'],
    ['adult woman just below her low', 'Female', '1980-05-10', '11.9', '12 - 15.5', 'Low'],
    ['adult woman just above her high', 'Female', '1980-05-10', '15.6', '12 - 15.5', 'High'],
    ['newborn on day 28 at 14.5', 'Female', '2026-02-02', '14.5', '14.5 - 22.5', 'Normal'],
    ['child on day 29 at 14.5', 'Female', '2026-02-01', '14.5', '11 - 15.5', 'Normal'],
    ['newborn on day 28 at 11.0', 'Female', '2026-02-02', '11.0', '14.5 - 22.5', 'Low'],
    ['child on day 29 at 11.0', 'Female', '2026-02-01', '11.0', '11 - 15.5', 'Normal'],
    ['girl the day before 18 at 15.6', 'Female', '2008-03-03', '15.6', '11 - 15.5', 'High'],
    ['woman on her 18th birthday at 15.6', 'Female', '2008-03-02', '15.6', '12 - 15.5', 'High'],
    ['girl the day before 18 at 11.5', 'Female', '2008-03-03', '11.5', '11 - 15.5', 'Normal'],
    ['woman on her 18th birthday at 11.5', 'Female', '2008-03-02', '11.5', '12 - 15.5', 'Low'],
    ['man the day before 65 at 17.2', 'Male', '1961-03-03', '17.2', '13.5 - 17.5', 'Normal'],
    ['man on his 65th birthday at 17.2', 'Male', '1961-03-02', '17.2', '12.5 - 17', 'High'],
    ['woman on her 65th birthday at 11.6', 'Female', '1961-03-02', '11.6', '11.5 - 16', 'Normal'],
    ['woman the day before 65 at 11.6', 'Female', '1961-03-03', '11.6', '12 - 15.5', 'Low'],
    ['any age, critical low beyond 7', 'Female', '1980-05-10', '6.9', '12 - 15.5', 'Critical Low'],
  ];
  it.each(cases)('%s', (_who, sex, born, value, printed, flag) => {
    const row = evaluateParameter(haemoglobin, ranges, { sex, date_of_birth: born }, day, value);
    expect({ range: row.reference_range, flag: row.flag }).toEqual({ range: printed, flag });
  });
});

describe('other kinds and open ranges', () => {
  const cases: [string, LabParameter, string, string | undefined][] = [
    ['HDL at its low', hdl, '40', 'Normal'],
    ['HDL just below', hdl, '39', 'Low'],
    ['cholesterol at its high', cholesterol, '200', 'Normal'],
    ['cholesterol just above', cholesterol, '200.5', 'High'],
    ['a WBC with no range', wbc, '7', undefined],
    ['a negative film', malariaFilm, 'Negative', 'Normal'],
    ['a positive film', malariaFilm, 'P. vivax', 'Abnormal'],
    ['a text', comment, 'Clotted', undefined],
  ];
  it.each(cases)('%s', (_name, parameter, value, flag) => {
    expect(evaluateParameter(parameter, ranges, adultMan, day, value).flag).toBe(flag);
  });

  it('flags a critical value even with no range', () => {
    const row = evaluateParameter({ ...wbc, critical_high: 30 }, ranges, adultMan, day, '31');
    expect(row.flag).toBe('Critical High');
    expect(row.reference_range).toBe('');
  });

  it('an option without normal options is not flagged', () => {
    const row = evaluateParameter(
      { ...malariaFilm, normal_options: '' },
      ranges,
      adultMan,
      day,
      'Mixed',
    );
    expect(row).toMatchObject({ value: 'Mixed', flag: undefined, reference_range: '' });
  });

  it('a refused value has its problem, no flag, and still its unit and range', () => {
    expect(evaluateParameter(potassium, ranges, adultMan, day, '-1')).toEqual({
      value: undefined,
      number: undefined,
      unit: 'mmol/L',
      reference_range: '3.5 - 5.1',
      flag: undefined,
      problem: 'Potassium must be between 0 and 20 mmol/L',
    });
  });
});
