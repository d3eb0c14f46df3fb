/**
 * The lab and radiology worklists, live (no polling; board-watch.ts): a connection asks to watch
 * one (allowed as its route is: whoever may view its requests, worklist-reads.ts) and hears its
 * news after every committed write of what the worklist lists: for the laboratory a lab request
 * (ordered, moved, cancelled), a sample (collected, rejected) or a result (which moves its
 * request along); for radiology a request (scheduled, performed, cancelled) or its report. The
 * news carries nothing: the page reads its page of the worklist again through the route, with
 * its filters and the reader's rights as they are then.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { can } from '../../engine/permissions/can';
import { LAB_WORKLIST_CHANGED, LAB_WORKLIST_WATCH } from '../../engine/wire/lab-worklist';
import {
  RADIOLOGY_WORKLIST_CHANGED,
  RADIOLOGY_WORKLIST_WATCH,
} from '../../engine/wire/radiology-worklist';
import { worklistRefusal } from '../routes/worklist-reads';
import { type LiveBoard, publishBoardNews, registerBoardWatch } from './board-watch';

/** A worklist of `model`'s requests, refused (as its route) to whoever may not view them. */
const worklist = (
  board: Omit<LiveBoard, 'assertMayRead'>,
  model: string,
  what: string,
): LiveBoard => ({
  ...board,
  assertMayRead: (user, app) => {
    if (!can(user, app.registry.matrix, model, 'view')) throw worklistRefusal(what);
  },
});

const WORKLISTS: readonly LiveBoard[] = [
  worklist(
    {
      watch: LAB_WORKLIST_WATCH,
      news: LAB_WORKLIST_CHANGED,
      room: 'lab-worklist',
      models: new Set(['labRequest', 'labSample', 'labResult']),
    },
    'labRequest',
    'lab requests',
  ),
  worklist(
    {
      watch: RADIOLOGY_WORKLIST_WATCH,
      news: RADIOLOGY_WORKLIST_CHANGED,
      room: 'radiology-worklist',
      models: new Set(['radiologyRequest', 'radiologyResult']),
    },
    'radiologyRequest',
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
