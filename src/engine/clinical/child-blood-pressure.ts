/**
 * A child's blood pressure read against the child's age and sex, not an adult's 90-139/60-89:
 * 118/76 mmHg is an ordinary adult reading and a raised one for a boy of nine.
 *
 * - High: the American Academy of Pediatrics "Clinical Practice Guideline for Screening and
 *   Management of High Blood Pressure in Children and Adolescents" (Flynn et al., Pediatrics
 *   2017;140:e20171904), Table 6, "Screening BP values requiring further evaluation" by sex and
 *   year of age from 1 to 12, and 120/80 from 13 years. A reading at or above the value is
 *   flagged. Table 6's values are, as the guideline says, the 90th percentile at the 5th height
 *   percentile (so no height is needed) of its normative Tables 4 (boys) and 5 (girls). The text
 *   of Table 6 itself was not in hand; each value below was checked (2026-11-27) against that
 *   column of Tables 4 and 5 as transcribed in the pedbp R package (github.com/dewittpe/pedbp,
 *   data-raw/flynn2017.R, "transcribed from Table 4 / Table 5 in Flynn et al. (2017)"): all 48
 *   agree.
 * - Low: hypotension as the AHA Pediatric Advanced Life Support provider manual (2020) defines
 *   it: systolic below 60 mmHg in a term newborn (first 28 days), below 70 in an infant, below
 *   70 + 2 x age in years from 1 to 10 years, below 90 from 10 years. The PALS manual was not in
 *   hand; checked against its reproductions (J Trauma Acute Care Surg 2019;86:448-453, "PALS/ATLS
 *   ... <70 + 2 x age", and PALS course summaries with the same four rows). No diastolic lower
 *   limit.
 * - No upper limit under one year (the AAP table starts at one); adults (18 and over, the
 *   laboratory's Adult band) are read against the chart's own adult warnings.
 *
 * The ranges are reference-range rows as the laboratory's (engine/laboratory: by parameter, sex
 * and age band, the most specific first), with age bands by year, so one `rangeFor` chooses a
 * haemoglobin's range and a child's blood pressure limits. A row's bounds are normal readings,
 * as a laboratory range's are: `high` is the screening value less 1 mmHg (readings are whole
 * mmHg), `low` the lowest reading that is not hypotension. A chart's warnings read them through
 * the expression functions of engine/formulas/math.ts; the server derives the band it reads.
 */
import { ADULT_FROM_YEARS, NEWBORN_LAST_DAY } from '../laboratory/age-band';
import { type ReferenceRange, rangeFor } from '../laboratory/reference-range';
import type { ReferenceRangeRow, Sex } from '../laboratory/types';
import { calendarAge } from './patient-age';

/** [age in years, boys' systolic, boys' diastolic, girls' systolic, girls' diastolic] (mmHg). */
const AAP_2017_SCREENING: readonly (readonly [number, number, number, number, number])[] = [
  [1, 98, 52, 98, 54],
  [2, 100, 55, 101, 58],
  [3, 101, 58, 102, 60],
  [4, 102, 60, 103, 62],
  [5, 103, 63, 104, 64],
  [6, 105, 66, 105, 67],
  [7, 106, 68, 106, 68],
  [8, 107, 69, 107, 69],
  [9, 107, 70, 108, 71],
  [10, 108, 72, 109, 72],
  [11, 110, 74, 111, 74],
  [12, 113, 75, 114, 75],
];
/** AAP 2017: from 13 years elevated blood pressure is 120/80, as in adults (ACC/AHA 2017). */
const ADOLESCENT_SCREENING = [120, 80] as const;
const ADOLESCENT_BAND = `13-${ADULT_FROM_YEARS - 1} y`;

/** PALS: the lowest systolic pressure that is not hypotension, at an age in whole years. */
function palsLowestSystolic(years: number): number {
  return years < 10 ? 70 + 2 * years : 90;
}

const SYSTOLIC = 'systolic';
const DIASTOLIC = 'diastolic';

function childRows(): ReferenceRangeRow<string>[] {
  const rows: ReferenceRangeRow<string>[] = [
    { parameter: SYSTOLIC, sex: 'Any', age_band: 'Newborn', low: 60 },
    { parameter: SYSTOLIC, sex: 'Any', age_band: 'Infant', low: 70 },
  ];
  const years: [string, number, number, number, number, number][] = [
    ...AAP_2017_SCREENING.map(
      ([age, ...limits]) => [`${age} y`, age, ...limits] as (typeof years)[0],
    ),
    [ADOLESCENT_BAND, 13, ...ADOLESCENT_SCREENING, ...ADOLESCENT_SCREENING],
  ];
  for (const [band, age, boysSys, boysDia, girlsSys, girlsDia] of years) {
    const low = palsLowestSystolic(age);
    // An unknown sex reads the lower of the two: flagged sooner rather than missed.
    const bySex: [Sex | 'Any', number, number][] = [
      ['Male', boysSys, boysDia],
      ['Female', girlsSys, girlsDia],
      ['Any', Math.min(boysSys, girlsSys), Math.min(boysDia, girlsDia)],
    ];
    for (const [sex, systolic, diastolic] of bySex) {
      rows.push({ parameter: SYSTOLIC, sex, age_band: band, low, high: systolic - 1 });
      rows.push({ parameter: DIASTOLIC, sex, age_band: band, high: diastolic - 1 });
    }
  }
  return rows;
}

const CHILD_BP_RANGES: readonly ReferenceRangeRow<string>[] = childRows();

/**
 * The blood-pressure age band of someone born on `dateOfBirth` on `day` (yyyy-MM-dd): Newborn,
 * Infant, "1 y" to "12 y", "13-17 y", or Adult; undefined when the date of birth is unknown.
 */
export function bloodPressureBand(dateOfBirth: unknown, day: string): string | undefined {
  const age = calendarAge(dateOfBirth, day);
  if (!age) return undefined;
  if (age.years >= ADULT_FROM_YEARS) return 'Adult';
  if (age.days <= NEWBORN_LAST_DAY) return 'Newborn';
  if (age.years < 1) return 'Infant';
  return age.years <= 12 ? `${age.years} y` : ADOLESCENT_BAND;
}

/** True for a child's band (one the table holds); false for Adult, an unknown or empty band. */
export function isChildBand(band: unknown): boolean {
  return typeof band === 'string' && CHILD_BP_RANGES.some((row) => row.age_band === band);
}

function rangeOf(parameter: string, band: unknown, sex: unknown): ReferenceRange | undefined {
  if (!isChildBand(band)) return undefined;
  return rangeFor(CHILD_BP_RANGES, parameter, sex, band as string);
}

/** The lowest normal systolic pressure of a child's band; -Infinity when none applies. */
export const childSystolicLow = (band: unknown, sex: unknown): number =>
  rangeOf(SYSTOLIC, band, sex)?.low ?? Number.NEGATIVE_INFINITY;
/** The highest systolic pressure below AAP's screening value; Infinity when none applies. */
export const childSystolicHigh = (band: unknown, sex: unknown): number =>
  rangeOf(SYSTOLIC, band, sex)?.high ?? Number.POSITIVE_INFINITY;
/** The highest diastolic pressure below AAP's screening value; Infinity when none applies. */
export const childDiastolicHigh = (band: unknown, sex: unknown): number =>
  rangeOf(DIASTOLIC, band, sex)?.high ?? Number.POSITIVE_INFINITY;
