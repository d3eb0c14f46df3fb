import type { Kysely } from 'kysely';
import type { ActivityRecord } from '../../engine/wire/activities';
import { insertRows } from '../db/insert-rows';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

export interface ActivityEntry {
  at: string;
  userId?: number | null;
  userEmail?: string | null;
  action: string;
  entity?: string | null;
  targetId?: string | number | null;
  ip?: string | null;
  details?: unknown;
}

/** An activity entry as its row stores it (the details as JSON, written now). */
export function activityRow(entry: ActivityEntry) {
  return {
    at: entry.at,
    user_id: entry.userId ?? null,
    user_email: entry.userEmail ?? null,
    action: entry.action,
    entity: entry.entity ?? null,
    target_id:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    ip: entry.ip ?? null,
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
  };
}

export type ActivityRowValues = ReturnType<typeof activityRow>;

/** Activity rows made by `activityRow`, in as few statements as their number allows. */
export const insertActivityRows = (db: Db, rows: readonly ActivityRowValues[]) =>
  insertRows(db, 'activities', rows);

/** Activity rows, in one statement (a rule may touch many records at once). */
export async function recordActivity(
  db: Db,
  entries: ActivityEntry | readonly ActivityEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as ActivityEntry];
  await insertActivityRows(db, list.map(activityRow));
}

/** Which entries to list: `userId` is whose (everyone's when absent). */
export interface ActivityFilter {
  page: number;
  pageSize: number;
  userId?: number;
  action?: string;
  entity?: string;
  from?: string;
  to?: string;
}

export async function listActivities(
  db: Db,
  query: ActivityFilter,
): Promise<{ total: number; rows: ActivityRecord[] }> {
  let base = db.selectFrom('activities');
  if (query.userId !== undefined) base = base.where('user_id', '=', query.userId);
  if (query.action) base = base.where('action', '=', query.action);
  if (query.entity) base = base.where('entity', '=', query.entity);
  if (query.from) base = base.where('at', '>=', query.from);
  if (query.to) base = base.where('at', '<=', query.to);
  const total = await base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total.n),
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      details: row.details ? JSON.parse(row.details) : null,
    })),
  };
}
