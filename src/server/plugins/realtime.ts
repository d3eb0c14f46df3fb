import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { can } from '../../engine/permissions/can';
import { publishBedBoardChanges, registerBedBoardWatch } from '../realtime/bed-board';
import { publishQueueChanges, registerBillingQueueWatch } from '../realtime/billing-queue';
import { registerChat } from '../realtime/chat';
import { publishEmergencyChanges, registerEmergencyBoardWatch } from '../realtime/emergency-board';
import { placeInNotificationRoom, publishNotifications } from '../realtime/notifications';
import { Presence } from '../realtime/presence';
import { watchSession } from '../realtime/session-watch';
import {
  publishTheatreScheduleChanges,
  registerTheatreScheduleWatch,
} from '../realtime/theatre-schedule';
import { publishVisitQueues, registerQueueWatch } from '../realtime/visit-queue';
import { publishWorklistChanges, registerWorklistWatches } from '../realtime/worklists';
import type { AuthContext } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    presence: Presence;
  }
}

/** Events of the real-time connection (spec 7, DESIGN.md 3.4). */
export const ONLINE_USERS = 'onlineUsers';
export const LOGOUT = 'logout';

/** The room holding every connection of one sign-in session (ended together on logout). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Connections whose user may read chat: only they hear who is online (it is chat's list). */
export const ONLINE_USERS_ROOM = 'online-users';

/**
 * socket.io on the same HTTP server as the API, websocket transport only (DESIGN.md 3.4).
 * A connection proves who it is with the access token at the handshake (`auth.token`), checked
 * as every API call is. It closes as soon as its session ends (any revocation is published on
 * `app.sessionEndings`), and is checked again whenever its token would have expired. Those who
 * may read chat hear the `onlineUsers` list whenever it changes. Chat, queue changes and
 * notifications register their events on `app.io`.
 */
export function registerRealtime(app: FastifyInstance): void {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
  });
  const presence = new Presence();
  app.decorate('io', io);
  app.decorate('presence', presence);
  const announce = () => io.to(ONLINE_USERS_ROOM).emit(ONLINE_USERS, presence.list());

  /** Puts the connection in or out of the online list's audience; true when it came in. */
  const placeInAudience = (socket: Socket, auth: AuthContext): boolean => {
    const mayChat = can(auth.engineUser, app.registry.matrix, 'chat', 'view');
    const inside = socket.rooms.has(ONLINE_USERS_ROOM);
    if (mayChat && !inside) socket.join(ONLINE_USERS_ROOM);
    if (!mayChat && inside) socket.leave(ONLINE_USERS_ROOM);
    return mayChat && !inside;
  };

  // Each instance closes the connections it holds; another instance's are closed by that one.
  const stopHearing = app.sessionEndings.subscribe((sessionIds) => {
    for (const sessionId of sessionIds) io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
  });
  const stopQueueNews = publishQueueChanges(app);
  const stopVisitQueueNews = publishVisitQueues(app);
  const stopEmergencyNews = publishEmergencyChanges(app);
  const stopBedBoardNews = publishBedBoardChanges(app);
  const stopTheatreNews = publishTheatreScheduleChanges(app);
  const stopWorklistNews = publishWorklistChanges(app);
  const stopNotifications = publishNotifications(app);

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    app
      .authenticateToken(typeof token === 'string' ? token : undefined)
      .then((auth) => {
        if (!auth) return next(new Error('TOKEN_EXPIRED'));
        socket.data.auth = auth;
        next();
      })
      .catch((error: Error) => {
        app.log.error({ err: error }, 'real-time handshake failed');
        next(new Error('UNAVAILABLE'));
      });
  });

  io.on('connection', (socket) => {
    const auth = socket.data.auth as AuthContext;
    const { user, sessionId } = auth;
    const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
    socket.join(sessionRoom(sessionId));
    registerChat(app, socket);
    registerBillingQueueWatch(app, socket);
    registerQueueWatch(app, socket);
    registerEmergencyBoardWatch(app, socket);
    registerBedBoardWatch(app, socket);
    registerTheatreScheduleWatch(app, socket);
    registerWorklistWatches(app, socket);
    placeInAudience(socket, auth);
    placeInNotificationRoom(app, socket, auth);
    watchSession(app, socket, (current) => {
      placeInNotificationRoom(app, socket, current);
      // A changed role may give or take the Chat permission, and with it the online list.
      if (placeInAudience(socket, current)) socket.emit(ONLINE_USERS, presence.list());
    });
    presence.connect({ id: user.id, name, role: user.role }, socket.id);
    // Everyone hears of a newcomer; the newcomer also needs the list as it stands.
    announce();
    socket.on(LOGOUT, (userId: unknown) => {
      // Only ever for oneself: a socket cannot sign another user out of the list.
      if (Number(userId) === user.id) socket.disconnect(true);
    });
    socket.on('disconnect', () => {
      if (presence.disconnect(user.id, socket.id)) announce();
    });
  });

  // Upgraded sockets keep the HTTP server from closing, so they go first on shutdown.
  app.addHook('preClose', async () => {
    stopHearing();
    stopQueueNews();
    stopVisitQueueNews();
    stopEmergencyNews();
    stopBedBoardNews();
    stopTheatreNews();
    stopWorklistNews();
    stopNotifications();
    io.disconnectSockets(true);
    io.engine.close();
  });
}
