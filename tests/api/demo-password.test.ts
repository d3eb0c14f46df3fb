import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords';
import { ConfigError, DEFAULT_DEMO_PASSWORD, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/connect';
import { insertSession } from '../../src/server/repositories/sessions';
import { secureDemoAccounts } from '../../src/server/seed/demo-password';
import { seedDemoUsers, seedRoles } from '../../src/server/seed/seed-accounts';
import { dialectCases, type TestDatabase } from '../helpers/databases';
import { shippedRegistry } from '../helpers/registry';

const REFUSAL =
  'Tena will not listen on 0.0.0.0 while demo accounts use the password published in the README: set TENA_DEMO_PASSWORD to a password of your own (demo accounts still on the published one move to it), or TENA_DEMO=0 to switch them off';
const AT = '2026-11-21T12:00:00.000Z';

/** The administrator's role and two others: every check hashes each password once. */
const shipped = shippedRegistry();
const fewRoles = {
  ...shipped,
  roles: Object.fromEntries(
    ['Preferences', 'Doctor', 'Reception'].map((name) => [name, shipped.roles[name]]),
  ),
} as typeof shipped;

describe.each(dialectCases)(
  'demo accounts and the published password on $dialect',
  ({ make, skip }) => {
    let target: TestDatabase;
    let database: Database;
    beforeAll(async () => {
      if (skip) return;
      target = make();
      database = await target.open();
    });
    afterAll(async () => {
      await database?.close();
      await target?.dispose();
    });
    const secure = (env: Record<string, string>) =>
      secureDemoAccounts(database.db, loadConfig(env), AT);
    const user = (email: string) =>
      database.db
        .selectFrom('users')
        .select(['id', 'password_hash', 'active'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const hasPassword = async (email: string, password: string) =>
      verifyPassword(password, (await user(email)).password_hash);
    const setPassword = async (email: string, password: string) =>
      database.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password) })
        .where('email', '=', email)
        .execute();

    it.skipIf(skip)(
      'keeps the one-command demo on loopback, and refuses to seed it for a network',
      async () => {
        const nothing = { moved: 0, switchedOff: 0 };
        expect(await secure({})).toEqual(nothing);
        expect(await secure({ HOST: 'localhost' })).toEqual(nothing);
        // An empty database would be seeded with the published password: refused before that.
        await expect(secure({ HOST: '0.0.0.0' })).rejects.toThrow(new ConfigError(REFUSAL));
      },
    );

    it.skipIf(skip)(
      'refuses while accounts have the published password; TENA_DEMO_PASSWORD moves them to it',
      async () => {
        await seedRoles(database.db, fewRoles, AT);
        await seedDemoUsers(database.db, fewRoles, DEFAULT_DEMO_PASSWORD, AT);
        await setPassword('doctor@tena.demo', 'doctor-own-1');
        await expect(secure({ HOST: '0.0.0.0' })).rejects.toThrow(new ConfigError(REFUSAL));
        expect(await hasPassword('admin@tena.demo', DEFAULT_DEMO_PASSWORD)).toBe(true);

        const admin = await user('admin@tena.demo');
        const sessionId = randomUUID();
        await insertSession(database.db, {
          id: sessionId,
          userId: Number(admin.id),
          deviceId: 'device-of-whoever-used-the-published-password',
          ip: '203.0.113.9',
          userAgent: null,
          at: AT,
        });
        const seeded = (await database.db.selectFrom('users').select('id').execute()).length;
        const moved = await secure({ HOST: '0.0.0.0', TENA_DEMO_PASSWORD: 'Lan-demo-2026' });
        expect(moved).toEqual({ moved: seeded - 1, switchedOff: 0 });
        expect(await hasPassword('admin@tena.demo', 'Lan-demo-2026')).toBe(true);
        expect(await hasPassword('reception@tena.demo', 'Lan-demo-2026')).toBe(true);
        // A password someone chose is theirs.
        expect(await hasPassword('doctor@tena.demo', 'doctor-own-1')).toBe(true);
        const session = await database.db
          .selectFrom('sessions')
          .select(['revoked_at', 'revoke_reason'])
          .where('id', '=', sessionId)
          .executeTakeFirstOrThrow();
        expect(session).toEqual({ revoked_at: AT, revoke_reason: 'demo_password_retired' });
        // Nothing is left on the published password: the network start goes ahead.
        expect(await secure({ HOST: '0.0.0.0' })).toEqual({ moved: 0, switchedOff: 0 });
      },
    );

    it.skipIf(skip)(
      'TENA_DEMO=0 switches off the demo accounts left on the published password',
      async () => {
        await setPassword('admin@tena.demo', DEFAULT_DEMO_PASSWORD);
        await setPassword('reception@tena.demo', DEFAULT_DEMO_PASSWORD);
        expect(await secure({ HOST: '0.0.0.0', TENA_DEMO: '0' })).toEqual({
          moved: 0,
          switchedOff: 2,
        });
        expect((await user('admin@tena.demo')).active).toBe(0);
        expect((await user('reception@tena.demo')).active).toBe(0);
        expect((await user('doctor@tena.demo')).active).toBe(1);
        expect(await secure({ HOST: '0.0.0.0' })).toEqual({ moved: 0, switchedOff: 0 });
      },
    );
  },
);
