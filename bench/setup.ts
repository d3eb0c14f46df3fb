import { spawn } from 'node:child_process';
// Shared by the HTTP benches: the real app on a throwaway database, autocannon typed for what
// the benches use, and one line of figures per measured route.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { build } from 'vite';
import { buildApp } from '../src/server/app';
import { projectRoot, readVersion } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { loadRegistry } from '../src/server/registry/read-registry';
import { seedDemoHospital } from '../src/server/seed/demo-hospital';
import { demoEmail, seedDemoUsers, seedRoles } from '../src/server/seed/seed-accounts';
import { countingStatements } from './statement-count';

// autocannon ships no types and package.json is not ours to change: type the little we use.
export interface CannonResult {
  latency: { p50: number; p75: number; p90: number; p97_5: number; p99: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
export interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
export interface Target extends CannonRequest {
  url: string;
  /** Cycled through per connection; `setupRequest` may rewrite each one before it is sent. */
  requests?: (CannonRequest & { setupRequest?: (request: CannonRequest) => CannonRequest })[];
}
type Settings = { connections: number; duration: number; timeout: number };
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Target & Settings,
) => Promise<CannonResult>;

export const registry = loadRegistry(projectRoot).registry;
export const CONNECTIONS = 10;
export const DURATION_S = 8;

/** Load before each measured run, not counted: what a server that has been up a while does. */
export const WARM_UP_S = 3;

/**
 * Runs autocannon on one route and prints p50, p99, req/s and non-2xx (exit code 1 if any).
 * A first unreported run of WARM_UP_S seconds lets V8 compile the route's hot code and SQLite
 * fill its page cache, so the figures are those of a server in service, not one just started.
 */
export async function measure(name: string, options: Target): Promise<CannonResult> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARM_UP_S, timeout: 10 });
  const r = await autocannon({
    ...options,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
  });
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${name.padEnd(52)} p50=${r.latency.p50.toFixed(1).padStart(7)} ms  p99=${r.latency.p99.toFixed(1).padStart(7)} ms  req/s=${r.requests.average.toFixed(0).padStart(6)}  non-2xx=${r.non2xx}`,
  );
  // BENCH_LATENCY_DETAIL=1: the shape of the distribution, to tell a long tail from a wide spread.
  if (process.env.BENCH_LATENCY_DETAIL)
    console.log(
      `  p75=${r.latency.p75} p90=${r.latency.p90} p97.5=${r.latency.p97_5} max=${r.latency.max} ms`,
    );
  if (bad > 0) {
    const codes = Object.entries(r.statusCodeStats).map(([code, s]) => `${code}: ${s.count}`);
    console.log(
      `  ! ${r.non2xx} non-2xx (${codes.join(', ')}), ${r.errors} errors, ${r.timeouts} timeouts`,
    );
    process.exitCode = 1;
  }
  return r;
}

/** Signs in over HTTP; returns the bearer header and the device cookie of that browser. */
export async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const device = response.headers.getSetCookie().find((c) => c.startsWith('tena_device='));
  const { accessToken } = (await response.json()) as { accessToken: string };
  return {
    authorization: `Bearer ${accessToken}`,
    deviceCookie: device?.split(';')[0] ?? '',
  };
}

export type DatabaseRun = (label: string, dataDir: string, databaseUrl?: string) => Promise<void>;

/**
 * Calls `run` on an empty SQLite data folder, then, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * names a PostgreSQL server, on a fresh `tena_bench_<random>` database dropped afterwards.
 */
export async function onEachDatabase(run: DatabaseRun): Promise<void> {
  await withDataDir((dataDir) => run('SQLite', dataDir));
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
    return;
  }
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
    await withDataDir((dataDir) => run('PostgreSQL', dataDir, url.toString()));
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function withDataDir(work: (dataDir: string) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-bench-'));
  try {
    await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts `src/server/main.ts` in a child process on a free port over an existing data folder
 * (or PostgreSQL database) and waits for its URL; `stop()` sends SIGTERM and waits. Its output
 * goes to `server.log` in the data folder, as a service's goes to a log another process keeps:
 * through a pipe to this process, busy running autocannon, the server's synchronous log
 * writes would wait on the load generator.
 */
export async function startServer(dataDir: string, databaseUrl?: string, clientDir?: string) {
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(
    path.join(projectRoot, 'node_modules/.bin/tsx'),
    [
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to see where a request's time goes.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      path.join(projectRoot, 'src/server/main.ts'),
    ],
    {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        TENA_DATA_DIR: dataDir,
        TENA_CLIENT_DIR: clientDir ?? path.join(dataDir, 'no-client'),
        // info, as people run it (request logs included).
        LOG_LEVEL: 'info',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', log, log],
    },
  );
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const output = readFileSync(logFile, 'utf8');
    const match = output.match(/Tena is running at (http:\/\/localhost:\d+)/);
    if (match?.[1]) {
      return {
        url: match[1].replace('localhost', '127.0.0.1'),
        /** The spawned tsx process; the server itself runs in a node process under it. */
        pid: child.pid as number,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The whole app in this process (app.inject, or `listen` for a browser) over a fresh database
 * seeded as a first start seeds it: the roles, one user per role with `password`, and the demo
 * hospital. `clientDir` serves a built client beside the API. `close()` closes both.
 */
export async function demoHospitalApp(options: {
  dataDir: string;
  databaseUrl?: string;
  password: string;
  clientDir?: string;
  /** Count the app's SQL statements (statement-count.ts); the counter is returned. */
  countStatements?: boolean;
  /** The app's clock (a seed that writes a past record moves it). */
  clock?: () => Date;
}) {
  const { dataDir, databaseUrl, password, clientDir } = options;
  const opened = await openDatabase({ databaseUrl, dataDir });
  const { database, counter } = options.countStatements
    ? countingStatements(opened)
    : { database: opened, counter: undefined };
  const app = await buildApp({
    logger: false,
    config: {
      clientDir,
      logLevel: 'silent',
      version: readVersion(),
      dataDir,
      jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
      mailFrom: 'Tena <no-reply@tena.test>',
      publicUrl: 'http://tena.test',
    },
    database,
    registry,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const close = async () => {
    await app.close();
    await database.close();
  };
  try {
    await app.ready();
    const at = new Date().toISOString();
    await seedRoles(database.db, registry, at);
    await seedDemoUsers(database.db, registry, password, at);
    await seedDemoHospital(app, { today: new Date() });
    return { app, database, at, close, counter };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signs a demo role's account in through the app (no network): its token and bearer headers. */
export async function signInDemo(app: FastifyInstance, role: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmail(role), password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${role}: ${res.statusCode} ${res.body}`);
  const token = res.json().accessToken as string;
  return { token, headers: { authorization: `Bearer ${token}` } as Record<string, string> };
}

/**
 * A browser bench's frame: the client built once (as `npm start` serves it) into a temporary
 * folder named after the bench, then `run` on each database (onEachDatabase) with that folder;
 * the folder is removed afterwards.
 */
export async function onEachDatabaseWithClient(
  bench: string,
  run: (label: string, dataDir: string, clientDir: string, databaseUrl?: string) => Promise<void>,
): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), `tena-bench-${bench}-`));
  try {
    const clientDir = path.join(work, 'client');
    await buildClient(clientDir);
    await onEachDatabase((label, dataDir, databaseUrl) =>
      run(label, dataDir, clientDir, databaseUrl),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The client as `npm start` serves it: a production build (no source maps) into `outDir`. */
export async function buildClient(outDir: string): Promise<void> {
  await build({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    root: projectRoot,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}
