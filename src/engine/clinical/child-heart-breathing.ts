/**
 * A child's heart rate and breathing read against the child's age, not an adult's 60-100 beats
 * and 12-20 breaths a minute: a pulse of 120 and 30 breaths are a 2-year-old's ordinary values,
 * and 22 breaths a minute is slow for an infant.
 *
 * Source: Advanced Life Support Group, Advanced Paediatric Life Support: A Practical Approach to
 * Emergencies (APLS), 6th edition, Wiley-Blackwell 2016, the normal ranges at rest by age of
 * the structured approach to the seriously ill child:
 *
 *   age (years)   respiratory rate   heart rate
 *   under 1       30-40              110-160
 *   1-2           25-35              100-150
 *   2-5           25-30              95-140
 *   5-12          20-25              80-120
 *   over 12       15-20              60-100
 *
 * Checked (2026-11-27) against a published reproduction of the APLS ranges, year by year:
 * Fleming S, Thompson M, Stevens R et al., "Normal ranges of heart rate and respiratory rate in
 * children from birth to 18 years of age: a systematic review of observational studies", Lancet
 * 2011;377:1011-18, web appendix, Web Box 1 "Existing reference ranges for respiratory rate and
 * heart rate", APLS row. Its year columns settle the shared ends: the bands are ages in years
 * as a continuous quantity (under 1 is below the first birthday, over 12 is after the twelfth),
 * so a child of 2 to 4 reads 2-5, of 5 to 11 reads 5-12, and from the twelfth birthday (its
 * 12-13 column) "over 12". A value inside the range, its ends included, is normal. The APLS
 * book itself was not in hand; the values are the same in every reproduction found.
 *
 * The bands are the blood-pressure bands the server sets on a chart (patient_age_band:
 * engine/clinical/child-blood-pressure.ts), so one derived field serves both; adults (the Adult
 * band) are read against the chart's own adult warnings. The rows are the
 * laboratory's reference-range rows (any sex), chosen by its rangeFor.
 */
import { type ReferenceRange, rangeFor } from '../laboratory/reference-range';
import type { ReferenceRangeRow } from '../laboratory/types';
import { isChildBand } from './child-blood-pressure';

/** [first year of the band, respiratory rate low, high, heart rate low, high] (APLS 6th ed.). */
const APLS_NORMAL_RANGES: readonly (readonly [number, number, number, number, number])[] = [
  [0, 30, 40, 110, 160],
  [1, 25, 35, 100, 150],
  [2, 25, 30, 95, 140],
  [5, 20, 25, 80, 120],
  [12, 15, 20, 60, 100],
];

const BREATHING = 'respiratory_rate';
const HEART = 'heart_rate';

/** The child's bands of child-blood-pressure.ts: Newborn, Infant, 1 y to 12 y, 13-17 y. */
function bandsOf(firstYear: number, nextFirstYear: number | undefined): string[] {
  if (firstYear === 0) return ['Newborn', 'Infant'];
  const bands: string[] = [];
  for (let year = firstYear; year < (nextFirstYear ?? 13); year++) bands.push(`${year} y`);
  if (nextFirstYear === undefined) bands.push('13-17 y');
  return bands;
}

function rows(): ReferenceRangeRow<string>[] {
  return APLS_NORMAL_RANGES.flatMap(([first, rrLow, rrHigh, hrLow, hrHigh], i) =>
    bandsOf(first, APLS_NORMAL_RANGES[i + 1]?.[0]).flatMap((band) => [
      { parameter: BREATHING, sex: 'Any' as const, age_band: band, low: rrLow, high: rrHigh },
      { parameter: HEART, sex: 'Any' as const, age_band: band, low: hrLow, high: hrHigh },
    ]),
  );
}

const CHILD_RATE_RANGES: readonly ReferenceRangeRow<string>[] = rows();

function rangeOf(parameter: string, band: unknown): ReferenceRange | undefined {
  if (!isChildBand(band)) return undefined;
  return rangeFor(CHILD_RATE_RANGES, parameter, 'Any', band as string);
}

/** The lowest normal heart rate of a child's band; -Infinity when none applies. */
export const childHeartRateLow = (band: unknown): number =>
  rangeOf(HEART, band)?.low ?? Number.NEGATIVE_INFINITY;
/** The highest normal heart rate of a child's band; Infinity when none applies. */
export const childHeartRateHigh = (band: unknown): number =>
  rangeOf(HEART, band)?.high ?? Number.POSITIVE_INFINITY;
/** The lowest normal respiratory rate of a child's band; -Infinity when none applies. */
export const childBreathingLow = (band: unknown): number =>
  rangeOf(BREATHING, band)?.low ?? Number.NEGATIVE_INFINITY;
/** The highest normal respiratory rate of a child's band; Infinity when none applies. */
export const childBreathingHigh = (band: unknown): number =>
  rangeOf(BREATHING, band)?.high ?? Number.POSITIVE_INFINITY;
