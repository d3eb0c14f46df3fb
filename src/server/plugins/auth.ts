import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { can, type EntityAction } from '../../engine/permissions/can';
import type { EngineUser } from '../../engine/types';
import type { AccessTokens } from '../auth/access-tokens';
import type { AuthService } from '../auth/auth-service';
import { HttpError } from '../errors';
import { type ActivityEntry, recordActivity } from '../repositories/activities';
import { findSessionHolder, toUserRecord, type UserRecord } from '../repositories/users';

/** Who is calling: set by `authenticate` from the bearer access token. */
export interface AuthContext {
  user: UserRecord;
  permissions: string[];
  sessionId: string;
  engineUser: EngineUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    authService: AuthService;
    accessTokens: AccessTokens;
    clock: () => Date;
    authenticate: preHandlerAsyncHookHandler;
    /** Who holds this access token, when it is valid and its session live; else undefined. */
    authenticateToken(token: string | undefined): Promise<AuthContext | undefined>;
    requirePermission(entity: string, action: EntityAction): preHandlerAsyncHookHandler;
    /** Refuses (403 FORBIDDEN, logged) unless the authenticated caller may do this. */
    assertCan(request: FastifyRequest, entity: string, action: EntityAction): Promise<void>;
    /** Appends to the activity log with the caller, time and IP filled in. */
    audit(request: FastifyRequest, entry: Omit<ActivityEntry, 'at'>): Promise<void>;
  }
}

export const tokenExpired = () =>
  new HttpError(403, 'TOKEN_EXPIRED', 'The access token is missing, expired or invalid.');

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Every request (and every real-time connection) is authenticated afresh against the database: a revoked session, a disabled
 * account or a changed role takes effect on the next call, not when the token expires.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', undefined);

  app.decorate('authenticateToken', async (token: string | undefined) => {
    const claims = await app.accessTokens.verify(token);
    if (!claims) return undefined;
    const holder = await findSessionHolder(app.database.db, claims.userId, claims.sessionId);
    if (!holder?.row.active) return undefined;
    const { row, permissions } = holder;
    return {
      user: toUserRecord(row),
      permissions,
      sessionId: claims.sessionId,
      engineUser: { id: row.id, role: row.role, permissions },
    };
  });

  app.decorate('audit', async (request: FastifyRequest, entry: Omit<ActivityEntry, 'at'>) => {
    await recordActivity(app.database.db, {
      userId: request.auth?.user.id ?? null,
      userEmail: request.auth?.user.email ?? null,
      ip: request.ip,
      ...entry,
      at: app.clock().toISOString(),
    });
  });

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    if (request.auth) return;
    const auth = await app.authenticateToken(bearer(request));
    if (!auth) throw tokenExpired();
    request.auth = auth;
  };
  app.decorate('authenticate', authenticate);

  app.decorate(
    'assertCan',
    async (request: FastifyRequest, entity: string, action: EntityAction) => {
      const auth = request.auth as AuthContext;
      if (can(auth.engineUser, app.registry.matrix, entity, action)) return;
      await app.audit(request, {
        action: 'permission_denied',
        entity,
        details: { action, method: request.method, url: request.url.split('?')[0] },
      });
      throw new HttpError(403, 'FORBIDDEN', `You do not have permission to ${action} ${entity}.`);
    },
  );

  app.decorate('requirePermission', (entity: string, action: EntityAction) => {
    const check: preHandlerAsyncHookHandler = async function (request, reply) {
      await authenticate.call(this, request, reply);
      await app.assertCan(request, entity, action);
    };
    return check;
  });
}
