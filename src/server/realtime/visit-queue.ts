/**
 * Queues and waiting screens, live (no polling). A connection watches a waiting screen
 * (`queue:watch {screen}`, checked as `GET /api/queue/screens/{id}` is) or a department's queue
 * page (`queue:watch {department}`, checked as its route). After every committed write of a
 * visit, each watched active screen of that visit's department hears `queue:board` with its
 * board as it is now, and the department's pages hear `queue:changed {department}` and read
 * the queue again through the route, with their rights as they are then. A waiting screen's own
 * record changed (its room, how many next numbers) pushes its board too.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import {
  QUEUE_BOARD,
  QUEUE_CHANGED,
  QUEUE_WATCH,
  type QueueChanged,
  type QueueWatchAck,
} from '../../engine/wire/visit-queue';
import { HttpError, toErrorBody } from '../errors';
import type { CommittedWrite } from '../models/model-service';
import type { AuthContext } from '../plugins/auth';
import { activeScreen, boardOf } from '../queue/board';
import { assertMayReadQueue, assertMayWatchScreens } from '../queue/queue-access';
import {
  activeScreensOf,
  departmentName,
  departmentsOfVisits,
  readScreen,
  type ScreenRecord,
} from '../repositories/visit-queue';

/** The connections showing one waiting screen, and those on one department's queue page. */
export const screenRoom = (screen: number) => `queue-screen:${screen}`;
export const departmentRoom = (department: number) => `queue-department:${department}`;

const positiveId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** Lets this connection watch one waiting screen or one department's queue page. */
export function registerQueueWatch(app: FastifyInstance, socket: Socket): void {
  socket.on(QUEUE_WATCH, (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (a: QueueWatchAck) => void) : null;
    watch(app, socket, payload).then(
      (answer) => reply?.(answer),
      (error: Error) => reply?.({ ok: false, error: toErrorBody(error) }),
    );
  });
}

async function watch(
  app: FastifyInstance,
  socket: Socket,
  payload: unknown,
): Promise<QueueWatchAck> {
  const auth = socket.data.auth as AuthContext;
  const asked = (payload ?? {}) as { screen?: unknown; department?: unknown };
  const screenId = positiveId(asked.screen);
  const departmentId = positiveId(asked.department);
  if ((screenId === undefined) === (departmentId === undefined))
    throw new HttpError(
      400,
      'BAD_WATCH',
      'Watch one waiting screen ({screen: id}) or one department ({department: id}).',
    );
  for (const room of socket.rooms) if (room.startsWith('queue-')) socket.leave(room);
  if (screenId !== undefined) {
    assertMayWatchScreens(auth.engineUser, app.registry);
    const screen = await activeScreen(app.database.db, screenId);
    socket.join(screenRoom(screen.id));
    const board = await boardOf(app.database.db, screen, app.clock());
    return { ok: true, board, department: screen.department };
  }
  assertMayReadQueue(auth.engineUser, app.registry);
  const department = departmentId as number;
  if ((await departmentName(app.database.db, department)) === undefined)
    throw new HttpError(404, 'NOT_FOUND', `No department with id ${department}.`);
  socket.join(departmentRoom(department));
  return { ok: true, department };
}

/** Pushes the boards of the screens and the news of the pages a committed write touched. */
export function publishVisitQueues(app: FastifyInstance): () => void {
  const push = async (writes: readonly CommittedWrite[]) => {
    const db = app.database.db;
    const departments = await departmentsOfVisits(db, idsOf(writes, 'visit'));
    for (const department of departments) {
      const news: QueueChanged = { department };
      app.io.to(departmentRoom(department)).emit(QUEUE_CHANGED, news);
    }
    const screens = new Map<number, ScreenRecord>();
    for (const screen of await activeScreensOf(db, departments)) screens.set(screen.id, screen);
    for (const id of idsOf(writes, 'waitingScreen')) {
      const screen = await readScreen(db, id);
      if (screen?.is_active) screens.set(id, screen);
    }
    const now = app.clock();
    for (const screen of screens.values()) {
      // A board is read only for a screen someone in this process is showing.
      if (!app.io.sockets.adapter.rooms.get(screenRoom(screen.id))?.size) continue;
      app.io.to(screenRoom(screen.id)).emit(QUEUE_BOARD, await boardOf(db, screen, now));
    }
  };
  return app.models.onCommitted((writes) => {
    if (!writes.some((write) => write.model === 'visit' || write.model === 'waitingScreen')) return;
    push(writes).catch((error: Error) => app.log.error({ err: error }, 'queue news failed'));
  });
}

const idsOf = (writes: readonly CommittedWrite[], model: string) => [
  ...new Set(writes.filter((write) => write.model === model).map((write) => write.id)),
];
