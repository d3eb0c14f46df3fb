/**
 * What the live boards share (the emergency board, the ward bed board, the theatre schedule):
 * one room of watchers per board, joined on the board's watch event by a connection whose user
 * may read the board (decided as the board's route decides), and one news event told to that
 * room after every committed write of a model the board shows. The news carries nothing but
 * where to look (`newsOf`: the theatre schedule's days, the worklists' states): the page reads
 * the board again through its route, with the reader's rights as they are then. A board that
 * knows what each watcher shows (`interestOf`, from the watch's payload: a worklist's filters)
 * tells only those whose page the news changes (`hears`).
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { EngineUser } from '../../engine/types';
import type { ErrorBody } from '../../engine/wire/errors';
import { toErrorBody } from '../errors';
import type { CommittedWrite } from '../models/model-service';
import type { AuthContext } from '../plugins/auth';

export interface LiveBoard {
  /** Client to server: asks to watch (acknowledged). */
  watch: string;
  /** Server to the watchers: something the board shows was written. */
  news: string;
  /** The room of the board's watchers. */
  room: string;
  /** Throws the route's 403 when the user may not read the board. */
  assertMayRead: (user: EngineUser, app: FastifyInstance) => void;
  /** The models whose committed writes change what the board shows. */
  models: ReadonlySet<string>;
  /** What a granted watch's acknowledgement carries beside `ok`. */
  granted?: () => Record<string, unknown>;
  /** Runs once before each piece of news is told. */
  beforeNews?: () => void;
  /**
   * What the news says of the writes (of the board's models) it tells of, read after they
   * committed (which days of the theatre schedule changed); none by default. Should it fail,
   * the news is told bare, which a page reads as "read again" (and every watcher hears it).
   * Null: the writes changed nothing the board shows, and nobody is told.
   */
  newsOf?: (writes: readonly CommittedWrite[], app: FastifyInstance) => Promise<unknown>;
  /** What a watch's payload says the watcher shows (throws a 400 when it is malformed). */
  interestOf?: (payload: unknown) => unknown;
  /** Whether a watcher showing `interest` is told `news` (newsOf's answer); all are by default. */
  hears?: (interest: unknown, news: unknown) => boolean;
}

/** What each watch of this connection asked to hear of, by the board's room. */
const interests = new WeakMap<Socket, Map<string, unknown>>();

type WatchAck = ({ ok: true } & Record<string, unknown>) | { ok: false; error: ErrorBody };

/** Lets this connection watch `board` when its user may read it. */
export function registerBoardWatch(app: FastifyInstance, socket: Socket, board: LiveBoard): void {
  socket.on(board.watch, (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (a: WatchAck) => void) : null;
    try {
      board.assertMayRead((socket.data.auth as AuthContext).engineUser, app);
      if (board.interestOf) {
        const mine = interests.get(socket) ?? new Map<string, unknown>();
        mine.set(board.room, board.interestOf(payload));
        interests.set(socket, mine);
      }
      socket.join(board.room);
      reply?.({ ok: true, ...board.granted?.() });
    } catch (error) {
      socket.leave(board.room);
      reply?.({ ok: false, error: toErrorBody(error as Error) });
    }
  });
}

/** Tells the board's watchers once per committed write that touched it; returns how to stop. */
export function publishBoardNews(app: FastifyInstance, board: LiveBoard): () => void {
  return app.models.onCommitted((writes: readonly CommittedWrite[]) => {
    const touched = writes.filter((write) => board.models.has(write.model));
    if (touched.length === 0) return;
    board.beforeNews?.();
    const { newsOf } = board;
    if (!newsOf) {
      app.io.to(board.room).emit(board.news);
      return;
    }
    newsOf(touched, app).then(
      (news) => {
        if (news !== null) tell(app, board, news);
      },
      (error: Error) => {
        app.log.error({ err: error }, `${board.news} news failed`);
        app.io.to(board.room).emit(board.news);
      },
    );
  });
}

/** Tells `news` to the board's watchers whose page it changes (to all of them by default). */
function tell(app: FastifyInstance, board: LiveBoard, news: unknown): void {
  const { hears } = board;
  if (!hears) {
    app.io.to(board.room).emit(board.news, news);
    return;
  }
  for (const id of app.io.sockets.adapter.rooms.get(board.room) ?? []) {
    const socket = app.io.sockets.sockets.get(id);
    if (socket && hears(interests.get(socket)?.get(board.room) ?? {}, news))
      socket.emit(board.news, news);
  }
}
