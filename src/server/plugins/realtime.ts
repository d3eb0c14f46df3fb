import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { registerChat } from '../realtime/chat';
import { Presence } from '../realtime/presence';

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

/**
 * socket.io on the same HTTP server as the API, websocket transport only (DESIGN.md 3.4).
 * A connection proves who it is with the access token at the handshake (`auth.token`), checked
 * as every API call is; everyone connected hears the `onlineUsers` list whenever it changes.
 * Chat, queue changes and notifications register their events on `app.io`.
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
  const announce = () => io.emit(ONLINE_USERS, presence.list());

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
    const { user, sessionId } = socket.data.auth;
    const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
    socket.join(sessionRoom(sessionId));
    registerChat(app, socket);
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
    io.disconnectSockets(true);
    io.engine.close();
  });
}
