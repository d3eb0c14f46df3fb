import type { Kysely } from 'kysely';
import { hashToken, newSecretToken } from '../auth/random';
import type { DatabaseSchema, OneTimePurpose } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

/** Makes a single-use link token; only its hash is stored. Returns the token to send. */
export async function issueOneTimeToken(
  db: Db,
  userId: number,
  purpose: OneTimePurpose,
  now: Date,
  ttlMs: number,
  payload?: string,
): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('one_time_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      payload: payload ?? null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Uses a token once: the user id and payload when it exists for this purpose, is unused and
 * unexpired; undefined otherwise. The update is conditional, so two clicks cannot both win.
 */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
  now: Date,
): Promise<{ userId: number; payload: string | null } | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= now.toISOString()) return undefined;
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return { userId: Number(row.user_id), payload: row.payload };
}

/**
 * Ends every unused token of this purpose for the user (marked used now): a password reset
 * or change makes the reset links still in mailboxes worthless.
 */
export async function endOneTimeTokens(
  db: Db,
  userId: number,
  purpose: OneTimePurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
