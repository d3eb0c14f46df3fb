import type { Kysely } from 'kysely';
import { hashToken } from '../auth/random';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

export interface NewSession {
  id: string;
  userId: number;
  deviceId: string | null;
  ip: string | null;
  userAgent: string | null;
  at: string;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      device_id: session.deviceId,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
      created_at: session.at,
      last_seen_at: session.at,
    })
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  sessionId: string,
  token: string,
  at: string,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashToken(token),
      session_id: sessionId,
      created_at: at,
      expires_at: expiresAt,
    })
    .execute();
}

export async function findRefreshToken(db: Db, token: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.token_hash',
      'refresh_tokens.expires_at',
      'refresh_tokens.used_at',
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** Marks a refresh token used; false when another request used it first (a race or a reuse). */
export async function markRefreshTokenUsed(
  db: Db,
  tokenHash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchSession(db: Db, sessionId: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

/** Ends a session unless it already ended; answers its id when this call ended it. */
export async function revokeSession(
  db: Db,
  sessionId: string,
  at: string,
  reason: string,
): Promise<string[]> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return ended.map((row) => row.id);
}

/** Ends every live session of these users but `keep`; answers the ids it ended. */
export async function revokeUserSessions(
  db: Db,
  userIds: readonly number[],
  at: string,
  reason: string,
  keep?: string,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  const ended = await query.returning('id').execute();
  return ended.map((row) => row.id);
}
