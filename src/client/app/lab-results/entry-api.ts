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
  /** The request's results, by test id. */
  results: Map<number, StoredRecord>;
}

const listOf = async (model: string, field: string, id: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ pageSize: '200', sort: 'id', direction: 'asc' });
  params.append(`filter[${field}]`, String(id));
  return (await http.get<{ rows: StoredRecord[] }>(`/api/models/${model}`, { params, signal })).data
    .rows;
};

export const testIdsOf = (request: StoredRecord): number[] =>
  (Array.isArray(request.tests) ? (request.tests as { test?: unknown }[]) : [])
    .map((row) => Number(row.test))
    .filter((id) => Number.isInteger(id) && id > 0);

export async function loadEntry(requestId: number, signal?: AbortSignal): Promise<EntryData> {
  const request = await getRecord('labRequest', requestId, signal);
  const patientId = Number(request.patient);
  const [patient, tests, samples, results] = await Promise.all([
    Number.isInteger(patientId) && patientId > 0
      ? getRecord('patient', patientId, signal).catch(() => undefined)
      : undefined,
    Promise.all(
      testIdsOf(request).map((id) => getRecord('test', id, signal).catch(() => undefined)),
    ),
    listOf('labSample', 'lab_request', requestId, signal),
    listOf('labResult', 'lab_request', requestId, signal),
  ]);
  return {
    request,
    patient,
    tests: tests.filter((test): test is StoredRecord => test !== undefined),
    samples,
    results: new Map(results.map((result) => [Number(result.test), result])),
  };
}
