import type { RefTitles } from '../../../engine/format';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { historyUrl, modelUrl, recordUrl } from './record-urls';

/** Spec 8 confirmation before a record is deleted. */
export const DELETE_QUESTION = 'Do you want to delete this record?';

/** A record as the resource API answers it (DESIGN 3.3). */
export interface StoredRecord {
  id: number;
  version: number;
  /** What the records its ref fields point to are called (README, models). */
  titles?: RefTitles;
  [field: string]: unknown;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** A failed save as a page shows it: the server's message and, for 422, one line per field. */
export interface SaveProblem {
  message: string;
  fields: FieldProblem[];
  /** 409 STALE_VERSION: the record as it now is on the server. */
  current?: StoredRecord;
}

const base = modelUrl;

export async function getRecord(model: string, id: number, signal?: AbortSignal) {
  return (await http.get<StoredRecord>(recordUrl(model, id), { signal })).data;
}

export async function createRecord(model: string, values: Record<string, unknown>) {
  return (await http.post<StoredRecord>(base(model), values)).data;
}

export async function updateRecord(
  model: string,
  id: number,
  version: number,
  values: Record<string, unknown>,
) {
  return (await http.put<StoredRecord>(`${base(model)}/${id}`, { ...values, version })).data;
}

export async function deleteRecord(model: string, id: number): Promise<void> {
  await http.delete(`${base(model)}/${id}`);
}

/** What a failed create, update or delete means to the person. */
export function saveProblem(failure: unknown): SaveProblem {
  const problem = failure as ApiFailure;
  const data = ('data' in problem ? problem.data : undefined) as { details?: unknown } | undefined;
  const fields = Array.isArray(data?.details)
    ? (data.details as FieldProblem[]).filter((d) => typeof d?.message === 'string')
    : [];
  const stale = data?.details as { current?: unknown } | undefined;
  const current =
    stale?.current && typeof stale.current === 'object'
      ? (stale.current as StoredRecord)
      : undefined;
  return { message: failureMessage(problem), fields, current };
}

/**
 * Moves a record along its workflow (the server checks the transition and its permission) from
 * the version the user saw: if someone changed it meanwhile the server answers 409 with the
 * record as it is now, and nothing moves.
 */
/** Moves a record along its workflow; `values` carries the reason a step asks for. */
export async function transitionRecord(
  model: string,
  record: StoredRecord,
  to: string,
  values?: Record<string, unknown>,
) {
  return (
    await http.post<StoredRecord>(`${base(model)}/${record.id}/transition`, {
      to,
      version: record.version,
      ...(values ? { values } : {}),
    })
  ).data;
}

/** One entry of a record's audit trail, as `GET .../history` answers it. */
export interface HistoryEntry {
  id: number;
  action: string;
  at: string;
  user_id: number | null;
  user_email: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

export async function getHistory(model: string, id: number, signal?: AbortSignal) {
  return (await http.get<{ rows: HistoryEntry[] }>(historyUrl(model, id), { signal })).data.rows;
}
