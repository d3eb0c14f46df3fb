/**
 * The radiology worklist: open radiology requests (Requested to schedule, Scheduled to
 * perform, Performed to report), of one modality or all; today's first (scheduled for today,
 * or requested today and not yet scheduled, on the hospital's clock), then the most urgent
 * priority (STAT, Urgent, Routine), then the earliest time (scheduled, else requested); one
 * page at a time, each with its test, modality and report. The open requests are found through
 * the status index, as the lab worklist's are (worklist-order.ts holds the order they share).
 */
import { sql } from 'kysely';
import type {
  RadiologyWorklistRow,
  RadiologyWorklistState,
} from '../../engine/wire/radiology-worklist';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';
import { countByState, emptyLast, priorityRank } from './worklist-order';

const REQUESTS = tableName('radiologyRequest');
const TESTS = tableName('radiologyTest');

/** A request of the page as stored, before the route counts its minutes on its clock. */
export type RadiologyEntry = Omit<RadiologyWorklistRow, 'minutes_open' | 'today'>;

/** Today on the hospital's clock: [start, end) as ISO instants, as datetimes are stored. */
export interface Day {
  start: string;
  end: string;
}

/** Live requests, of `modality` alone when one is asked. */
const open = (db: AnyDb, modality: string | undefined) => {
  const live = db.selectFrom(`${REQUESTS} as r`).where('r.deleted_at', 'is', null);
  return modality === undefined
    ? live
    : live.innerJoin(`${TESTS} as t`, 't.id', 'r.test').where('t.modality', '=', modality);
};

/** The time a request is worked at: its schedule once scheduled, else when it was requested. */
const workedAt = sql`coalesce(${sql.ref('r.scheduled_at')}, ${sql.ref('r.requested_at')})`;

/** 0 for a request of today, else 1. */
const notToday = (day: Day) =>
  sql<number>`case when ${workedAt} >= ${day.start} and ${workedAt} < ${day.end} then 0 else 1 end`;

async function pageIds(
  db: AnyDb,
  filter: { states: readonly string[]; modality?: string; day: Day },
  offset: number,
  limit: number,
) {
  const rows = await open(db, filter.modality)
    .select('r.id')
    .where('r.status', 'in', [...filter.states])
    .orderBy(notToday(filter.day))
    .orderBy(priorityRank('r.priority'))
    .orderBy(emptyLast(workedAt))
    .orderBy(workedAt)
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => Number(row.id));
}

async function requestsOf(db: AnyDb, ids: number[]) {
  return db
    .selectFrom(`${REQUESTS} as r`)
    .leftJoin(`${tableName('patient')} as p`, 'p.id', 'r.patient')
    .leftJoin(`${TESTS} as t`, 't.id', 'r.test')
    .select([
      'r.id',
      'r.request_number',
      'r.patient',
      'p.mrn',
      'r.priority',
      'r.status',
      'r.test',
      't.code',
      't.name',
      't.modality',
      't.body_part as test_body_part',
      'r.body_part',
      'r.requested_at',
      'r.scheduled_at',
      'r.room',
      'r.performed_at',
    ])
    .where('r.id', 'in', ids)
    .execute();
}

/** Each request's latest report (a Radiologist writes one; an amendment keeps the same). */
async function reportsOf(db: AnyDb, ids: number[]) {
  const rows = await db
    .selectFrom(tableName('radiologyResult'))
    .select(['id', 'radiology_request', 'status'])
    .where('radiology_request', 'in', ids)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [Number(row.radiology_request), row]));
}

/** One page of the worklist, how many open requests the filter holds and the counts by state. */
export async function readRadiologyWorklist(
  db: AnyDb,
  filter: { states: readonly RadiologyWorklistState[]; modality?: string; day: Day },
  allStates: readonly RadiologyWorklistState[],
  offset: number,
  limit: number,
): Promise<{
  entries: (RadiologyEntry & { today: boolean })[];
  total: number;
  counts: Record<RadiologyWorklistState, number>;
}> {
  const [counts, ids] = await Promise.all([
    countByState(open(db, filter.modality), allStates, 'r.status'),
    pageIds(db, filter, offset, limit),
  ]);
  const total = filter.states.reduce((sum, state) => sum + counts[state], 0);
  if (ids.length === 0) return { entries: [], total, counts };
  const [requests, reports] = await Promise.all([requestsOf(db, ids), reportsOf(db, ids)]);
  const byId = new Map(requests.map((r) => [Number(r.id), r]));
  const entries = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const report = reports.get(id);
    const scheduled = textOrNull(r.scheduled_at);
    const requested = textOrNull(r.requested_at);
    const worked = scheduled ?? requested;
    return [
      {
        id,
        request_number: String(r.request_number ?? ''),
        patient: Number(r.patient),
        mrn: textOrNull(r.mrn),
        priority: String(r.priority ?? ''),
        status: r.status as RadiologyWorklistState,
        test: {
          id: Number(r.test),
          code: String(r.code ?? ''),
          name: String(r.name ?? ''),
          modality: textOrNull(r.modality),
        },
        body_part: textOrNull(r.body_part) ?? textOrNull(r.test_body_part),
        requested_at: requested,
        scheduled_at: scheduled,
        room: textOrNull(r.room),
        performed_at: textOrNull(r.performed_at),
        today: worked !== null && worked >= filter.day.start && worked < filter.day.end,
        report: report ? { id: Number(report.id), status: String(report.status ?? '') } : null,
      },
    ];
  });
  return { entries, total, counts };
}
