/**
 * The lab and radiology worklists, live (no polling; board-watch.ts): a connection asks to watch
 * one with the filters its page shows (`{status, modality}`; allowed as its route is: whoever
 * may view its requests, worklist-reads.ts) and hears its news after a committed write that
 * changed what that page shows (worklist-news.ts): for the laboratory an open lab request
 * (ordered, moved on by a result, cancelled, edited), its samples (collected, rejected), the
 * name or MRN of its patient, its tests' and sample types' names; for radiology an open request
 * (scheduled, performed, cancelled), its report's state, its patient's name or MRN, its test's
 * code, name, modality or body part. A watcher filtered by state hears of other states only when
 * a request moved (the counts beside the filter change), one filtered by modality nothing of
 * another modality. The news says which states and modalities changed: the page reads its page
 * of the worklist again through the route, with the reader's rights as they are then.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { titleFields } from '../../engine/format/record-title';
import { can } from '../../engine/permissions/can';
import {
  LAB_WORKLIST_CHANGED,
  LAB_WORKLIST_STATES,
  LAB_WORKLIST_WATCH,
} from '../../engine/wire/lab-worklist';
import {
  RADIOLOGY_WORKLIST_CHANGED,
  RADIOLOGY_WORKLIST_STATES,
  RADIOLOGY_WORKLIST_WATCH,
} from '../../engine/wire/radiology-worklist';
import {
  type WorklistInterest,
  type WorklistNews,
  worklistHears,
} from '../../engine/wire/worklist';
import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import {
  openLabRequestsListing,
  openRequestsWith,
  type RequestTable,
} from '../repositories/worklist-touched';
import { worklistRefusal } from '../routes/worklist-reads';
import { type LiveBoard, publishBoardNews, registerBoardWatch } from './board-watch';
import { type WorklistSources, worklistNews } from './worklist-news';

/** The watch's filters: a state the worklist lists, a modality; a malformed one is refused. */
function interestOf(payload: unknown, states: readonly string[]): WorklistInterest {
  const { status, modality } = (payload ?? {}) as Record<string, unknown>;
  if (status !== undefined && !(typeof status === 'string' && states.includes(status)))
    throw new HttpError(
      400,
      'BAD_REQUEST',
      `A worklist watch's status must be one of ${states.join(', ')}.`,
    );
  if (modality !== undefined && typeof modality !== 'string')
    throw new HttpError(400, 'BAD_REQUEST', "A worklist watch's modality must be text.");
  return { status, modality } as WorklistInterest;
}

/** A patient as every worklist row shows them: the name its title reads, and the MRN. */
const patientNames = (table: RequestTable): WorklistSources['names'][number] => ({
  model: 'patient',
  shown: (schemaOf) => [...titleFields(schemaOf('patient')), 'mrn'],
  requests: (db, ids, states) => openRequestsWith(db, table, 'patient', ids, states),
});

const LAB_REQUESTS: RequestTable = { model: 'labRequest' };
const LAB: WorklistSources = {
  table: LAB_REQUESTS,
  states: LAB_WORKLIST_STATES,
  shown: ['request_number', 'patient', 'priority', 'status', 'ordered_at', 'due_at', 'tests'],
  // A result shows nothing of its own: it shows through its request moving along.
  records: [
    { model: 'labSample', link: 'lab_request', shown: ['lab_request', 'sample_type', 'status'] },
  ],
  names: [
    patientNames(LAB_REQUESTS),
    {
      model: 'test',
      shown: () => ['code', 'name'],
      requests: (db, ids, states) => openLabRequestsListing(db, 'test', ids, states),
    },
    {
      model: 'laboratorySampleType',
      shown: () => ['name'],
      requests: (db, ids, states) => openLabRequestsListing(db, 'sample_type', ids, states),
    },
  ],
};

const RADIOLOGY_REQUESTS: RequestTable = {
  model: 'radiologyRequest',
  modalityFrom: { test: 'test', model: 'radiologyTest' },
};
const RADIOLOGY: WorklistSources = {
  table: RADIOLOGY_REQUESTS,
  states: RADIOLOGY_WORKLIST_STATES,
  shown: [
    'request_number',
    'patient',
    'priority',
    'status',
    'test',
    'body_part',
    'requested_at',
    'scheduled_at',
    'room',
    'performed_at',
  ],
  records: [
    { model: 'radiologyResult', link: 'radiology_request', shown: ['radiology_request', 'status'] },
  ],
  names: [
    patientNames(RADIOLOGY_REQUESTS),
    {
      model: 'radiologyTest',
      shown: () => ['code', 'name', 'modality', 'body_part'],
      requests: (db, ids, states) => openRequestsWith(db, RADIOLOGY_REQUESTS, 'test', ids, states),
    },
  ],
};

/**
 * A worklist of `sources`' requests, refused (as its route) to whoever may not view them, telling
 * each watcher only of what changed its filtered page.
 */
const worklist = (
  board: { watch: string; news: string; room: string },
  sources: WorklistSources,
  what: string,
): LiveBoard => ({
  ...board,
  assertMayRead: (user, app) => {
    if (!can(user, app.registry.matrix, sources.table.model, 'view')) throw worklistRefusal(what);
  },
  models: new Set([
    sources.table.model,
    ...sources.records.map((record) => record.model),
    ...sources.names.map((name) => name.model),
  ]),
  newsOf: (writes, app) =>
    worklistNews(
      app.database.reads as unknown as AnyDb,
      sources,
      writes,
      // The registry's schema, not the model service's runtime: news is worked out after each
      // commit, and the request's route has already looked its model up once.
      (model) => {
        const schema = app.registry.models[model];
        if (!schema) throw new Error(`worklist news: no model ${model} in the registry`);
        return schema;
      },
    ),
  interestOf: (payload) => interestOf(payload, sources.states),
  hears: (interest, news) => worklistHears(interest as WorklistInterest, news as WorklistNews),
});

const WORKLISTS: readonly LiveBoard[] = [
  worklist(
    { watch: LAB_WORKLIST_WATCH, news: LAB_WORKLIST_CHANGED, room: 'lab-worklist' },
    LAB,
    'lab requests',
  ),
  worklist(
    {
      watch: RADIOLOGY_WORKLIST_WATCH,
      news: RADIOLOGY_WORKLIST_CHANGED,
      room: 'radiology-worklist',
    },
    RADIOLOGY,
    'radiology requests',
  ),
];
/** Lets this connection watch each worklist its user may read. */
export function registerWorklistWatches(app: FastifyInstance, socket: Socket): void {
  for (const board of WORKLISTS) registerBoardWatch(app, socket, board);
}

/** Tells each worklist's watchers once per committed write that touched it; returns how to stop. */
export function publishWorklistChanges(app: FastifyInstance): () => void {
  const stops = WORKLISTS.map((board) => publishBoardNews(app, board));
  return () => {
    for (const stop of stops) stop();
  };
}
