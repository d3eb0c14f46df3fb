/**
 * The reference range that applies to a parameter for a patient, and how a report prints it.
 * The most specific range wins: the patient's sex and age band, then their sex at any age, then
 * any sex at their age band, then any sex at any age. An unknown sex or age reads only the
 * ranges that hold for any.
 */
import { catalogueNumber, listOf } from './numbers';
import type { AgeBand, LabParameter, ReferenceRangeRow } from './types';

/** A range with its bounds read as numbers (either may be open). */
export interface ReferenceRange {
  low?: number;
  high?: number;
}

export function rangeFor<Band extends string = AgeBand>(
  ranges: readonly ReferenceRangeRow<Band>[],
  parameter: string,
  sex: unknown,
  band: Band | undefined,
): ReferenceRange | undefined {
  const sexes = sex === 'Male' || sex === 'Female' ? [sex, 'Any'] : ['Any'];
  const bands = band ? [band, 'Any'] : ['Any'];
  const order = sexes.flatMap((s) => bands.map((b) => [s, b] as const));
  for (const [s, b] of order) {
    const row = ranges.find(
      (range) => range.parameter === parameter && range.sex === s && range.age_band === b,
    );
    if (!row) continue;
    const low = catalogueNumber(row.low);
    const high = catalogueNumber(row.high);
    if (low === undefined && high === undefined) continue;
    return { low, high };
  }
  return undefined;
}

/**
 * The range as a report prints it: "3.5 - 5.1", "< 200" (only a high), "> 40" (only a low); for
 * an Option parameter its normal options ("Negative"). Empty when there is none.
 */
export function rangeText(parameter: LabParameter, range: ReferenceRange | undefined): string {
  if (parameter.kind === 'Option') return listOf(parameter.normal_options).join(', ');
  if (parameter.kind !== 'Number' || !range) return '';
  const { low, high } = range;
  if (low !== undefined && high !== undefined) return `${low} - ${high}`;
  if (high !== undefined) return `< ${high}`;
  return `> ${low}`;
}
