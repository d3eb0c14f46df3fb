/** A record's audit trail (DESIGN.md 4): one row per write, in the write's own transaction. */
import { insertRows } from '../db/insert-rows';
import type { AnyDb } from './any-db';

export interface HistoryRow {
  id: number;
  action: string;
  at: string;
  user_id: number | null;
  user_email: string | null;
  /** `{field: {from, to}}` for a create, update or transition; null for delete and restore. */
  changes: Record<string, unknown> | null;
}

export interface HistoryWrite {
  model: string;
  recordId: number;
  action: string;
  at: string;
  userId: number | null;
  userEmail: string | null;
  changes?: unknown;
}

/** A history entry as its row stores it (the changes as JSON, written now). */
export function historyRow(entry: HistoryWrite) {
  return {
    model: entry.model,
    record_id: entry.recordId,
    action: entry.action,
    at: entry.at,
    user_id: entry.userId,
    user_email: entry.userEmail,
    changes: entry.changes === undefined ? null : JSON.stringify(entry.changes),
  };
}

export type HistoryRowValues = ReturnType<typeof historyRow>;

/** History rows made by `historyRow`, in as few statements as their number allows. */
export const insertHistoryRows = (db: AnyDb, rows: readonly HistoryRowValues[]) =>
  insertRows(db, 'record_history', rows);

/** History rows, one per write, in one statement (a rule may touch many records at once). */
export async function appendHistory(db: AnyDb, entries: HistoryWrite | readonly HistoryWrite[]) {
  const list = Array.isArray(entries) ? entries : [entries as HistoryWrite];
  await insertHistoryRows(db, list.map(historyRow));
}

/** The record's history, oldest first. */
export async function readHistory(db: AnyDb, model: string, id: number): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom('record_history')
    .selectAll()
    .where('model', '=', model)
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    at: row.at,
    user_id: row.user_id === null ? null : Number(row.user_id),
    user_email: row.user_email,
    changes: row.changes ? JSON.parse(row.changes) : null,
  }));
}
