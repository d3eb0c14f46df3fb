/**
 * The emergency board: the emergencies not yet disposed, with what the board shows of their
 * patients, read from the emergency and patient tables on either database, in the board's
 * order: those awaiting triage first (the triage nurse must see them before anyone can be
 * sorted), then triage category, Red first through Blue, then the longest waiting first.
 */
import { sql } from 'kysely';
import type { EmergencyBoardRow } from '../../engine/wire/emergency-board';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';

/** The triage categories, most urgent first (schemas/emergency.json). */
export const TRIAGE_ORDER = ['Red', 'Orange', 'Yellow', 'Green', 'Blue'] as const;

/**
 * A board row as stored: the patient's date of birth where the board shows an age, and no
 * minutes yet (the route counts them on its clock and leaves out what the reader may not see).
 */
export type BoardEntry = Omit<EmergencyBoardRow, 'minutes_waiting' | 'age'> & {
  date_of_birth: string | null;
};

const category = sql.ref('e.triage_category');
/** 0 while awaiting triage, then a category's place in TRIAGE_ORDER from 1 (unknown ones last). */
const triageRank = sql`case when ${category} is null or ${category} = '' then 0 ${sql.join(
  TRIAGE_ORDER.map((name, index) => sql`when ${category} = ${name} then ${sql.lit(index + 1)}`),
  sql` `,
)} else ${sql.lit(TRIAGE_ORDER.length + 1)} end`;

/** Every active emergency (not deleted), in the board's order; at most `limit`. */
export async function readEmergencyBoard(db: AnyDb, limit: number): Promise<BoardEntry[]> {
  const rows = await db
    .selectFrom(`${tableName('emergency')} as e`)
    .leftJoin(`${tableName('patient')} as p`, 'p.id', 'e.patient')
    .select([
      'e.id',
      'e.emergency_number',
      'e.patient',
      'e.triage_category',
      'e.chief_complaint',
      'e.arrival_mode',
      'e.arrived_at',
      'p.date_of_birth',
      'p.sex',
    ])
    .where('e.status', '=', 'Active')
    .where('e.deleted_at', 'is', null)
    .orderBy(triageRank)
    .orderBy('e.arrived_at')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    emergency_number: String(row.emergency_number ?? ''),
    patient: Number(row.patient),
    triage_category: textOrNull(row.triage_category),
    chief_complaint: textOrNull(row.chief_complaint),
    arrival_mode: textOrNull(row.arrival_mode),
    arrived_at: String(row.arrived_at),
    date_of_birth: textOrNull(row.date_of_birth),
    sex: textOrNull(row.sex),
  }));
}
