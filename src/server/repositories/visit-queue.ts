/**
 * A department's queue of the day, read from the visit table on either database: the highest
 * number given so far (visits.queue-number), who is next (call-next), the day's visits in queue
 * order (the department queue page) and what the waiting screens show.
 */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';

/** The states of a visit still waiting to be called. */
export const WAITING_STATES = ['Waiting', 'Triaged'] as const;

/** The highest queue number of a department's day (0 when none), leaving out visit `except`. */
export async function highestQueueNumber(
  db: AnyDb,
  department: number,
  day: string,
  except?: number,
): Promise<number> {
  let query = db
    .selectFrom(tableName('visit'))
    .select((eb) => eb.fn.max('queue_number').as('highest'))
    .where('department', '=', department)
    .where('queue_date', '=', day);
  if (except !== undefined) query = query.where('id', '!=', except);
  const row = await query.executeTakeFirst();
  return Number(row?.highest ?? 0);
}

/**
 * The next visit to call in a department on a day: among those Waiting or Triaged, an emergency
 * before anyone else, then the lowest number. Undefined when nobody waits.
 */
export async function nextToCall(
  db: AnyDb,
  department: number,
  day: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(tableName('visit'))
    .select('id')
    .where('department', '=', department)
    .where('queue_date', '=', day)
    .where('status', 'in', [...WAITING_STATES])
    .where('deleted_at', 'is', null)
    .orderBy((eb) => eb.case().when('visit_type', '=', 'Emergency').then(0).else(1).end())
    .orderBy('queue_number')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** A visit of a department's day, as the queue page reads it (repository columns). */
export interface DayVisit {
  id: number;
  visit_number: string;
  queue_number: number;
  patient: number;
  status: string;
  visit_type: string;
  arrived_at: string;
  called_at: string | null;
  ended_at: string | null;
  room: string | null;
  version: number;
}

/** Every live visit of a department's day, in number order. */
export async function visitsOfDay(db: AnyDb, department: number, day: string): Promise<DayVisit[]> {
  const rows = await db
    .selectFrom(tableName('visit'))
    .select([
      'id',
      'visit_number',
      'queue_number',
      'patient',
      'status',
      'visit_type',
      'arrived_at',
      'called_at',
      'ended_at',
      'room',
      'version',
    ])
    .where('department', '=', department)
    .where('queue_date', '=', day)
    .where('deleted_at', 'is', null)
    .orderBy('queue_number')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    visit_number: String(row.visit_number ?? ''),
    queue_number: Number(row.queue_number),
    patient: Number(row.patient),
    status: String(row.status),
    visit_type: String(row.visit_type),
    arrived_at: String(row.arrived_at),
    called_at: textOrNull(row.called_at),
    ended_at: textOrNull(row.ended_at),
    room: textOrNull(row.room),
    version: Number(row.version),
  }));
}

/** How many of the latest calls a waiting screen shows. */
export const BOARD_CALLS = 3;

/**
 * What a waiting screen shows of a department's day: the latest calls into consultation (only
 * those to `room` when the screen has one) and the next `nextCount` to be called, each with the
 * queue number and the patient's first name alone.
 */
export async function readBoardRows(
  db: AnyDb,
  department: number,
  day: string,
  room: string | null,
  nextCount: number,
) {
  const visit = tableName('visit');
  const patient = tableName('patient');
  const base = () =>
    db
      .selectFrom(`${visit} as v`)
      .innerJoin(`${patient} as p`, 'p.id', 'v.patient')
      .where('v.department', '=', department)
      .where('v.queue_date', '=', day)
      .where('v.deleted_at', 'is', null);
  let calls = base()
    .select(['v.queue_number as number', 'p.first_name as firstName', 'v.room', 'v.called_at'])
    .where('v.status', '=', 'In Consultation')
    .where('v.called_at', 'is not', null);
  if (room !== null) calls = calls.where('v.room', '=', room);
  const called = await calls
    .orderBy('v.called_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(BOARD_CALLS)
    .execute();
  const next =
    nextCount === 0
      ? []
      : await base()
          .select(['v.queue_number as number', 'p.first_name as firstName'])
          .where('v.status', 'in', [...WAITING_STATES])
          .orderBy((eb) => eb.case().when('v.visit_type', '=', 'Emergency').then(0).else(1).end())
          .orderBy('v.queue_number')
          .orderBy('v.id')
          .limit(nextCount)
          .execute();
  return {
    called: called.map((row) => ({
      number: Number(row.number),
      firstName: String(row.firstName ?? ''),
      room: textOrNull(row.room),
      calledAt: String(row.called_at),
    })),
    next: next.map((row) => ({ number: Number(row.number), firstName: String(row.firstName) })),
  };
}

/** The departments of the given visits (deleted ones too): whose queues a write changed. */
export async function departmentsOfVisits(db: AnyDb, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(tableName('visit'))
    .select('department')
    .distinct()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => Number(row.department)).sort((a, b) => a - b);
}

/** A waiting screen's record (schemas/waitingScreen.json), as the board needs it. */
export interface ScreenRecord {
  id: number;
  name: string;
  department: number;
  room: string | null;
  next_count: number;
  chime: boolean;
  is_active: boolean;
}

const screenOf = (row: Record<string, unknown>): ScreenRecord => ({
  id: Number(row.id),
  name: String(row.name),
  department: Number(row.department),
  room: row.room === null || row.room === '' ? null : String(row.room),
  next_count: Number(row.next_count ?? 6),
  chime: Boolean(Number(row.chime)),
  is_active: Boolean(Number(row.is_active)),
});

const SCREEN_COLUMNS = [
  'id',
  'name',
  'department',
  'room',
  'next_count',
  'chime',
  'is_active',
] as const;

/** One live waiting screen, or undefined. */
export async function readScreen(db: AnyDb, id: number): Promise<ScreenRecord | undefined> {
  const row = await db
    .selectFrom(tableName('waitingScreen'))
    .select([...SCREEN_COLUMNS])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? screenOf(row) : undefined;
}

/** The active waiting screens of these departments. */
export async function activeScreensOf(
  db: AnyDb,
  departments: readonly number[],
): Promise<ScreenRecord[]> {
  if (departments.length === 0) return [];
  const rows = await db
    .selectFrom(tableName('waitingScreen'))
    .select([...SCREEN_COLUMNS])
    .where('department', 'in', [...departments])
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(screenOf);
}

/** The physician record of a user (by their email), with its department, if there is one. */
export async function physicianOfEmail(db: AnyDb, email: string | null) {
  if (!email) return undefined;
  const row = await db
    .selectFrom(tableName('physician'))
    .select(['id', 'department'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return row ? { id: Number(row.id), department: Number(row.department) } : undefined;
}

/** A department's name, or undefined when there is no such department. */
export async function departmentName(db: AnyDb, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom(tableName('department'))
    .select('name')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? String(row.name) : undefined;
}
