/**
 * The rows of one test's entry form: the catalogue's parameters with what was typed and what
 * the laboratory engine makes of it (unit, reference range for this patient on the sample's
 * day, flag, or why the value cannot be saved), the same engine the server flags with.
 */
import { splitInstant } from '../../../engine/format/dates';
import {
  type EvaluatedRow,
  evaluateParameter,
  type LabParameter,
  type ReferenceRangeRow,
} from '../../../engine/laboratory';
import type { StoredRecord } from '../models/record-api';

export interface EntryRow extends EvaluatedRow {
  parameter: LabParameter;
  typed: string;
}

const rowsOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const parametersOf = (test: StoredRecord) => rowsOf<LabParameter>(test.parameters);

/** The values a stored result holds, by parameter code. */
export function storedValues(result: StoredRecord | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const row of rowsOf<{ parameter?: unknown; value?: unknown }>(result?.parameters))
    if (typeof row.parameter === 'string')
      values[row.parameter] = row.value == null ? '' : String(row.value);
  return values;
}

/**
 * The sample a test's results are read on: the result's own, else the request's Collected
 * sample of the test's sample type (the one the server would fill in).
 */
export function sampleFor(
  test: StoredRecord,
  samples: readonly StoredRecord[],
  result: StoredRecord | undefined,
): StoredRecord | undefined {
  if (result?.sample) return samples.find((s) => s.id === Number(result.sample));
  return samples
    .filter((s) => s.status === 'Collected' && Number(s.sample_type) === Number(test.sample_type))
    .sort((a, b) => String(b.collected_at).localeCompare(String(a.collected_at)))[0];
}

/** The hospital's day the sample was taken, else today's (yyyy-MM-dd). */
export function sampleDay(sample: StoredRecord | undefined, now: Date): string {
  return (
    splitInstant(sample?.collected_at)?.date ?? (splitInstant(now.toISOString())?.date as string)
  );
}

export function entryRows(
  test: StoredRecord,
  patient: StoredRecord | undefined,
  day: string,
  typed: Record<string, string>,
): EntryRow[] {
  const ranges = rowsOf<ReferenceRangeRow>(test.reference_ranges);
  const who = {
    sex: patient?.sex as string | undefined,
    date_of_birth: patient?.date_of_birth as string | undefined,
  };
  return parametersOf(test).map((parameter) => {
    const text = typed[parameter.code] ?? '';
    return { parameter, typed: text, ...evaluateParameter(parameter, ranges, who, day, text) };
  });
}

/** The server's problems by parameter code (`parameters[i].value` names the row sent). */
export function problemsByCode(
  problems: readonly { field: string; message: string }[],
  sentCodes: readonly string[],
): { byCode: Record<string, string>; other: string[] } {
  const byCode: Record<string, string> = {};
  const other: string[] = [];
  for (const problem of problems) {
    const match = /^parameters\[(\d+)\]\.(value|flag)$/.exec(problem.field);
    const code = match ? sentCodes[Number(match[1])] : undefined;
    if (code) byCode[code] = problem.message;
    else other.push(problem.message);
  }
  return { byCode, other };
}
