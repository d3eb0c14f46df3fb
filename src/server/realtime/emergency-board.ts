/**
 * The emergency board, live (no polling; board-watch.ts): a connection asks to watch it
 * (allowed as the route is, board-access.ts), and hears `emergency:changed` after every
 * committed write of an emergency (an arrival, a triage, a disposition). The news carries
 * nothing but that: the page reads the board again through the route, with the reader's rights
 * as they are then.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { EMERGENCY_BOARD_WATCH, EMERGENCY_CHANGED } from '../../engine/wire/emergency-board';
import { assertMayReadBoard } from '../emergency/board-access';
import { type LiveBoard, publishBoardNews, registerBoardWatch } from './board-watch';

const EMERGENCY_BOARD: LiveBoard = {
  watch: EMERGENCY_BOARD_WATCH,
  news: EMERGENCY_CHANGED,
  room: 'emergency-board',
  assertMayRead: (user, app) => assertMayReadBoard(user, app.registry.matrix),
  models: new Set(['emergency']),
};

/** Lets this connection watch the board when its user may read it. */
export function registerEmergencyBoardWatch(app: FastifyInstance, socket: Socket): void {
  registerBoardWatch(app, socket, EMERGENCY_BOARD);
}

/** Tells the board's watchers when a committed write touched an emergency; returns how to stop. */
export function publishEmergencyChanges(app: FastifyInstance): () => void {
  return publishBoardNews(app, EMERGENCY_BOARD);
}
