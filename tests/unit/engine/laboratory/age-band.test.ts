// Age bands on their boundary days: the 28th day of life is still Newborn, the 29th Child; the
// day before the 18th birthday Child, the birthday Adult; the day before the 65th Adult, the
// birthday Elderly; a 29 February birthday counts from 1 March in other years.
import { describe, expect, it } from 'vitest';
import { ageBand } from '../../../../src/engine/laboratory';

const cases: [string, string, string, string | undefined][] = [
  ['the day of birth', '2026-03-01', '2026-03-01', 'Newborn'],
  ['day 28 of life', '2026-03-01', '2026-03-29', 'Newborn'],
  ['day 29 of life', '2026-03-01', '2026-03-30', 'Child'],
  ['across a month end: day 28', '2026-01-31', '2026-02-28', 'Newborn'],
  ['across a month end: day 29', '2026-01-31', '2026-03-01', 'Child'],
  ['the day before the 18th birthday', '2008-06-15', '2026-06-14', 'Child'],
  ['the 18th birthday', '2008-06-15', '2026-06-15', 'Adult'],
  ['the day before the 65th birthday', '1961-06-15', '2026-06-14', 'Adult'],
  ['the 65th birthday', '1961-06-15', '2026-06-15', 'Elderly'],
  ['a 29 February birthday on 28 February', '2008-02-29', '2026-02-28', 'Child'],
  ['a 29 February birthday on 1 March', '2008-02-29', '2026-03-01', 'Adult'],
  ['a centenarian', '1925-01-01', '2026-01-01', 'Elderly'],
  ['born after the sample', '2026-03-02', '2026-03-01', undefined],
  ['no date of birth', '', '2026-03-01', undefined],
];

describe('ageBand', () => {
  it.each(cases)('%s (born %s, sample %s): %s', (_name, born, day, band) => {
    expect(ageBand(born === '' ? null : born, day)).toBe(band);
  });
});
