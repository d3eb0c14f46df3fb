/**
 * The laboratory's worklist: open lab requests (Requested, Sample Collected, In Progress), the
 * most urgent priority first (STAT, Urgent, Routine), the oldest order first within each, one
 * page at a time; with each page row's tests and what its samples still lack. The open requests
 * are found through the status index (a list column's), so however many completed ones the
 * years pile up, only the open ones are sorted (10,000: a few milliseconds on either database,
 * `npm run bench lab-worklist`); the rest is read for the page's rows only. An index over
 * (status, priority, ordered_at) was tried and left out: both planners kept the status index.
 */
import {
  LAB_WORKLIST_STATES,
  type LabWorklistRow,
  type LabWorklistState,
} from '../../engine/wire/lab-worklist';
import type { AnyDb } from '../models/any-db';
import { childTableName, tableName } from '../models/table-plan';
import { textOrNull } from './column-values';
import { countByState, emptyLast, priorityRank } from './worklist-order';

const REQUESTS = tableName('labRequest');
const TESTS = childTableName('labRequest', 'tests');

/** A request of the page as stored, before the route counts its minutes on its clock. */
export type WorklistEntry = Omit<LabWorklistRow, 'minutes_open' | 'overdue'>;

const open = (db: AnyDb) => db.selectFrom(REQUESTS).where('deleted_at', 'is', null);

/** Open requests in each state. */
export const worklistCounts = (db: AnyDb): Promise<Record<LabWorklistState, number>> =>
  countByState(open(db), LAB_WORKLIST_STATES);

/** The ids of one page of open requests in these states, in the worklist's order. */
async function pageIds(db: AnyDb, states: readonly string[], offset: number, limit: number) {
  const rows = await open(db)
    .select('id')
    .where('status', 'in', [...states])
    .orderBy(priorityRank())
    // A request stored before orders were timed has no age: last, on either database.
    .orderBy(emptyLast('ordered_at'))
    .orderBy('ordered_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => Number(row.id));
}

async function requestsOf(db: AnyDb, ids: number[]) {
  return db
    .selectFrom(`${REQUESTS} as r`)
    .leftJoin(`${tableName('patient')} as p`, 'p.id', 'r.patient')
    .select([
      'r.id',
      'r.request_number',
      'r.patient',
      'p.mrn',
      'r.priority',
      'r.status',
      'r.ordered_at',
      'r.due_at',
    ])
    .where('r.id', 'in', ids)
    .execute();
}

/** Each request's tests in order, with the sample type each needs. */
async function testsOf(db: AnyDb, ids: number[]) {
  return db
    .selectFrom(`${TESTS} as t`)
    .leftJoin(`${tableName('test')} as c`, 'c.id', 't.test')
    .leftJoin(`${tableName('laboratorySampleType')} as s`, 's.id', 't.sample_type')
    .select(['t.parent_id', 't.test', 't.sample_type', 'c.code', 'c.name', 's.name as sample_name'])
    .where('t.parent_id', 'in', ids)
    .orderBy('t.parent_id')
    .orderBy('t.position')
    .execute();
}

async function samplesOf(db: AnyDb, ids: number[]) {
  return db
    .selectFrom(tableName('labSample'))
    .select(['lab_request', 'sample_type', 'status'])
    .where('lab_request', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/** One page of the worklist and how many open requests the filter holds. */
export async function readLabWorklist(
  db: AnyDb,
  states: readonly LabWorklistState[],
  offset: number,
  limit: number,
): Promise<{ entries: WorklistEntry[]; total: number; counts: Record<LabWorklistState, number> }> {
  const [counts, ids] = await Promise.all([worklistCounts(db), pageIds(db, states, offset, limit)]);
  const total = states.reduce((sum, state) => sum + counts[state], 0);
  if (ids.length === 0) return { entries: [], total, counts };
  const [requests, tests, samples] = await Promise.all([
    requestsOf(db, ids),
    testsOf(db, ids),
    samplesOf(db, ids),
  ]);
  const byId = new Map(requests.map((r) => [Number(r.id), r]));
  const entries = ids.flatMap((id): WorklistEntry[] => {
    const request = byId.get(id);
    if (!request) return [];
    const rows = tests.filter((t) => Number(t.parent_id) === id);
    const mine = samples.filter((s) => Number(s.lab_request) === id);
    const collected = new Set(
      mine.filter((s) => s.status === 'Collected').map((s) => Number(s.sample_type)),
    );
    const lacking = rows.filter(
      (t) => t.sample_type !== null && !collected.has(Number(t.sample_type)),
    );
    const rejected = new Set(
      mine.filter((s) => s.status === 'Rejected').map((s) => Number(s.sample_type)),
    );
    const nameOf = (t: (typeof rows)[number]) =>
      String(t.sample_name ?? `Sample type #${t.sample_type}`);
    const missing = lacking.map(nameOf);
    const resample = lacking.filter((t) => rejected.has(Number(t.sample_type))).map(nameOf);
    return [
      {
        id,
        request_number: String(request.request_number ?? ''),
        patient: Number(request.patient),
        mrn: textOrNull(request.mrn),
        priority: String(request.priority ?? ''),
        status: request.status as LabWorklistState,
        ordered_at: textOrNull(request.ordered_at),
        due_at: textOrNull(request.due_at),
        tests: rows.map((t) => ({
          id: Number(t.test),
          code: String(t.code ?? ''),
          name: String(t.name ?? ''),
        })),
        samples_missing: [...new Set(missing)],
        next_sample_type: lacking[0] ? Number(lacking[0].sample_type) : null,
        samples_rejected: mine.filter((s) => s.status === 'Rejected').length,
        samples_resample: [...new Set(resample)],
      },
    ];
  });
  return { entries, total, counts };
}
