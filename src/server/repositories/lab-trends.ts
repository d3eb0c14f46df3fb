/**
 * A patient's released lab values (testResult) for the trend panel, read through the index on
 * (patient, parameter, released_at) that schemas/testResult.json declares: the parameters they
 * have values of, and one parameter's latest values.
 */
import { rangeBounds } from '../../engine/laboratory/range-bounds';
import type { LabTrendParameter, LabTrendPoint } from '../../engine/wire/lab-trends';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';

const results = tableName('testResult');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Whether the patient is there (not deleted). */
export async function patientExists(db: AnyDb, id: number): Promise<boolean> {
  const row = await db
    .selectFrom(tableName('patient'))
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The parameters the patient has released values of, the most recently released first. */
export async function trendParameters(
  db: AnyDb,
  patient: number,
  limit: number,
): Promise<LabTrendParameter[]> {
  const rows = await db
    .selectFrom(results)
    .select((eb) => [
      'parameter',
      eb.fn.max('parameter_name').as('name'),
      eb.fn.max('unit').as('unit'),
      eb.fn.countAll().as('count'),
      eb.fn.count('value_number').as('numbers'),
      eb.fn.max('released_at').as('last'),
    ])
    .where('patient', '=', patient)
    .where('deleted_at', 'is', null)
    .where('released_at', 'is not', null)
    .groupBy('parameter')
    .orderBy('last', 'desc')
    .orderBy('parameter')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    code: text(row.parameter),
    name: text(row.name) || text(row.parameter),
    unit: text(row.unit),
    count: Number(row.count),
    numeric: Number(row.numbers) > 0,
    last_released_at: text(row.last),
  }));
}

/** The query of trendPoints, newest first (a test reads its plan). */
export function trendPointsQuery(db: AnyDb, patient: number, parameter: string, limit: number) {
  return db
    .selectFrom(results)
    .select([
      'id',
      'released_at',
      'collected_at',
      'value',
      'value_number',
      'unit',
      'reference_range',
      'flag',
      'lab_request',
    ])
    .where('patient', '=', patient)
    .where('parameter', '=', parameter)
    .where('deleted_at', 'is', null)
    .where('released_at', 'is not', null)
    .orderBy('released_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

/** The patient's latest `limit` released values of `parameter`, oldest first. */
export async function trendPoints(
  db: AnyDb,
  patient: number,
  parameter: string,
  limit: number,
): Promise<LabTrendPoint[]> {
  const rows = await trendPointsQuery(db, patient, parameter, limit).execute();
  return rows.reverse().map((row) => ({
    id: Number(row.id),
    released_at: text(row.released_at),
    collected_at: textOrNull(row.collected_at),
    value: text(row.value),
    value_number: row.value_number === null ? null : Number(row.value_number),
    unit: text(row.unit),
    reference_range: text(row.reference_range),
    ...rangeBounds(row.reference_range),
    flag: textOrNull(row.flag),
    lab_request: row.lab_request === null ? null : Number(row.lab_request),
  }));
}
