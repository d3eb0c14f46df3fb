// The range that applies, most specific first (sex and band, sex at any age, any sex at the
// band, any sex at any age), and how it is printed.
import { describe, expect, it } from 'vitest';
import { rangeFor, rangeText } from '../../../../src/engine/laboratory';
import {
  cholesterol,
  haemoglobin,
  hdl,
  malariaFilm,
  potassium,
  ranges,
  wbc,
} from './lab-catalogue';

describe('rangeFor', () => {
  const cases: [string, string, string | null, string | undefined, object | undefined][] = [
    ['a man, adult: his sex and band', 'HGB', 'Male', 'Adult', { low: 13.5, high: 17.5 }],
    ['a woman, adult: her sex and band', 'HGB', 'Female', 'Adult', { low: 12, high: 15.5 }],
    ['a man, elderly: his sex at any age', 'HGB', 'Male', 'Elderly', { low: 12.5, high: 17 }],
    [
      'a man, child: his sex at any age before any sex at the band',
      'HGB',
      'Male',
      'Child',
      { low: 12.5, high: 17 },
    ],
    ['a girl: any sex at her band', 'HGB', 'Female', 'Child', { low: 11, high: 15.5 }],
    ['a newborn girl: any sex at her band', 'HGB', 'Female', 'Newborn', { low: 14.5, high: 22.5 }],
    ['a woman, elderly: any sex at any age', 'HGB', 'Female', 'Elderly', { low: 11.5, high: 16 }],
    ['unknown sex, adult: any sex only', 'HGB', null, 'Adult', { low: 11.5, high: 16 }],
    ['unknown sex and age', 'HGB', null, undefined, { low: 11.5, high: 16 }],
    ['unknown age, a man: his sex at any age', 'HGB', 'Male', undefined, { low: 12.5, high: 17 }],
    ['one range for everyone', 'K', 'Female', 'Newborn', { low: 3.5, high: 5.1 }],
    ['only a low', 'HDL', 'Male', 'Adult', { low: 40, high: undefined }],
    ['no range at all', 'WBC', 'Male', 'Adult', undefined],
  ];
  it.each(cases)('%s', (_name, code, sex, band, expected) => {
    expect(rangeFor(ranges, code, sex, band as never)).toEqual(expected);
  });

  it('skips a row with neither bound for the next one', () => {
    const rows = [
      { parameter: 'K', sex: 'Male' as const, age_band: 'Adult' as const, low: null, high: '' },
      { parameter: 'K', sex: 'Any' as const, age_band: 'Any' as const, low: '3.5', high: '5.1' },
    ];
    expect(rangeFor(rows, 'K', 'Male', 'Adult')).toEqual({ low: 3.5, high: 5.1 });
  });
});

describe('rangeText', () => {
  const cases: [
    string,
    Parameters<typeof rangeText>[0],
    Parameters<typeof rangeText>[1],
    string,
  ][] = [
    ['both bounds', potassium, { low: 3.5, high: 5.1 }, '3.5 - 5.1'],
    ['only a high', cholesterol, { high: 200 }, '< 200'],
    ['only a low', hdl, { low: 40 }, '> 40'],
    ['no range', wbc, undefined, ''],
    ['an option: its normal options', malariaFilm, undefined, 'Negative'],
    ['an option ignores numeric bounds', malariaFilm, { low: 1, high: 2 }, 'Negative'],
    ['a zero bound is a bound', haemoglobin, { low: 0, high: 1 }, '0 - 1'],
  ];
  it.each(cases)('%s', (_name, parameter, range, text) => {
    expect(rangeText(parameter, range)).toBe(text);
  });
});
