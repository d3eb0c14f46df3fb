import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * socket.io on the same HTTP server as the API, websocket transport only (DESIGN.md 3.4).
 * Chat, queue changes and presence register their events on `app.io`.
 */
export function registerRealtime(app: FastifyInstance): void {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
  });
  app.decorate('io', io);
  // Upgraded sockets keep the HTTP server from closing, so they go first on shutdown.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
}
