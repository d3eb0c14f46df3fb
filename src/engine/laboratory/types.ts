/**
 * The laboratory catalogue as the result engine reads it: a test's parameters and reference
 * ranges, the rows of schemas/test.json (`parameters`, `reference_ranges`), and what a result
 * row is told about its value. Numbers may arrive as text from a form; the engine reads both.
 */

export type ParameterKind = 'Number' | 'Option' | 'Text';

/** One parameter of a catalogue test (a row of `test.parameters`). */
export interface LabParameter {
  code: string;
  name: string;
  unit?: string | null;
  kind: ParameterKind;
  /** The most decimals a Number value may have; blank allows any. */
  decimals?: number | string | null;
  /** An Option's choices, comma-separated: "Negative, Positive" or "Nil, +, ++, +++". */
  options?: string | null;
  /** The choices that are normal, comma-separated; any other is flagged Abnormal. */
  normal_options?: string | null;
  /** What a Number can possibly be (a count is never negative): outside is refused. */
  min_value?: number | string | null;
  max_value?: number | string | null;
  /** Values beyond these (strictly) are critical: the doctor is told at once. */
  critical_low?: number | string | null;
  critical_high?: number | string | null;
}

export type Sex = 'Male' | 'Female';
export type AgeBand = 'Newborn' | 'Child' | 'Adult' | 'Elderly';

/**
 * One reference range (a row of `test.reference_ranges`): for a parameter, a sex and an age band.
 * Other tables of ranges by age and sex use the same rows with bands of their own (a child's
 * blood pressure by year of age: engine/clinical/child-blood-pressure.ts).
 */
export interface ReferenceRangeRow<Band extends string = AgeBand> {
  parameter: string;
  sex: Sex | 'Any';
  age_band: Band | 'Any';
  low?: number | string | null;
  high?: number | string | null;
}

export type LabFlag = 'Normal' | 'Low' | 'High' | 'Critical Low' | 'Critical High' | 'Abnormal';

/** The flags that mean the ordering doctor must be told at once. */
export const CRITICAL_FLAGS: readonly LabFlag[] = ['Critical Low', 'Critical High'];

/** Who the sample came from, as the ranges need them: sex and date of birth (yyyy-MM-dd). */
export interface LabPatient {
  sex?: string | null;
  date_of_birth?: string | null;
}
