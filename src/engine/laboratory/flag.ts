/**
 * The flag of a value against its range: Critical Low or Critical High beyond the parameter's
 * critical limits (strictly: a potassium of exactly 2.5 against a critical low of 2.5 is Low),
 * checked even when no range applies, because a critical value must never go unflagged; Low or
 * High outside the reference range (its bounds are normal); Normal within it; Abnormal for an
 * option not among the normal ones. No flag for an empty value, a Text, or nothing to compare.
 */
import { catalogueNumber, listOf } from './numbers';
import type { ParameterReading } from './parameter-value';
import type { ReferenceRange } from './reference-range';
import type { LabFlag, LabParameter } from './types';

export function flagOf(
  parameter: LabParameter,
  range: ReferenceRange | undefined,
  reading: ParameterReading,
): LabFlag | undefined {
  if (reading.problem !== undefined || reading.value === '') return undefined;
  if (parameter.kind === 'Option') {
    const normal = listOf(parameter.normal_options);
    if (normal.length === 0) return undefined;
    return normal.includes(reading.value) ? 'Normal' : 'Abnormal';
  }
  const n = reading.number;
  if (parameter.kind !== 'Number' || n === undefined) return undefined;
  const criticalLow = catalogueNumber(parameter.critical_low);
  const criticalHigh = catalogueNumber(parameter.critical_high);
  if (criticalLow !== undefined && n < criticalLow) return 'Critical Low';
  if (criticalHigh !== undefined && n > criticalHigh) return 'Critical High';
  if (!range) return undefined;
  if (range.low !== undefined && n < range.low) return 'Low';
  if (range.high !== undefined && n > range.high) return 'High';
  return 'Normal';
}
