// What a parameter accepts: a Number with at most its decimals within what it can possibly
// be, an Option among its choices, any Text; a blank is no value and never wrong.
import { describe, expect, it } from 'vitest';
import { type LabParameter, readParameterValue } from '../../../../src/engine/laboratory';
import { comment, haemoglobin, malariaFilm, potassium, wbc } from './lab-catalogue';

const cases: [string, LabParameter, unknown, object][] = [
  ['a number in range', potassium, '4.2', { value: '4.2', number: 4.2 }],
  ['spaces around it', potassium, ' 4.2 ', { value: '4.2', number: 4.2 }],
  ['a number sent as a number', potassium, 9.8, { value: '9.8', number: 9.8 }],
  ['at the lowest possible', potassium, '0', { value: '0', number: 0 }],
  ['at the highest possible', potassium, '20', { value: '20', number: 20 }],
  [
    'just below the lowest',
    potassium,
    '-0.1',
    { problem: 'Potassium must be between 0 and 20 mmol/L' },
  ],
  [
    'just above the highest',
    potassium,
    '20.1',
    { problem: 'Potassium must be between 0 and 20 mmol/L' },
  ],
  [
    'a negative count',
    wbc,
    '-3',
    { problem: 'White Blood Cells must be between 0 and 500 10^9/L' },
  ],
  [
    'more decimals than allowed',
    potassium,
    '4.25',
    { problem: 'Potassium takes at most 1 decimal' },
  ],
  [
    'a decimal where a whole number is due',
    wbc,
    '7.5',
    { problem: 'White Blood Cells must be a whole number' },
  ],
  ['a trailing point is no decimal', wbc, '7.', { value: '7.', number: 7 }],
  ['not a number', haemoglobin, '12,5', { problem: 'Haemoglobin must be a number, in g/dL' }],
  ['words', potassium, 'high', { problem: 'Potassium must be a number, in mmol/L' }],
  ['an option', malariaFilm, 'P. falciparum', { value: 'P. falciparum' }],
  ['an option in another case', malariaFilm, 'negative', { value: 'Negative' }],
  [
    'not an option',
    malariaFilm,
    'Positive',
    { problem: 'Malaria Film must be one of Negative, P. falciparum, P. vivax, Mixed' },
  ],
  ['text', comment, 'Haemolysed, repeat advised', { value: 'Haemolysed, repeat advised' }],
  ['a blank', potassium, '  ', { value: '' }],
  ['nothing', malariaFilm, null, { value: '' }],
  ['an object', comment, { a: 1 }, { problem: 'Comment must be text or a number' }],
];

describe('readParameterValue', () => {
  it.each(cases)('%s', (_name, parameter, raw, expected) => {
    const reading = readParameterValue(parameter, raw);
    expect(Object.fromEntries(Object.entries(reading).filter(([, v]) => v !== undefined))).toEqual(
      expected,
    );
  });

  it('names one bound when only one is set', () => {
    expect(readParameterValue({ ...potassium, max_value: null }, '-1').problem).toBe(
      'Potassium must be at least 0 mmol/L',
    );
    expect(readParameterValue({ ...potassium, min_value: null }, '21').problem).toBe(
      'Potassium must be at most 20 mmol/L',
    );
  });
});
