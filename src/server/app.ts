import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Registry } from '../engine/registry/types';
import { createAccessTokens } from './auth/access-tokens';
import { createAttemptLimiter, type LimitRule } from './auth/attempt-limiter';
import { type AuthSettings, createAuthService, DEFAULT_AUTH_SETTINGS } from './auth/auth-service';
import { loadSigningSecret } from './auth/secret';
import type { ServerConfig } from './config';
import type { Database } from './db/connect';
import { registerErrorHandler } from './errors';
import { createMailer, type Mailer } from './mail/mailer';
import { registerAuth } from './plugins/auth';
import { registerClient } from './plugins/client';
import { registerRealtime } from './plugins/realtime';
import { exposeRequestId, genRequestId } from './plugins/request-id';
import { registerRequestValidation } from './plugins/validation';
import { apiRoutes } from './routes';
import { healthRoutes } from './routes/health';

declare module 'fastify' {
  interface FastifyInstance {
    registry: Registry;
    database: Database;
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: Pick<
    ServerConfig,
    | 'clientDir'
    | 'logLevel'
    | 'version'
    | 'dataDir'
    | 'jwtSecret'
    | 'smtpUrl'
    | 'mailFrom'
    | 'publicUrl'
  >;
  database: Database;
  /** The checked schemas, screens and permissions every route works from. */
  registry: Registry;
  /** Overrides the pino logger options (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  auth?: Partial<AuthSettings>;
  /** Failed sign-ins allowed per IP and per account in a window. */
  loginLimits?: { ip: LimitRule; account: LimitRule };
  clock?: () => Date;
}

export const DEFAULT_LOGIN_LIMITS = {
  ip: { max: 50, windowMs: 15 * 60 * 1000 },
  account: { max: 10, windowMs: 15 * 60 * 1000 },
};

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: genRequestId,
    // Let in-flight requests finish on close, but drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
  });

  const clock = options.clock ?? (() => new Date());
  const authSettings = { ...DEFAULT_AUTH_SETTINGS, ...options.auth };
  const limits = options.loginLimits ?? DEFAULT_LOGIN_LIMITS;
  app.decorate('registry', options.registry);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate(
    'mailer',
    createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      now: clock,
    }),
  );
  app.decorate(
    'accessTokens',
    createAccessTokens(
      loadSigningSecret(config.dataDir, config.jwtSecret),
      authSettings.accessTtlSeconds,
    ),
  );
  app.decorate(
    'authService',
    createAuthService({
      db: database.db,
      tokens: app.accessTokens,
      ipLimiter: createAttemptLimiter(limits.ip, () => clock().getTime()),
      accountLimiter: createAttemptLimiter(limits.account, () => clock().getTime()),
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      settings: authSettings,
      now: clock,
    }),
  );
  registerErrorHandler(app);
  registerRequestValidation(app);
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
  await app.register(fastifyCookie);
  registerRealtime(app);
  registerAuth(app);

  await app.register(healthRoutes(database, config.version), { prefix: '/api' });
  await app.register(apiRoutes(authSettings), { prefix: '/api' });

  await registerClient(app, config.clientDir);
  app.addHook('onClose', async () => {
    app.mailer.close();
    await database.close();
  });
  return app;
}
