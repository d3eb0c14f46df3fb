/**
 * The booked times of surgical cases and the cases records of a case belong to, read after a
 * write has committed, for the theatre schedule's news of which days changed
 * (realtime/theatre-schedule-days.ts). Deleted rows are read too: a case deleted still leaves
 * its day's schedule.
 */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

export interface CaseTimes {
  scheduled_start: string | null;
  scheduled_end: string | null;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The booked start and end of each case of `ids` (UTC ISO-8601 text), by id. */
export async function caseTimes(
  db: AnyDb,
  ids: readonly number[],
): Promise<Map<number, CaseTimes>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(tableName('surgicalCase'))
    .select(['id', 'scheduled_start', 'scheduled_end'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { scheduled_start: text(row.scheduled_start), scheduled_end: text(row.scheduled_end) },
    ]),
  );
}

/** The cases (`surgical_case`) the records `ids` of a case's record model belong to. */
export async function casesOf(db: AnyDb, model: string, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(tableName(model))
    .select(['surgical_case'])
    .where('id', 'in', [...ids])
    .execute();
  return rows
    .map((row) => Number(row.surgical_case))
    .filter((id) => Number.isInteger(id) && id > 0);
}
