import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Registry } from '../engine/registry/types';
import type { ServerConfig } from './config';
import type { Database } from './db/connect';
import { registerErrorHandler } from './errors';
import { registerClient } from './plugins/client';
import { registerRealtime } from './plugins/realtime';
import { exposeRequestId, genRequestId } from './plugins/request-id';
import { healthRoutes } from './routes/health';

declare module 'fastify' {
  interface FastifyInstance {
    registry: Registry;
  }
}

export interface AppOptions {
  config: Pick<ServerConfig, 'clientDir' | 'logLevel' | 'version'>;
  database: Database;
  /** The checked schemas, screens and permissions every route works from. */
  registry: Registry;
  /** Overrides the pino logger options (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: genRequestId,
    // Let in-flight requests finish on close, but drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
  });

  app.decorate('registry', options.registry);
  registerErrorHandler(app);
  exposeRequestId(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // The client connects its socket.io websocket back to this same origin.
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Hospitals often serve Tena over plain HTTP on their own network; upgrading every
        // asset request to HTTPS there would break the page.
        upgradeInsecureRequests: null,
      },
    },
  });
  registerRealtime(app);

  await app.register(healthRoutes(database, config.version), { prefix: '/api' });

  await registerClient(app, config.clientDir);
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
