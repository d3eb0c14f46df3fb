import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { DEFAULT_DEMO_PASSWORD, type ServerConfig } from '../config';
import { ConfigError } from '../config-error';
import type { DatabaseSchema } from '../db/schema';
import { revokeUserSessions } from '../repositories/sessions';
import { updateUserRow } from '../repositories/users';
import { DEMO_DOMAIN } from './seed-accounts';

type Db = Kysely<DatabaseSchema>;

/** Whether only this machine can reach the address the server listens on. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

/** Live demo accounts whose password is still the one printed in the README. */
async function onPublishedPassword(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', 'like', `%@${DEMO_DOMAIN}`)
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
  const published = await Promise.all(
    rows.map((row) => verifyPassword(DEFAULT_DEMO_PASSWORD, row.password_hash)),
  );
  return rows.filter((_, index) => published[index]).map((row) => Number(row.id));
}

export interface DemoAccountsSecured {
  /** Demo accounts moved from the published password to `TENA_DEMO_PASSWORD`. */
  moved: number;
  /** Demo accounts switched off (demo disabled) because they still had the published password. */
  switchedOff: number;
}

/**
 * Run at start, before the demo accounts are seeded. `npm start` on the loopback address is
 * the one-command demo and is left as it is. Anywhere else, demo accounts on the published
 * password would be open to the network (two are administrators): with `TENA_DEMO_PASSWORD`
 * they move to it, with the demo disabled they are switched off, and otherwise the server
 * refuses to start, saying how to do either.
 */
export async function secureDemoAccounts(
  db: Db,
  config: Pick<ServerConfig, 'host' | 'demo'>,
  at: string,
): Promise<DemoAccountsSecured> {
  const secured = { moved: 0, switchedOff: 0 };
  const published = config.demo.seed && config.demo.password === DEFAULT_DEMO_PASSWORD;
  if (published && isLoopbackHost(config.host)) return secured;
  const exposed = await onPublishedPassword(db);
  if (published) {
    // An empty database would be seeded with the published password right after this.
    const empty = (await db.selectFrom('users').select('id').limit(1).execute()).length === 0;
    if (exposed.length > 0 || empty) {
      throw new ConfigError(
        `Tena will not listen on ${config.host} while demo accounts use the password published in the README: set TENA_DEMO_PASSWORD to a password of your own (demo accounts still on the published one move to it), or TENA_DEMO=0 to switch them off`,
      );
    }
    return secured;
  }
  if (exposed.length === 0) return secured;
  const change = config.demo.seed
    ? { password_hash: await hashPassword(config.demo.password), updated_at: at }
    : { active: 0, updated_at: at };
  for (const id of exposed) await updateUserRow(db, id, change);
  if (config.demo.seed) secured.moved = exposed.length;
  else secured.switchedOff = exposed.length;
  // Anyone who signed in with the published password is signed out.
  await revokeUserSessions(db, exposed, at, 'demo_password_retired');
  return secured;
}
