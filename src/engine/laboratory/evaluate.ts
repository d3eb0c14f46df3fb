/**
 * One result row worked out from the catalogue, the patient and the day the sample was taken:
 * what the server stores beside the value (unit, reference range, flag) and the entry page shows
 * as the value is typed. The same function on both sides, so the flag a person sees is the flag
 * the server keeps.
 */
import { ageBand } from './age-band';
import { flagOf } from './flag';
import { readParameterValue } from './parameter-value';
import { rangeFor, rangeText } from './reference-range';
import type { LabFlag, LabParameter, LabPatient, ReferenceRangeRow } from './types';

export interface EvaluatedRow {
  /** The value to store ("" for none), when it is one the parameter can take. */
  value?: string;
  /** A Number value as a number (what trends plot). */
  number?: number;
  unit: string;
  reference_range: string;
  flag?: LabFlag;
  /** Why the value cannot be stored, naming the parameter. */
  problem?: string;
}

export function evaluateParameter(
  parameter: LabParameter,
  ranges: readonly ReferenceRangeRow[],
  patient: LabPatient,
  /** The hospital's day of the sample's collection (yyyy-MM-dd). */
  day: string,
  raw: unknown,
): EvaluatedRow {
  const range = rangeFor(ranges, parameter.code, patient.sex, ageBand(patient.date_of_birth, day));
  const reading = readParameterValue(parameter, raw);
  return {
    value: reading.value,
    number: reading.number,
    unit: parameter.unit ?? '',
    reference_range: rangeText(parameter, range),
    flag: flagOf(parameter, range, reading),
    problem: reading.problem,
  };
}
