/**
 * The emergency board, live (no polling): a connection asks to watch it (allowed as the route
 * is, board-access.ts), and hears `emergency:changed` after every committed write of an
 * emergency (an arrival, a triage, a disposition). The news carries nothing but that: the page
 * reads the board again through the route, with the reader's rights as they are then.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import {
  EMERGENCY_BOARD_WATCH,
  EMERGENCY_CHANGED,
  type EmergencyBoardWatchAck,
} from '../../engine/wire/emergency-board';
import { assertMayReadBoard } from '../emergency/board-access';
import { toErrorBody } from '../errors';
import type { CommittedWrite } from '../models/model-service';
import type { AuthContext } from '../plugins/auth';

/** The connections watching the board. */
export const EMERGENCY_BOARD_ROOM = 'emergency-board';

/** Lets this connection watch the board when its user may read it. */
export function registerEmergencyBoardWatch(app: FastifyInstance, socket: Socket): void {
  socket.on(EMERGENCY_BOARD_WATCH, (_payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (a: EmergencyBoardWatchAck) => void) : null;
    try {
      const auth = socket.data.auth as AuthContext;
      assertMayReadBoard(auth.engineUser, app.registry.matrix);
      socket.join(EMERGENCY_BOARD_ROOM);
      reply?.({ ok: true });
    } catch (error) {
      socket.leave(EMERGENCY_BOARD_ROOM);
      reply?.({ ok: false, error: toErrorBody(error as Error) });
    }
  });
}

/** Tells the board's watchers when a committed write touched an emergency; returns how to stop. */
export function publishEmergencyChanges(app: FastifyInstance): () => void {
  return app.models.onCommitted((writes: readonly CommittedWrite[]) => {
    if (writes.some((write) => write.model === 'emergency'))
      app.io.to(EMERGENCY_BOARD_ROOM).emit(EMERGENCY_CHANGED);
  });
}
