// HTTP figures with autocannon against the real server (its own process) on 127.0.0.1:
// sign-in throughput and the paged users list, on SQLite and (when a server is given) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../src/server/auth/passwords';
import { openDatabase } from '../src/server/db/connect';
import { DEMO_DOMAIN, seedDemoUsers, seedRoles } from '../src/server/seed/seed-accounts';
import { DURATION_S, measure, onEachDatabase, registry, signIn, startServer } from './setup';

const PASSWORD = 'bench-pass-1';
const ADMIN = `admin@${DEMO_DOMAIN}`;

/** Roles, demo users and 1,000 more users, so the list pages through a realistic table. */
async function seed(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const at = new Date().toISOString();
    await seedRoles(database.db, registry, at);
    await seedDemoUsers(database.db, registry, PASSWORD, at);
    const roles = Object.keys(registry.roles);
    const hash = await hashPassword(randomBytes(12).toString('hex'));
    const extra = Array.from({ length: 1_000 }, (_, i) => ({
      first_name: `Bench${i}`,
      last_name: 'User',
      email: `bench.user${i}@tena.bench`,
      phone: null,
      role: roles[i % roles.length] as string,
      permissions: '[]',
      department: null,
      branch: null,
      active: 1,
      email_verified_at: at,
      password_hash: hash,
      avatar: null,
      signature: null,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    }));
    await database.db.insertInto('users').values(extra).execute();
  } finally {
    await database.close();
  }
}

async function run(label: string, dataDir: string, databaseUrl?: string) {
  await seed(dataDir, databaseUrl);
  const server = await startServer(dataDir, databaseUrl);
  try {
    const base = server.url;
    // One sign-in first registers the device, so the measured ones are a known browser
    // signing in again (no new-device mail per request).
    const { authorization, deviceCookie } = await signIn(base, ADMIN, PASSWORD);
    await measure(`POST /api/auth/login (${label})`, {
      url: `${base}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: deviceCookie },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
    });
    await measure(`GET /api/users?page=1&pageSize=25 (${label})`, {
      url: `${base}/api/users?page=1&pageSize=25`,
      headers: { authorization },
    });
  } finally {
    await server.stop();
  }
}

console.log(
  `accounts (autocannon, 10 connections, ${DURATION_S} s each; users list over 1,000 extra users)`,
);
await onEachDatabase(run);
