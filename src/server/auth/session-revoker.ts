import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { revokeSession, revokeUserSessions } from '../repositories/sessions';
import type { SessionEndings } from './session-endings';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Ends sign-in sessions; each answers the ids of the sessions it ended (those still live). */
export interface SessionRevoker {
  /** One session: a logout, a reused refresh token, an account found disabled. */
  endSession(sessionId: string, reason: string): Promise<string[]>;
  /** Every session of these users, except `keep` (the caller's own after a password change). */
  endUserSessions(userIds: readonly number[], reason: string, keep?: string): Promise<string[]>;
}

/**
 * The one way sessions end. Every ending is published on `endings`, so the real-time layer
 * closes those sessions' connections at once (on every instance); a path that ended sessions
 * in SQL of its own would leave them open, which is why none does.
 */
export function createSessionRevoker(
  db: Kysely<DatabaseSchema>,
  now: () => Date,
  endings: SessionEndings,
) {
  const bound = (executor: Executor, announce: (ids: string[]) => void): SessionRevoker => ({
    async endSession(sessionId, reason) {
      const ended = await revokeSession(executor, sessionId, now().toISOString(), reason);
      announce(ended);
      return ended;
    },
    async endUserSessions(userIds, reason, keep) {
      const at = now().toISOString();
      const ended = await revokeUserSessions(executor, userIds, at, reason, keep);
      announce(ended);
      return ended;
    },
  });
  return {
    ...bound(db, (ids) => endings.publish(ids)),
    /**
     * Runs `work` in one transaction. Sessions it ends are announced only once it commits:
     * announced earlier, a connection could reconnect while the session still looked live.
     */
    async inTransaction<T>(
      work: (trx: Transaction<DatabaseSchema>, sessions: SessionRevoker) => Promise<T>,
    ): Promise<T> {
      const ended: string[] = [];
      const result = await db.transaction().execute((trx) =>
        work(
          trx,
          bound(trx, (ids) => ended.push(...ids)),
        ),
      );
      endings.publish(ended);
      return result;
    },
  };
}
export type Sessions = ReturnType<typeof createSessionRevoker>;
