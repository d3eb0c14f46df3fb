/**
 * What the result entry page reads and writes, all through the model resource API (so every
 * right is the server's): the request, its patient, its tests from the catalogue, its samples
 * and the results already entered. Results are saved with POST (new) or PUT (existing).
 */
import { http } from '../../api/session';
import { getRecord, type StoredRecord } from '../models/record-api';

export interface EntryData {
  request: StoredRecord;
  patient: StoredRecord | undefined;
  /** The ordered tests in the request's order (a test the reader cannot see is left out). */
  tests: StoredRecord[];
  samples: StoredRecord[];
  /** The request's results, by test id, each with its rows of values. */
  results: Map<number, StoredRecord>;
}

/** The two reads of the resource API the page makes (the signed-in session's by default). */
export interface EntryReads {
  /** GET /api/models/{model}/{id}: one record with its child rows. */
  record(model: string, id: number, signal?: AbortSignal): Promise<StoredRecord>;
  /** GET /api/models/{model}?...: a page of rows, without their child rows. */
  list(model: string, params: URLSearchParams, signal?: AbortSignal): Promise<StoredRecord[]>;
}

export const sessionReads: EntryReads = {
  record: getRecord,
  list: async (model, params, signal) =>
    (await http.get<{ rows: StoredRecord[] }>(`/api/models/${model}`, { params, signal })).data
      .rows,
};

const listOf = (
  reads: EntryReads,
  model: string,
  field: string,
  id: number,
  signal?: AbortSignal,
) => {
  const params = new URLSearchParams({ pageSize: '200', sort: 'id', direction: 'asc' });
  params.append(`filter[${field}]`, String(id));
  return reads.list(model, params, signal);
};

export const testIdsOf = (request: StoredRecord): number[] =>
  (Array.isArray(request.tests) ? (request.tests as { test?: unknown }[]) : [])
    .map((row) => Number(row.test))
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * The request's results with their values. A list answers its rows without their child rows,
 * so each result is read on its own: without its `parameters` the page would show a stored
 * result's inputs empty, and the verifier's or an amender's Save would send them empty.
 */
async function resultsOf(reads: EntryReads, requestId: number, signal?: AbortSignal) {
  const found = await listOf(reads, 'labResult', 'lab_request', requestId, signal);
  return Promise.all(found.map((row) => reads.record('labResult', row.id, signal)));
}

export async function loadEntry(
  requestId: number,
  signal?: AbortSignal,
  reads: EntryReads = sessionReads,
): Promise<EntryData> {
  const request = await reads.record('labRequest', requestId, signal);
  const patientId = Number(request.patient);
  const [patient, tests, samples, results] = await Promise.all([
    Number.isInteger(patientId) && patientId > 0
      ? reads.record('patient', patientId, signal).catch(() => undefined)
      : undefined,
    Promise.all(
      testIdsOf(request).map((id) => reads.record('test', id, signal).catch(() => undefined)),
    ),
    listOf(reads, 'labSample', 'lab_request', requestId, signal),
    resultsOf(reads, requestId, signal),
  ]);
  return {
    request,
    patient,
    tests: tests.filter((test): test is StoredRecord => test !== undefined),
    samples,
    results: new Map(results.map((result) => [Number(result.test), result])),
  };
}
