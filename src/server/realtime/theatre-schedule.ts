/**
 * The theatre schedule, live (no polling): a connection asks to watch it (allowed as the route
 * is, surgery/schedule-access.ts), and hears `theatres:changed` after every committed write of
 * what the surgery page shows or what moves a case along it: a surgical case (booked, moved,
 * cancelled), an operating room, a WHO checklist step, a count sheet, a PACU record or a
 * consumables issue. The news carries nothing but that: the page reads the schedule again
 * through the route, with the reader's rights as they are then.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import {
  THEATRE_SCHEDULE_CHANGED,
  THEATRE_SCHEDULE_WATCH,
  type TheatreScheduleWatchAck,
} from '../../engine/wire/theatre-schedule';
import { toErrorBody } from '../errors';
import type { CommittedWrite } from '../models/model-service';
import type { AuthContext } from '../plugins/auth';
import { assertMayReadTheatreSchedule } from '../surgery/schedule-access';

/** The connections watching the schedule. */
export const THEATRE_SCHEDULE_ROOM = 'theatre-schedule';

/** The models whose writes change the schedule or the steps of a case on it. */
export const THEATRE_SCHEDULE_MODELS: ReadonlySet<string> = new Set([
  'surgicalCase',
  'operationRoom',
  'safetyChecklist',
  'countSheet',
  'pacuRecord',
  'caseConsumable',
]);

/** Lets this connection watch the schedule when its user may read it. */
export function registerTheatreScheduleWatch(app: FastifyInstance, socket: Socket): void {
  socket.on(THEATRE_SCHEDULE_WATCH, (_payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (a: TheatreScheduleWatchAck) => void) : null;
    try {
      const auth = socket.data.auth as AuthContext;
      assertMayReadTheatreSchedule(auth.engineUser, app.registry.matrix);
      socket.join(THEATRE_SCHEDULE_ROOM);
      reply?.({ ok: true });
    } catch (error) {
      socket.leave(THEATRE_SCHEDULE_ROOM);
      reply?.({ ok: false, error: toErrorBody(error as Error) });
    }
  });
}

/** Tells the schedule's watchers once per committed write that touched it; returns how to stop. */
export function publishTheatreScheduleChanges(app: FastifyInstance): () => void {
  return app.models.onCommitted((writes: readonly CommittedWrite[]) => {
    if (writes.some((write) => THEATRE_SCHEDULE_MODELS.has(write.model)))
      app.io.to(THEATRE_SCHEDULE_ROOM).emit(THEATRE_SCHEDULE_CHANGED);
  });
}
