/**
 * The theatre schedule, live (no polling; board-watch.ts): a connection asks to watch it
 * (allowed as the route is, surgery/schedule-access.ts), and hears `theatres:changed` after
 * every committed write of what the surgery page shows or what moves a case along it: a
 * surgical case (booked, moved, cancelled), an operating room, a WHO checklist step, a count
 * sheet, a PACU record or a consumables issue. The news says only which days changed
 * (`{days}`, theatre-schedule-days.ts; null for every day): a page showing one of them reads the
 * schedule again through the route, with the reader's rights as they are then.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import {
  THEATRE_SCHEDULE_CHANGED,
  THEATRE_SCHEDULE_WATCH,
  type TheatreScheduleNews,
} from '../../engine/wire/theatre-schedule';
import type { AnyDb } from '../models/any-db';
import { assertMayReadTheatreSchedule } from '../surgery/schedule-access';
import { type LiveBoard, publishBoardNews, registerBoardWatch } from './board-watch';
import { CASE_RECORD_MODELS, changedDays } from './theatre-schedule-days';

const THEATRE_SCHEDULE: LiveBoard = {
  watch: THEATRE_SCHEDULE_WATCH,
  news: THEATRE_SCHEDULE_CHANGED,
  room: 'theatre-schedule',
  assertMayRead: (user, app) => assertMayReadTheatreSchedule(user, app.registry.matrix),
  models: new Set(['surgicalCase', 'operationRoom', ...CASE_RECORD_MODELS]),
  newsOf: async (writes, app): Promise<TheatreScheduleNews> => ({
    days: await changedDays(app.database.reads as unknown as AnyDb, writes),
  }),
};

/** Lets this connection watch the schedule when its user may read it. */
export function registerTheatreScheduleWatch(app: FastifyInstance, socket: Socket): void {
  registerBoardWatch(app, socket, THEATRE_SCHEDULE);
}

/** Tells the schedule's watchers once per committed write that touched it; returns how to stop. */
export function publishTheatreScheduleChanges(app: FastifyInstance): () => void {
  return publishBoardNews(app, THEATRE_SCHEDULE);
}
