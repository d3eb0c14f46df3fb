/**
 * The requests a committed write touched, read after it committed, for a worklist's news of what
 * changed (realtime/worklist-news.ts): each request's state, whether it is live (deleted rows
 * are read too: a request deleted leaves the worklist) and, for radiology, its test's modality.
 */
import type { AnyDb } from '../models/any-db';
import { childTableName, tableName } from '../models/table-plan';

/** A worklist's requests: their model, and the test model that gives their modality, if any. */
export interface RequestTable {
  model: string;
  modalityFrom?: { test: string; model: string };
}

export interface TouchedRequest {
  id: number;
  status: string;
  live: boolean;
  modality: string | null;
}

function requests(db: AnyDb, table: RequestTable) {
  const from = db.selectFrom(`${tableName(table.model)} as r`);
  const selected = from.select(['r.id', 'r.status', 'r.deleted_at']);
  const { modalityFrom } = table;
  return modalityFrom
    ? selected
        .leftJoin(`${tableName(modalityFrom.model)} as m`, 'm.id', `r.${modalityFrom.test}`)
        .select('m.modality')
    : selected;
}

const touched = (rows: readonly Record<string, unknown>[]): TouchedRequest[] =>
  rows.map((row) => ({
    id: Number(row.id),
    status: String(row.status ?? ''),
    live: row.deleted_at === null || row.deleted_at === undefined,
    modality: row.modality === null || row.modality === undefined ? null : String(row.modality),
  }));

/** The requests `ids`, deleted or not. */
export async function requestsById(
  db: AnyDb,
  table: RequestTable,
  ids: readonly number[],
): Promise<TouchedRequest[]> {
  if (ids.length === 0) return [];
  return touched(
    await requests(db, table)
      .where('r.id', 'in', [...ids])
      .execute(),
  );
}

/** The requests whose `column` holds one of `values` (a patient, a test), in `states`, live. */
export async function openRequestsWith(
  db: AnyDb,
  table: RequestTable,
  column: string,
  values: readonly number[],
  states: readonly string[],
): Promise<TouchedRequest[]> {
  if (values.length === 0) return [];
  const rows = await requests(db, table)
    .where(`r.${column}`, 'in', [...values])
    .where('r.status', 'in', [...states])
    .where('r.deleted_at', 'is', null)
    .execute();
  return touched(rows);
}

/** What `column` holds in each record `ids` of `model`, deleted or not. */
async function valuesOf(db: AnyDb, model: string, column: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(tableName(model))
    .select(column)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row[column] as unknown);
}

/** The requests the records `ids` of `model` belong to (through `link`: a sample's request). */
export async function requestsOfRecords(
  db: AnyDb,
  table: RequestTable,
  model: string,
  link: string,
  ids: readonly number[],
): Promise<TouchedRequest[]> {
  const linked = (await valuesOf(db, model, link, ids)).map(Number).filter(Number.isInteger);
  return (await requestsById(db, table, linked)).filter((request) => request.live);
}

/**
 * The lab requests in `states`, live, one of whose test rows names one of `values` in `column`
 * (a test, a sample type).
 */
export async function openLabRequestsListing(
  db: AnyDb,
  column: 'test' | 'sample_type',
  values: readonly number[],
  states: readonly string[],
): Promise<TouchedRequest[]> {
  if (values.length === 0) return [];
  const rows = await db
    .selectFrom(childTableName('labRequest', 'tests'))
    .select('parent_id')
    .distinct()
    .where(column, 'in', [...values])
    .execute();
  const ids = rows.map((row) => Number(row.parent_id));
  return openRequestsWith(db, { model: 'labRequest' }, 'id', ids, states);
}

/** The modalities of the tests `ids` of `model` (a radiology request's test before the write). */
export async function modalitiesOf(
  db: AnyDb,
  model: string,
  ids: readonly number[],
): Promise<(string | null)[]> {
  return (await valuesOf(db, model, 'modality', ids)).map((modality) =>
    modality === null || modality === undefined ? null : String(modality),
  );
}
