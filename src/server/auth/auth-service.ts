import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserRecord } from '../../engine/wire/users';
import type { DatabaseSchema } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { newDeviceMail, passwordResetMail, verifyEmailMail } from '../mail/templates';
import { recordActivity } from '../repositories/activities';
import {
  consumeOneTimeToken,
  endOneTimeTokens,
  issueOneTimeToken,
} from '../repositories/one-time-tokens';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  touchSession,
} from '../repositories/sessions';
import {
  effectivePermissions,
  findUserRowByEmail,
  findUserRowById,
  toUserRecord,
  type UserRow,
  updateUserRow,
} from '../repositories/users';
import type { AccessTokens } from './access-tokens';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { newSecretToken } from './random';
import type { SessionRevoker } from './session-revoker';
import type { ResetThrottle, SignInThrottle, Throttled } from './throttles';

export interface AuthSettings {
  accessTtlSeconds: number;
  refreshTtlMs: number;
  /** Reset, email-verification and device links (spec: 30 minutes). */
  linkTtlMs: number;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  accessTtlSeconds: 15 * 60,
  refreshTtlMs: 14 * 24 * 3600 * 1000,
  linkTtlMs: 30 * 60 * 1000,
};

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  deviceId?: string;
}

export interface SignedIn {
  user: UserRecord;
  permissions: string[];
  accessToken: string;
  refreshToken: string;
  deviceId: string;
}

export type LoginResult =
  | ({ kind: 'ok' } & SignedIn)
  | { kind: 'invalid' }
  | ({ kind: 'limited' } & Throttled<'account' | 'source'>)
  | { kind: 'unverified' };

export interface AuthServiceDeps {
  db: Kysely<DatabaseSchema>;
  tokens: AccessTokens;
  /** Ends sessions and closes their real-time connections. */
  sessions: SessionRevoker;
  signInThrottle: SignInThrottle;
  resetThrottle: ResetThrottle;
  mailer: Mailer;
  publicUrl: string;
  settings: AuthSettings;
  now: () => Date;
}

/** Sign-in, sessions with rotating refresh tokens, and the emailed single-use links. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, now } = deps;
  const iso = () => now().toISOString();
  const link = (path: string, token: string) =>
    `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const activity = (
    action: string,
    user: Pick<UserRow, 'id' | 'email'> | undefined,
    ip: string | null,
    details?: unknown,
  ) =>
    recordActivity(db, {
      at: iso(),
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      action,
      entity: 'users',
      targetId: user?.id ?? null,
      ip,
      details,
    });

  async function openSession(row: UserRow, meta: RequestMeta, deviceId: string): Promise<SignedIn> {
    const sessionId = randomUUID();
    const refreshToken = newSecretToken();
    const at = iso();
    await insertSession(db, {
      id: sessionId,
      userId: row.id,
      deviceId,
      ip: meta.ip,
      userAgent: meta.userAgent ?? null,
      at,
    });
    await insertRefreshToken(
      db,
      sessionId,
      refreshToken,
      at,
      new Date(now().getTime() + deps.settings.refreshTtlMs).toISOString(),
    );
    return {
      user: toUserRecord(row),
      permissions: await effectivePermissions(db, row),
      accessToken: await tokens.sign({ userId: row.id, sessionId }),
      refreshToken,
      deviceId,
    };
  }

  /** A first sign-in trusts its device; a later one from an unknown device emails a link. */
  async function noteDevice(row: UserRow, deviceId: string, meta: RequestMeta) {
    const known = await db
      .selectFrom('devices')
      .select(['device_id', 'verified_at'])
      .where('user_id', '=', row.id)
      .execute();
    if (known.some((device) => device.device_id === deviceId)) return;
    const first = known.length === 0;
    await db
      .insertInto('devices')
      .values({
        user_id: row.id,
        device_id: deviceId,
        first_seen_at: iso(),
        verified_at: first ? iso() : null,
      })
      .execute();
    if (first) return;
    const token = await issueOneTimeToken(
      db,
      row.id,
      'device',
      now(),
      deps.settings.linkTtlMs,
      deviceId,
    );
    await deps.mailer.send(
      newDeviceMail(
        row,
        link('/auth/device_verified', token),
        meta.userAgent?.slice(0, 120) || 'an unknown browser',
      ),
    );
  }

  /**
   * After any password change (a reset, the profile, an administrator): the user's sessions
   * end, but `keep` (the one that changed it from the profile), and so does every reset link
   * still unused, so an older link cannot set the password again.
   */
  async function passwordChanged(userId: number, reason: string, keep?: string) {
    await deps.sessions.endUserSessions([userId], reason, keep);
    await endOneTimeTokens(db, userId, 'reset', now());
  }

  return {
    passwordChanged,

    async login(email: string, password: string, meta: RequestMeta): Promise<LoginResult> {
      const accountKey = email.trim().toLowerCase();
      // Checked before the password, so a throttled guess learns nothing.
      const throttled = deps.signInThrottle.check(email, meta.ip);
      if (throttled) return { kind: 'limited', ...throttled };
      const row = await findUserRowByEmail(db, email);
      const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
      if (!row || !matches || !row.active) {
        deps.signInThrottle.failed(email, meta.ip);
        await activity('sign_in_failed', row, meta.ip, { email: accountKey });
        return { kind: 'invalid' };
      }
      deps.signInThrottle.succeeded(email, meta.ip);
      if (!row.email_verified_at) {
        const token = await issueOneTimeToken(
          db,
          row.id,
          'verify_email',
          now(),
          deps.settings.linkTtlMs,
        );
        await deps.mailer.send(verifyEmailMail(row, link('/auth/verify_email', token)));
        return { kind: 'unverified' };
      }
      const deviceId =
        meta.deviceId && /^[A-Za-z0-9_-]{20,64}$/.test(meta.deviceId)
          ? meta.deviceId
          : newSecretToken();
      await noteDevice(row, deviceId, meta);
      const signedIn = await openSession(row, meta, deviceId);
      await activity('sign_in', row, meta.ip);
      return { kind: 'ok', ...signedIn };
    },

    /** Rotates a refresh token. Reusing an old one revokes its whole session family. */
    async refresh(refreshToken: string | undefined, meta: RequestMeta) {
      if (!refreshToken) return undefined;
      const found = await findRefreshToken(db, refreshToken);
      if (!found || found.revoked_at || found.expires_at <= iso()) return undefined;
      const fresh = await markRefreshTokenUsed(db, found.token_hash, iso());
      if (!found.used_at && fresh) {
        const row = await findUserRowById(db, Number(found.user_id));
        if (!row?.active) {
          await deps.sessions.endSession(found.session_id, 'account_disabled');
          return undefined;
        }
        const next = newSecretToken();
        await insertRefreshToken(
          db,
          found.session_id,
          next,
          iso(),
          new Date(now().getTime() + deps.settings.refreshTtlMs).toISOString(),
        );
        await touchSession(db, found.session_id, iso());
        return {
          user: toUserRecord(row),
          permissions: await effectivePermissions(db, row),
          accessToken: await tokens.sign({ userId: row.id, sessionId: found.session_id }),
          refreshToken: next,
        };
      }
      await deps.sessions.endSession(found.session_id, 'refresh_token_reused');
      await recordActivity(db, {
        at: iso(),
        userId: Number(found.user_id),
        action: 'refresh_token_reused',
        entity: 'sessions',
        targetId: found.session_id,
        ip: meta.ip,
      });
      return undefined;
    },

    async logout(sessionId: string, user: UserRecord, ip: string) {
      await deps.sessions.endSession(sessionId, 'logout');
      await recordActivity(db, {
        at: iso(),
        userId: user.id,
        userEmail: user.email,
        action: 'sign_out',
        entity: 'sessions',
        targetId: sessionId,
        ip,
      });
    },

    /**
     * Sends a reset link when the email belongs to a live account; says nothing either way,
     * unless this email or address has asked too often (counted for unknown emails too).
     */
    async requestReset(
      email: string,
      ip: string,
    ): Promise<Throttled<'email' | 'source'> | undefined> {
      const throttled = deps.resetThrottle.take(email, ip);
      if (throttled) return throttled;
      const row = await findUserRowByEmail(db, email);
      if (!row?.active) return;
      const token = await issueOneTimeToken(db, row.id, 'reset', now(), deps.settings.linkTtlMs);
      await deps.mailer.send(passwordResetMail(row, link('/auth/reset', token)));
      await activity('password_reset_requested', row, ip);
    },

    /** Sets the new password and signs out every session; false for a bad or used link. */
    async confirmReset(token: string, password: string, ip: string): Promise<boolean> {
      const used = await consumeOneTimeToken(db, token, 'reset', now());
      if (!used) return false;
      const row = await findUserRowById(db, used.userId);
      if (!row) return false;
      // Following an emailed link also proves the address.
      await updateUserRow(db, row.id, {
        password_hash: await hashPassword(password),
        updated_at: iso(),
        email_verified_at: row.email_verified_at ?? iso(),
      });
      await passwordChanged(row.id, 'password_reset');
      await activity('password_reset', row, ip);
      return true;
    },

    async verifyEmail(token: string, ip: string): Promise<boolean> {
      const used = await consumeOneTimeToken(db, token, 'verify_email', now());
      if (!used) return false;
      await updateUserRow(db, used.userId, { email_verified_at: iso() });
      await recordActivity(db, {
        at: iso(),
        userId: used.userId,
        action: 'email_verified',
        entity: 'users',
        targetId: used.userId,
        ip,
      });
      return true;
    },

    async verifyDevice(token: string, ip: string): Promise<boolean> {
      const used = await consumeOneTimeToken(db, token, 'device', now());
      if (!used?.payload) return false;
      await db
        .updateTable('devices')
        .set({ verified_at: iso() })
        .where('user_id', '=', used.userId)
        .where('device_id', '=', used.payload)
        .execute();
      await recordActivity(db, {
        at: iso(),
        userId: used.userId,
        action: 'device_verified',
        entity: 'devices',
        targetId: used.payload.slice(0, 12),
        ip,
      });
      return true;
    },

    /** Sends a fresh verification link to a newly created account. */
    async sendVerification(row: UserRow) {
      const token = await issueOneTimeToken(
        db,
        row.id,
        'verify_email',
        now(),
        deps.settings.linkTtlMs,
      );
      await deps.mailer.send(verifyEmailMail(row, link('/auth/verify_email', token)));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
