import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { can, type EntityAction } from '../../engine/permissions/can';
import type { EngineUser } from '../../engine/types';
import type { UserRecord } from '../../engine/wire/users';
import type { AccessTokens } from '../auth/access-tokens';
import type { AuthService } from '../auth/auth-service';
import type { SessionEndings } from '../auth/session-endings';
import type { Sessions } from '../auth/session-revoker';
import { HttpError } from '../errors';
import { type ActivityEntry, recordActivity } from '../repositories/activities';
import { findSessionHolder, toUserRecord } from '../repositories/users';

/** Who is calling: set by `authenticate` from the bearer access token. */
export interface AuthContext {
  user: UserRecord;
  permissions: string[];
  sessionId: string;
  engineUser: EngineUser;
  /** When the access token stops being accepted (ms since the epoch). */
  tokenExpiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    authService: AuthService;
    accessTokens: AccessTokens;
    /** The one way sign-in sessions end (their real-time connections close with them). */
    sessions: Sessions;
    sessionEndings: SessionEndings;
    clock: () => Date;
    authenticate: preHandlerAsyncHookHandler;
    /** Who holds this access token, when it is valid and its session live; else undefined. */
    authenticateToken(token: string | undefined): Promise<AuthContext | undefined>;
    /**
     * The caller as the database sees them now (role, permissions), or undefined once their
     * session ended or their account was disabled: for connections that outlive a request.
     */
    reauthenticate(auth: AuthContext): Promise<AuthContext | undefined>;
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
 * Every request (and every real-time connection) is authenticated afresh against the database:
 * a revoked session, a disabled account or a changed role takes effect on the next call, not
 * when the token expires.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', undefined);

  const holderOf = async (
    userId: number,
    sessionId: string,
    tokenExpiresAt: number,
  ): Promise<AuthContext | undefined> => {
    // On a reader (SQLite: a reader thread), not the writer's one connection: a request need not
    // wait for the writes before it to learn who is calling. Readers see every committed write,
    // so a revoked session or a changed role still counts from the next call.
    const holder = await findSessionHolder(app.database.reads, userId, sessionId);
    if (!holder?.row.active) return undefined;
    const { row, permissions } = holder;
    return {
      user: toUserRecord(row),
      permissions,
      sessionId,
      engineUser: { id: row.id, role: row.role, permissions },
      tokenExpiresAt,
    };
  };

  app.decorate('authenticateToken', async (token: string | undefined) => {
    const claims = await app.accessTokens.verify(token);
    return claims && holderOf(claims.userId, claims.sessionId, claims.expiresAt);
  });
  app.decorate('reauthenticate', (auth: AuthContext) =>
    holderOf(auth.user.id, auth.sessionId, auth.tokenExpiresAt),
  );

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
