/**
 * What the theatre schedule reads beside the day's cases (theatre-bookings.ts `casesBetween`):
 * the operating rooms, and each case's side, priority, patient and team by name, in one query
 * whatever the number of cases. The schedule decides what the reader may see of the patient.
 */
import { sql } from 'kysely';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import type { BedEntry } from './bed-board';
import { textOrNull } from './column-values';

export interface TheatreRow {
  id: number;
  code: string;
  name: string;
  room_type: string | null;
  is_active: boolean;
}

/** A case's particulars the booking read leaves out. */
export interface CaseParticulars {
  side: string | null;
  priority: string | null;
  patient: Pick<
    NonNullable<BedEntry['patient']>,
    'id' | 'first_name' | 'middle_name' | 'last_name' | 'mrn'
  > | null;
  surgeon: { first_name: string | null; last_name: string | null } | null;
  anesthetist: string | null;
}

/**
 * Operating rooms not deleted that are active (an empty checkbox reads as set) or hold one of
 * `holding` (a room taken out of use keeps showing the cases still booked in it), by code.
 */
export async function readTheatres(db: AnyDb, holding: readonly number[]): Promise<TheatreRow[]> {
  const rows = await db
    .selectFrom(tableName('operationRoom'))
    .select(['id', 'code', 'name', 'room_type', sql<number>`coalesce(is_active, 1)`.as('active')])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        sql<boolean>`coalesce(is_active, 1) = 1`,
        ...(holding.length > 0 ? [eb('id', 'in', [...holding])] : []),
      ]),
    )
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    name: String(row.name),
    room_type: textOrNull(row.room_type),
    is_active: Number(row.active) === 1,
  }));
}

/** Side, priority, patient and team of each of the cases `ids`, by case id. */
export async function readCaseParticulars(
  db: AnyDb,
  ids: readonly number[],
): Promise<Map<number, CaseParticulars>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(`${tableName('surgicalCase')} as c`)
    .leftJoin(`${tableName('patient')} as p`, 'p.id', 'c.patient')
    .leftJoin(`${tableName('physician')} as s`, 's.id', 'c.surgeon')
    .leftJoin(`${tableName('employee')} as a`, 'a.id', 'c.anesthetist')
    .select([
      'c.id as id',
      'c.side as side',
      'c.priority as priority',
      'p.id as patient_id',
      'p.first_name as first_name',
      'p.middle_name as middle_name',
      'p.last_name as last_name',
      'p.mrn as mrn',
      's.id as surgeon_id',
      's.first_name as surgeon_first',
      's.last_name as surgeon_last',
      'a.full_name as anesthetist',
    ])
    .where('c.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        side: textOrNull(row.side),
        priority: textOrNull(row.priority),
        patient:
          row.patient_id === null
            ? null
            : {
                id: Number(row.patient_id),
                first_name: textOrNull(row.first_name),
                middle_name: textOrNull(row.middle_name),
                last_name: textOrNull(row.last_name),
                mrn: textOrNull(row.mrn),
              },
        surgeon:
          row.surgeon_id === null
            ? null
            : {
                first_name: textOrNull(row.surgeon_first),
                last_name: textOrNull(row.surgeon_last),
              },
        anesthetist: textOrNull(row.anesthetist),
      },
    ]),
  );
}
