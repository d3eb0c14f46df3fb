/**
 * A laboratory test of the catalogue is consistent before anyone orders it: its code (the
 * schema holds it to the billing catalogue's code pattern) is unique among tests and not another
 * category's service code (requests, results and its billing service name it;
 * billing/catalogue-service.ts words the refusal); each parameter's code, trimmed, is unique
 * within the test (a result row names its parameter by code); every reference range names one of
 * the test's parameters and its low is not above its high; critical limits leave room between
 * them; an Option parameter lists its options and its normal options are among them; a Number
 * parameter's possible values are a range. A new test is active unless it says otherwise.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { catalogueCodeProblems } from '../billing/catalogue-service';
import type { ModelRule } from '../types';
import { LABORATORY_CATALOGUE } from './test-service';

const rowsOf = (value: unknown): RecordValues[] =>
  Array.isArray(value) ? (value as RecordValues[]) : [];

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A number column's value, or undefined when empty. */
const numberOf = (value: unknown) => (isBlank(value) ? undefined : Number(value));

/** "Negative, Positive" as its options, trimmed, empty ones dropped. */
export const optionList = (value: unknown): string[] =>
  isBlank(value)
    ? []
    : String(value)
        .split(',')
        .map((option) => option.trim())
        .filter((option) => option !== '');

const parameterRow = (index: number) => `Parameters row ${index + 1}`;
const rangeRow = (index: number) => `Reference Ranges row ${index + 1}`;

/** One parameter's own problems: its code not repeated, its options and limits coherent. */
function parameterProblems(parameters: RecordValues[]): Problem[] {
  const problems: Problem[] = [];
  const firstRow = new Map<string, number>();
  for (const [index, parameter] of parameters.entries()) {
    const code = String(parameter.code ?? '').trim();
    const at = (column: string) => `parameters[${index}].${column}`;
    const row = parameterRow(index);
    const earlier = firstRow.get(code);
    if (earlier !== undefined) {
      problems.push({
        field: at('code'),
        message: `${row}: code ${code} is also ${parameterRow(earlier)}'s: each parameter of a test has its own code`,
      });
      continue;
    }
    firstRow.set(code, index);
    if (parameter.kind === 'Option') {
      const options = optionList(parameter.options);
      const strays = optionList(parameter.normal_options).filter((o) => !options.includes(o));
      if (options.length === 0)
        problems.push({
          field: at('options'),
          message: `${row}: ${code} is an Option result: list its options, separated by commas (e.g. Negative, Positive)`,
        });
      else if (strays.length > 0)
        problems.push({
          field: at('normal_options'),
          message: `${row}: normal option ${strays.join(', ')} is not one of ${code}'s options (${options.join(', ')})`,
        });
    }
    if (parameter.kind === 'Number') {
      const lowest = numberOf(parameter.min_value);
      const highest = numberOf(parameter.max_value);
      if (lowest !== undefined && highest !== undefined && lowest > highest)
        problems.push({
          field: at('min_value'),
          message: `${row}: ${code}'s lowest possible value ${lowest} is above its highest possible ${highest}`,
        });
    }
    const criticalLow = numberOf(parameter.critical_low);
    const criticalHigh = numberOf(parameter.critical_high);
    if (criticalLow !== undefined && criticalHigh !== undefined && criticalLow >= criticalHigh)
      problems.push({
        field: at('critical_low'),
        message: `${row}: ${code}'s critical low ${criticalLow} must be below its critical high ${criticalHigh}`,
      });
  }
  return problems;
}

/** Each range names a parameter of the test and runs from low up to high. */
function rangeProblems(parameters: RecordValues[], ranges: RecordValues[]): Problem[] {
  const codes = parameters.map((parameter) => String(parameter.code ?? '').trim());
  const problems: Problem[] = [];
  for (const [index, range] of ranges.entries()) {
    const code = String(range.parameter ?? '').trim();
    const row = rangeRow(index);
    if (!codes.includes(code)) {
      problems.push({
        field: `reference_ranges[${index}].parameter`,
        message: `${row}: ${code || 'an empty code'} is not a parameter of this test (its parameters: ${codes.join(', ') || 'none yet'})`,
      });
      continue;
    }
    const low = numberOf(range.low);
    const high = numberOf(range.high);
    if (low !== undefined && high !== undefined && low > high)
      problems.push({
        field: `reference_ranges[${index}].low`,
        message: `${row}: ${code}'s low ${low} is above its high ${high}`,
      });
  }
  return problems;
}

export const testCatalogue: ModelRule = {
  name: 'laboratory.test-catalogue',
  models: ['test'],

  prepare(_ctx, change) {
    // A code is how results name a parameter: " K" and "K" must be one.
    for (const [table, column] of [
      ['parameters', 'code'],
      ['reference_ranges', 'parameter'],
    ] as const)
      if (Array.isArray(change.after[table]))
        change.after[table] = rowsOf(change.after[table]).map((row) =>
          typeof row[column] === 'string' ? { ...row, [column]: row[column].trim() } : row,
        );
    // A test added without saying otherwise is offered to the doctors' pickers.
    if (change.action === 'create' && change.after.is_active == null) change.after.is_active = true;
  },

  async check(ctx, change): Promise<Problem[]> {
    if (change.action === 'delete') return [];
    const parameters = rowsOf(change.after.parameters);
    return [
      ...(await catalogueCodeProblems(ctx, LABORATORY_CATALOGUE, change)),
      ...parameterProblems(parameters),
      ...rangeProblems(parameters, rowsOf(change.after.reference_ranges)),
    ];
  },
};
