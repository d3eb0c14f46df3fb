/**
 * The ward bed board, live (no polling; board-watch.ts): a connection asks to watch it (allowed
 * as the routes are, inpatient/board-access.ts), and hears `beds:changed` after every committed
 * write of what the board shows: a bed, room or ward, an admission, a bed transfer, or a bedside
 * record behind an alert (allergy sheet, medication order, a vital-sign chart). The news carries
 * nothing but that: the page reads the board again through the route, with the reader's rights
 * as they are then. The news is counted (boardChanges): a board read and a granted watch carry
 * the count, so a page that read the board just before its watch was granted reads it again
 * only when news went out in between.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { BED_BOARD_CHANGED, BED_BOARD_WATCH } from '../../engine/wire/bed-board';
import { assertMayReadBedBoard } from '../inpatient/board-access';
import { VITAL_CHART_MODELS } from '../rules/clinical/vital-sign-flags';
import { type LiveBoard, publishBoardNews, registerBoardWatch } from './board-watch';

/** The connections watching the board. */
export const BED_BOARD_ROOM = 'bed-board';

/** The models whose writes change what the board shows. */
export const BED_BOARD_MODELS: ReadonlySet<string> = new Set([
  'ward',
  'room',
  'bed',
  'impatient',
  'bedTransfer',
  'allergySheet',
  'medicationOrder',
  // A dose given, held or refused changes the due and overdue counts of its bed's alert.
  'medicationAdministration',
  ...VITAL_CHART_MODELS,
]);

/**
 * How many times this server has told the board's watchers of a change, since when: kept by
 * its model service, which every plugin's instance of the app shares.
 */
const told = new WeakMap<object, { since: string; count: number }>();

function tally(app: FastifyInstance) {
  let kept = told.get(app.models);
  if (!kept) {
    kept = { since: randomBytes(6).toString('base64url'), count: 0 };
    told.set(app.models, kept);
  }
  return kept;
}

/** The news told last: this server's start and its count ("k3x9q-12"). */
export function boardChanges(app: FastifyInstance): string {
  const { since, count } = tally(app);
  return `${since}-${count}`;
}

/** The board's watch: granted with the news told last, each piece of news counted first. */
function bedBoard(app: FastifyInstance): LiveBoard {
  return {
    watch: BED_BOARD_WATCH,
    news: BED_BOARD_CHANGED,
    room: BED_BOARD_ROOM,
    assertMayRead: (user) => assertMayReadBedBoard(user, app.registry.matrix),
    models: BED_BOARD_MODELS,
    // BedBoardWatchAck: a page that read the board since this news need not read it again.
    granted: () => ({ changes: boardChanges(app) }),
    beforeNews: () => {
      tally(app).count += 1;
    },
  };
}

/** Lets this connection watch the board when its user may read it. */
export function registerBedBoardWatch(app: FastifyInstance, socket: Socket): void {
  registerBoardWatch(app, socket, bedBoard(app));
}

/** Tells the board's watchers once per committed write that touched it; returns how to stop. */
export function publishBedBoardChanges(app: FastifyInstance): () => void {
  return publishBoardNews(app, bedBoard(app));
}
