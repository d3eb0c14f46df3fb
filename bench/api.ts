// HTTP figures with autocannon against the real app listening on 127.0.0.1: sign-in throughput
// and the paged users list, on SQLite and (when a server is given) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { projectRoot, readVersion } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { loadRegistry } from '../src/server/registry/read-registry';
import { DEMO_DOMAIN, seedDemoUsers, seedRoles } from '../src/server/seed/seed-accounts';

// autocannon ships no types and package.json is not ours to change: type the little we use.
interface CannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface Target {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}
type Settings = { connections: number; duration: number; timeout: number };
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Target & Settings,
) => Promise<CannonResult>;

const PASSWORD = 'bench-pass-1';
const ADMIN = `admin@${DEMO_DOMAIN}`;
const DURATION_S = 8;
const unlimited = { max: 1_000_000, windowMs: 60_000 };
const registry = loadRegistry(projectRoot).registry;

async function measure(name: string, options: Target) {
  const r = await autocannon({ ...options, connections: 10, duration: DURATION_S, timeout: 10 });
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${name.padEnd(52)} p50=${r.latency.p50.toFixed(1).padStart(7)} ms  p99=${r.latency.p99.toFixed(1).padStart(7)} ms  req/s=${r.requests.average.toFixed(0).padStart(6)}  non-2xx=${r.non2xx}`,
  );
  if (bad > 0) {
    const codes = Object.entries(r.statusCodeStats).map(([code, s]) => `${code}: ${s.count}`);
    console.log(
      `  ! ${r.non2xx} non-2xx (${codes.join(', ')}), ${r.errors} errors, ${r.timeouts} timeouts`,
    );
    process.exitCode = 1;
  }
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-bench-api-'));
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    const app = await buildApp({
      config: {
        logLevel: 'silent',
        version: readVersion(),
        clientDir: undefined,
        dataDir,
        jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
        mailFrom: 'bench@tena.local',
        publicUrl: 'http://127.0.0.1',
      },
      database,
      registry,
      logger: false,
      loginLimits: { ip: unlimited, account: unlimited },
    });
    try {
      const at = new Date().toISOString();
      await seedRoles(database.db, registry, at);
      await seedDemoUsers(database.db, registry, PASSWORD, at);
      const roles = Object.keys(registry.roles);
      const hash = await hashPassword(randomBytes(12).toString('hex'));
      const empty = { phone: null, department: null, branch: null, avatar: null, signature: null };
      const extra = Array.from({ length: 1_000 }, (_, i) => ({
        ...empty,
        first_name: `Bench${i}`,
        last_name: 'User',
        email: `bench.user${i}@tena.bench`,
        role: roles[i % roles.length] as string,
        permissions: '[]',
        active: 1,
        email_verified_at: at,
        password_hash: hash,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      }));
      await database.db.insertInto('users').values(extra).execute();
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const body = JSON.stringify({ email: ADMIN, password: PASSWORD });
      const json = { 'content-type': 'application/json' };
      // One sign-in first: it registers the device, so the measured ones are a known browser
      // signing in again (no new-device mail per request).
      const first = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body });
      if (first.status !== 200)
        throw new Error(`sign-in failed: ${first.status} ${await first.text()}`);
      const device = first.headers.getSetCookie().find((c) => c.startsWith('tena_device='));
      const { accessToken } = (await first.json()) as { accessToken: string };
      await measure(`POST /api/auth/login (${label})`, {
        url: `${base}/api/auth/login`,
        method: 'POST',
        headers: { ...json, cookie: device?.split(';')[0] ?? '' },
        body,
      });
      await measure(`GET /api/users?page=1&pageSize=25 (${label})`, {
        url: `${base}/api/users?page=1&pageSize=25`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('api (autocannon, 10 connections, 8 s each; users list over 1,000 extra users)');
await run('SQLite');
const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
if (!serverUrl) {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
} else {
  const name = `tena_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run('PostgreSQL', url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
