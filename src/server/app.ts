import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Registry } from '../engine/registry/types';
import { createAccessTokens } from './auth/access-tokens';
import { type AuthSettings, createAuthService, DEFAULT_AUTH_SETTINGS } from './auth/auth-service';
import { loadSigningSecret } from './auth/secret';
import { inProcessSessionEndings, type SessionEndings } from './auth/session-endings';
import { createSessionRevoker } from './auth/session-revoker';
import {
  createThrottles,
  DEFAULT_THROTTLES,
  type ThrottleSettings,
  type Throttles,
} from './auth/throttles';
import type { ServerConfig } from './config';
import type { Database } from './db/connect';
import { registerErrorHandler } from './errors';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './files/quota';
import { DEFAULT_MAX_UPLOAD_MB, FILES_FOLDER } from './files/store';
import { createMailer, type Mailer } from './mail/mailer';
import { createModelService, type ModelService } from './models/model-service';
import { ModelSync } from './models/sync';
import { waitForSyncLock } from './models/sync-lock';
import { createSyncState, type SyncState } from './models/sync-state';
import { registerAuth } from './plugins/auth';
import { registerClient } from './plugins/client';
import { registerRealtime } from './plugins/realtime';
import { exposeRequestId, genRequestId, logRequests } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRequestValidation } from './plugins/validation';
import { type JobTimers, SYSTEM_TIMERS } from './repeating-job';
import { apiRoutes } from './routes';
import { healthRoutes } from './routes/health';
import { BUILT_IN_RULES } from './rules';
import { createRuleSet, type RuleSet } from './rules/rule-set';
import type { ModelRule } from './rules/types';
import { DEFAULT_SPREADSHEET_LIMITS, type SpreadsheetLimits } from './spreadsheets/unpacked-size';
import { fastifyTrustProxy } from './trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checked schemas, screens and permissions in force (replaced by a database sync). */
    registry: Registry;
    setRegistry(registry: Registry): void;
    /** Where the registry's folders are read from when a sync reloads them. */
    registryDir: string | undefined;
    database: Database;
    models: ModelService;
    /** The rules models may name (src/server/rules): the built-in ones and any a test adds. */
    rules: RuleSet;
    /** Which schema each model's tables were last synced to: only those models are served. */
    syncState: SyncState;
    mailer: Mailer;
    /** Where uploads go (`<dataDir>/files`), the largest one accepted in bytes, and how much
     * one user may hold unattached to any record. */
    uploads: { dataDir: string; root: string; maxBytes: number; quota: UploadQuota };
    /** What a spreadsheet import may unpack to, in bytes, rows and cells. */
    spreadsheetLimits: SpreadsheetLimits;
    /** Other origins allowed to frame /preview (CSP frame-ancestors) and talk to it. */
    previewOrigins: readonly string[];
    /** Sign-in, reset-link and mail limits, on the app's clock. */
    throttles: Throttles;
    /** How the server's own jobs wait for their next run (repeating-job.ts). */
    jobTimers: JobTimers;
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
  > &
    Partial<
      Pick<
        ServerConfig,
        | 'maxUploadMb'
        | 'previewOrigins'
        | 'trustProxy'
        | 'throttles'
        | 'uploadQuota'
        | 'spreadsheetLimits'
      >
    >;
  database: Database;
  /** The checked schemas, screens and permissions every route works from. */
  registry: Registry;
  /** Folder of schemas/, screens/ and permissions/ that the sync endpoint reloads. */
  registryDir?: string;
  /** Overrides the pino logger options (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  auth?: Partial<AuthSettings>;
  /** Overrides some of the configured limits (tests set small or generous ones). */
  throttles?: Partial<ThrottleSettings>;
  clock?: () => Date;
  /** How the server's own jobs wait for their next run; a test fires them itself. */
  jobTimers?: JobTimers;
  /** How this instance hears of ended sessions; in-process unless given (tests share one). */
  sessionEndings?: SessionEndings;
  /** Largest upload in bytes; overrides `config.maxUploadMb` (tests set a small one). */
  maxUploadBytes?: number;
  /** Rules beside the built-in ones (src/server/rules), which models may name (tests add some). */
  rules?: readonly ModelRule[];
}

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: genRequestId,
    // logRequests writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Let in-flight requests finish on close, but drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    // Ready waits for the table sync and seeds; Fastify's 10 s default fails a busy machine's
    // start (two test files at a time on CI, a large database after an upgrade), not a broken one.
    pluginTimeout: 60_000,
    // Behind a TLS proxy: the client's address for limits and logs, and https for Secure cookies and HSTS.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  const clock = options.clock ?? (() => new Date());
  const authSettings = { ...DEFAULT_AUTH_SETTINGS, ...options.auth };
  const throttles = createThrottles(
    { ...(config.throttles ?? DEFAULT_THROTTLES), ...options.throttles },
    () => clock().getTime(),
  );
  app.decorate('throttles', throttles);
  let registry = options.registry;
  app.decorate('registry', { getter: () => registry });
  app.decorate('setRegistry', (next: Registry) => {
    registry = next;
  });
  app.decorate('registryDir', options.registryDir);
  const rules = createRuleSet([...BUILT_IN_RULES, ...(options.rules ?? [])]);
  // A model naming a rule this server lacks fails here, not on its first write.
  for (const schema of Object.values(registry.models)) rules.forModel(schema);
  app.decorate('rules', rules);
  const syncState = createSyncState();
  app.decorate('syncState', syncState);
  app.decorate(
    'models',
    createModelService(
      database.db as never,
      () => registry,
      clock,
      (model) => syncState.isSynced(model, registry.models[model]),
      database.reads as never,
      () => rules,
      database.counters as never,
    ),
  );
  // Server start: bring every model's tables up to date before the first request.
  app.addHook('onReady', async () => {
    const models = registry.models;
    // Another instance starting on the same PostgreSQL database may be syncing: wait for it.
    const results = await waitForSyncLock(
      database.db,
      (db) => new ModelSync(db, models).run(Object.keys(models).sort()),
      { onWait: () => app.log.info('Waiting for another server to finish its database sync') },
    );
    syncState.record(results, models);
    for (const result of results) {
      if (result.status !== 'ok')
        app.log.error({ model: result.model }, result.error ?? 'sync failed');
    }
  });
  app.decorate('database', database);
  app.decorate('uploads', {
    dataDir: config.dataDir,
    root: path.join(config.dataDir, FILES_FOLDER),
    maxBytes:
      options.maxUploadBytes ??
      Math.floor((config.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB) * 1024 * 1024),
    quota: config.uploadQuota ?? DEFAULT_UPLOAD_QUOTA,
  });
  app.decorate('spreadsheetLimits', config.spreadsheetLimits ?? DEFAULT_SPREADSHEET_LIMITS);
  app.decorate('clock', clock);
  app.decorate('jobTimers', options.jobTimers ?? SYSTEM_TIMERS);
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
      clock,
    ),
  );
  app.decorate('sessionEndings', options.sessionEndings ?? inProcessSessionEndings());
  app.decorate('sessions', createSessionRevoker(database.db, clock, app.sessionEndings));
  app.decorate(
    'authService',
    createAuthService({
      db: database.db,
      tokens: app.accessTokens,
      sessions: app.sessions,
      signInThrottle: throttles.signIn,
      resetThrottle: throttles.reset,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      settings: authSettings,
      now: clock,
    }),
  );
  registerErrorHandler(app);
  registerRequestValidation(app);
  exposeRequestId(app);
  logRequests(app);
  const previewOrigins = config.previewOrigins ?? [];
  app.decorate('previewOrigins', previewOrigins);
  registerSecurityHeaders(app, previewOrigins);
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
