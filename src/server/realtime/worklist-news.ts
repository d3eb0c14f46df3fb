/**
 * What a committed write changed on a worklist (worklists.ts), read after it committed: the open
 * states whose rows changed, whether a request came into, left or moved between them (every
 * count changes), and for radiology the modalities concerned. A write changes a worklist when
 * it writes a field the worklist shows of an open request (or of one it leaves): the request
 * itself, a record of it the rows show (a sample, the report), or a name they show (a patient's
 * name or MRN, a test's code or name) of a record an open request refers to. Anything else (a
 * completed request edited, a report's findings typed, a patient's address) tells nobody.
 */
import type { ModelSchema } from '../../engine/types';
import type { WorklistNews } from '../../engine/wire/worklist';
import type { AnyDb } from '../models/any-db';
import type { CommittedWrite } from '../models/model-service';
import {
  modalitiesOf,
  type RequestTable,
  requestsById,
  requestsOfRecords,
  type TouchedRequest,
} from '../repositories/worklist-touched';

/** What a worklist lists, and so which writes change it. */
export interface WorklistSources {
  table: RequestTable;
  /** The open states it lists. */
  states: readonly string[];
  /** The request's fields its rows show. */
  shown: readonly string[];
  /** Records of a request its rows show (`link`: their request): samples, the report. */
  records: readonly { model: string; link: string; shown: readonly string[] }[];
  /** Records whose names its rows show, and the open requests that show each of `ids`. */
  names: readonly {
    model: string;
    shown: (schemaOf: (model: string) => ModelSchema) => readonly string[];
    requests: (db: AnyDb, ids: number[], states: readonly string[]) => Promise<TouchedRequest[]>;
  }[];
}

type Changes = Record<string, { from?: unknown; to?: unknown }>;
const changesOf = (write: CommittedWrite): Changes | undefined =>
  write.changes && typeof write.changes === 'object' ? (write.changes as Changes) : undefined;

/** Whether the write may have changed one of `fields` (a new, deleted or restored record did). */
function touches(write: CommittedWrite, fields: readonly string[]): boolean {
  const changes = changesOf(write);
  if (!changes || (write.action !== 'update' && write.action !== 'transition')) return true;
  return fields.some((field) => field in changes);
}

const ids = (writes: readonly CommittedWrite[], model: string, shown: readonly string[]) => [
  ...new Set(writes.filter((w) => w.model === model && touches(w, shown)).map((w) => w.id)),
];

const previous = (write: CommittedWrite, field: string): unknown => changesOf(write)?.[field]?.from;

/** The worklist's news of `writes`, or null when they changed nothing it lists. */
export async function worklistNews(
  db: AnyDb,
  sources: WorklistSources,
  writes: readonly CommittedWrite[],
  schemaOf: (model: string) => ModelSchema,
): Promise<WorklistNews | null> {
  const open = new Set(sources.states);
  const states = new Set<string>();
  const modalities = new Set<string | null>();
  let moved = false;
  const note = (request: TouchedRequest) => {
    if (!open.has(request.status)) return;
    states.add(request.status);
    modalities.add(request.modality);
  };
  const requests = writes.filter(
    (w) => w.model === sources.table.model && touches(w, sources.shown),
  );
  const byId = await requestsById(db, sources.table, [...new Set(requests.map((w) => w.id))]);
  const current = new Map(byId.map((request) => [request.id, request]));
  const testsBefore: number[] = [];
  for (const write of requests) {
    const request = current.get(write.id);
    if (request) note(request);
    const from = previous(write, 'status');
    const was = typeof from === 'string' && open.has(from);
    if (was) states.add(from as string);
    const is = request !== undefined && open.has(request.status);
    // A request counts where it is while live: new, deleted, restored or moved changes a count.
    if (is && write.action !== 'update' && write.action !== 'transition') moved = true;
    if ((was || is) && from !== undefined && from !== request?.status) moved = true;
    const test = sources.table.modalityFrom?.test;
    const testBefore = test ? previous(write, test) : undefined;
    if ((was || is) && typeof testBefore === 'number') testsBefore.push(testBefore);
  }
  const { modalityFrom } = sources.table;
  if (modalityFrom)
    for (const modality of await modalitiesOf(db, modalityFrom.model, testsBefore))
      modalities.add(modality);
  for (const record of sources.records)
    for (const request of await requestsOfRecords(
      db,
      sources.table,
      record.model,
      record.link,
      ids(writes, record.model, record.shown),
    ))
      note(request);
  for (const name of sources.names) {
    const named = ids(writes, name.model, name.shown(schemaOf));
    if (named.length === 0) continue;
    for (const request of await name.requests(db, named, sources.states)) note(request);
    // A test moved to another modality leaves that modality's list too.
    for (const write of writes)
      if (write.model === name.model && named.includes(write.id)) {
        const modality = previous(write, 'modality');
        if (modalityFrom && typeof modality === 'string') modalities.add(modality);
      }
  }
  if (states.size === 0 && !moved) return null;
  return {
    states: [...states].sort(),
    moved,
    ...(modalityFrom ? { modalities: [...modalities].sort() } : {}),
  };
}
