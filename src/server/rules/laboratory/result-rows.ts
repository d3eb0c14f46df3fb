/**
 * A result's value rows rebuilt from the catalogue: exactly the test's parameters, in its
 * order, each with the value sent for it (empty when none was), its unit, the reference range
 * for the patient's sex and age band on the sample's day, and the flag the laboratory engine
 * (src/engine/laboratory) works out, the same the entry page shows as the value is typed.
 * What cannot be stored is a problem on its row: a code that is no parameter of the test, a
 * parameter given twice, a value the parameter cannot take, and a flag sent that is not the
 * server's (a row sent back unchanged, as stored, is not refused for its stored flag).
 */
import { splitInstant } from '../../../engine/format/dates';
import {
  evaluateParameter,
  type LabParameter,
  type ReferenceRangeRow,
} from '../../../engine/laboratory';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { hospitalDay } from '../visits/queue-number';
import { isBlank, testTitle } from './result-names';

export interface RowsInput {
  test: RecordValues;
  patient: RecordValues | undefined;
  sample: RecordValues | undefined;
  /** The rows as sent (or as stored, on an update that leaves them). */
  sent: readonly RecordValues[];
  /** The rows as stored before this write, by id. */
  stored: readonly RecordValues[];
  now: Date;
}

const rowsOf = (value: unknown): RecordValues[] => (Array.isArray(value) ? value : []);
/** An empty text is stored as none, as the tables store an empty cell. */
const orNull = (text: string) => (text === '' ? null : text);

export const parameterRows = (test: RecordValues) =>
  rowsOf(test.parameters) as unknown as LabParameter[];

/** The hospital's day the sample was taken (the write's day while no sample is known). */
function sampleDay(sample: RecordValues | undefined, now: Date): string {
  return splitInstant(sample?.collected_at)?.date ?? hospitalDay(now);
}

export function resultRows(input: RowsInput): { rows: RecordValues[]; problems: Problem[] } {
  const { test, sent } = input;
  const parameters = parameterRows(test);
  const ranges = rowsOf(test.reference_ranges) as unknown as ReferenceRangeRow[];
  const patient = {
    sex: input.patient?.sex as string,
    date_of_birth: input.patient?.date_of_birth as string,
  };
  const day = sampleDay(input.sample, input.now);
  const problems: Problem[] = [];
  const sentAt = new Map<string, number>();
  for (const [index, row] of sent.entries()) {
    const code = String(row.parameter ?? '').trim();
    const where = `parameters[${index}].parameter`;
    if (!parameters.some((p) => p.code === code))
      problems.push({
        field: where,
        message: `Values row ${index + 1}: "${code}" is not a parameter of ${testTitle(test, test.id)} (its parameters are ${parameters.map((p) => p.code).join(', ')})`,
      });
    else if (sentAt.has(code))
      problems.push({
        field: where,
        message: `Values row ${index + 1}: ${code} is already given in row ${(sentAt.get(code) as number) + 1}; give each parameter once`,
      });
    else sentAt.set(code, index);
  }
  const rows = parameters.map((parameter, position) => {
    const index = sentAt.get(parameter.code);
    const given = index === undefined ? undefined : sent[index];
    const rowIndex = index ?? sent.length + position;
    const evaluated = evaluateParameter(parameter, ranges, patient, day, given?.value);
    if (evaluated.problem)
      problems.push({ field: `parameters[${rowIndex}].value`, message: evaluated.problem });
    const flag = evaluated.flag ?? null;
    const storedFlag = input.stored.find(
      (row) => given?.id !== undefined && row.id === given.id,
    )?.flag;
    if (given && !isBlank(given.flag) && given.flag !== flag && given.flag !== storedFlag)
      problems.push({
        field: `parameters[${rowIndex}].flag`,
        message: `${parameter.name}: the flag is worked out by the server from the reference range (${flag ?? 'none'} for this value), not taken from what is sent: leave Flag empty`,
      });
    return {
      ...(given?.id !== undefined && given.id !== null ? { id: given.id } : {}),
      parameter: parameter.code,
      parameter_name: parameter.name,
      value: orNull(evaluated.value ?? (isBlank(given?.value) ? '' : String(given?.value))),
      unit: orNull(evaluated.unit),
      reference_range: orNull(evaluated.reference_range),
      flag,
    };
  });
  return { rows, problems };
}
