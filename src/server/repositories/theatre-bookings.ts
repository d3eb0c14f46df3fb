/**
 * Surgical cases by the theatre time they hold, read in the caller's transaction or database:
 * the booking rule's overlaps and the theatre schedule of a day. Times are stored as UTC
 * ISO-8601 text, so comparing the text compares the instants.
 */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

/** States in which a case no longer holds its theatre time, surgeon or anesthetist. */
export const RELEASED_STATES = ['Cancelled', 'Back to Ward'] as const;

export interface BookedCase {
  id: number;
  case_number: string | null;
  procedure: string | null;
  operation_room: number | null;
  surgeon: number | null;
  anesthetist: number | null;
  scheduled_start: string;
  scheduled_end: string;
  status: string | null;
}

const COLUMNS = [
  'id',
  'case_number',
  'procedure',
  'operation_room',
  'surgeon',
  'anesthetist',
  'scheduled_start',
  'scheduled_end',
  'status',
] as const;

const toBooked = (row: Record<string, unknown>): BookedCase => ({
  id: Number(row.id),
  case_number: row.case_number === null ? null : String(row.case_number),
  procedure: row.procedure === null ? null : String(row.procedure),
  operation_room: row.operation_room === null ? null : Number(row.operation_room),
  surgeon: row.surgeon === null ? null : Number(row.surgeon),
  anesthetist: row.anesthetist === null ? null : Number(row.anesthetist),
  scheduled_start: String(row.scheduled_start),
  scheduled_end: String(row.scheduled_end),
  status: row.status === null ? null : String(row.status),
});

export interface BookingAsked {
  start: Date;
  end: Date;
  operationRoom: number;
  surgeon: number;
  anesthetist: number | null;
  /** The case being moved, left out. */
  exclude?: number;
}

/**
 * Cases still holding time (not deleted, not Cancelled or Back to Ward) that overlap
 * [start, end) in the same operating room or with the same surgeon or anesthetist, earliest first.
 */
export async function overlappingCases(db: AnyDb, asked: BookingAsked): Promise<BookedCase[]> {
  let query = db
    .selectFrom(tableName('surgicalCase'))
    .select([...COLUMNS])
    .where('deleted_at', 'is', null)
    .where('scheduled_start', '<', asked.end.toISOString())
    .where('scheduled_end', '>', asked.start.toISOString())
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', 'not in', [...RELEASED_STATES])]))
    .where((eb) =>
      eb.or([
        eb('operation_room', '=', asked.operationRoom),
        eb('surgeon', '=', asked.surgeon),
        ...(asked.anesthetist === null ? [] : [eb('anesthetist', '=', asked.anesthetist)]),
      ]),
    )
    .orderBy('scheduled_start')
    .orderBy('id');
  if (asked.exclude !== undefined) query = query.where('id', '!=', asked.exclude);
  return (await query.execute()).map(toBooked);
}

/** Every case (cancelled ones included) whose booked time overlaps [from, to), by start. */
export async function casesBetween(db: AnyDb, from: Date, to: Date): Promise<BookedCase[]> {
  const rows = await db
    .selectFrom(tableName('surgicalCase'))
    .select([...COLUMNS])
    .where('deleted_at', 'is', null)
    .where('scheduled_start', '<', to.toISOString())
    .where('scheduled_end', '>', from.toISOString())
    .orderBy('scheduled_start')
    .orderBy('id')
    .execute();
  return rows.map(toBooked);
}
