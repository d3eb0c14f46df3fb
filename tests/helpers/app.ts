import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Registry } from '../../src/engine/registry/types';
import { type AppOptions, buildApp } from '../../src/server/app';
import { readVersion } from '../../src/server/config';
import type { Database } from '../../src/server/db/connect';
import { FILES_FOLDER } from '../../src/server/files/store';
import { seedDemoUsers, seedRoles } from '../../src/server/seed/seed-accounts';
import type { dialectCases, TestDatabase } from './databases';
import { shippedRegistry } from './registry';

export const TEST_PASSWORD = 'demo-pass-1';

type Extra = Partial<Omit<AppOptions, 'config' | 'database'>> & {
  config?: Partial<AppOptions['config']>;
  /** Stored files the app's data folder starts with (a copied database's uploads). */
  files?: string;
};

/** The real app over a test database, silent, with no client unless a folder is given. */
export function buildTestApp(
  database: Database,
  clientDir?: string,
  { files, ...extra }: Extra = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-app-'));
  if (files) cpSync(files, path.join(dataDir, FILES_FOLDER), { recursive: true });
  return buildApp({
    logger: false,
    ...extra,
    config: {
      clientDir,
      logLevel: 'silent',
      version: readVersion(),
      dataDir,
      jwtSecret: 'test-secret-that-is-long-enough-0123456789',
      mailFrom: 'Tena <no-reply@tena.test>',
      publicUrl: 'http://tena.test',
      ...extra.config,
    },
    database,
    registry: extra.registry ?? shippedRegistry(),
  }).then((app) => {
    app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
    return app;
  });
}

/** The roles and one demo user per role (password TEST_PASSWORD), as a first start seeds them. */
export async function seedTestAccounts(database: Database): Promise<void> {
  const at = new Date().toISOString();
  await seedRoles(database.db, shippedRegistry(), at);
  await seedDemoUsers(database.db, shippedRegistry(), TEST_PASSWORD, at);
}

/**
 * Whether the run's template (made for the shipped registry) is the database this registry's
 * first start would make: it holds every shipped model unchanged, so the start's sync only adds
 * the tables of its own models. A registry that changes or leaves out a shipped model does not.
 */
function templateFits(registry: Registry | undefined): boolean {
  const shipped = shippedRegistry();
  if (registry === undefined || registry === shipped) return true;
  return Object.entries(shipped.models).every(
    ([name, schema]) => JSON.stringify(registry.models[name]) === JSON.stringify(schema),
  );
}

/**
 * A seeded app (roles and one demo user per role, password TEST_PASSWORD) over a test database.
 * The database starts as a copy of the run's template holding just that (seeded-template.ts)
 * when its registry fits, so each file does not hash every demo password and create every table
 * again; its start still syncs, which finds the tables as the registry wants them.
 */
export async function seededApp(target: TestDatabase, extra: Extra = {}): Promise<FastifyInstance> {
  const copy = templateFits(extra.registry) ? await target.openTemplateCopy() : undefined;
  const database = copy ?? (await target.open());
  if (!copy) await seedTestAccounts(database);
  return buildTestApp(database, undefined, extra);
}

/** What a suite gets from useSeededApp: both are set once its beforeAll has run (never when skipped). */
export interface SeededSuite {
  readonly app: FastifyInstance;
  readonly target: TestDatabase;
}

/**
 * For a `describe.each(dialectCases)` suite: registers the beforeAll that opens a fresh test
 * database of that dialect and builds a seeded app over it, and the afterAll that closes both.
 * Nothing is opened when the case is skipped. Read `suite.app` inside hooks and tests only.
 * `extra` may be a function, called in that beforeAll, for options made by earlier hooks.
 */
export function useSeededApp(
  { make, skip }: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  extra: Extra | (() => Extra) = {},
): SeededSuite {
  const suite = {} as { app: FastifyInstance; target: TestDatabase };
  beforeAll(async () => {
    if (skip) return;
    suite.target = make();
    suite.app = await seededApp(suite.target, typeof extra === 'function' ? extra() : extra);
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.target?.dispose();
  });
  return suite;
}

/** Signs in through the API; returns the access token, refresh cookie and user. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'tena_refresh');
  return {
    accessToken: response.json().accessToken as string,
    refreshToken: cookie?.value as string,
    user: response.json().user,
    headers: { authorization: `Bearer ${response.json().accessToken}` },
  };
}

/**
 * POSTs a new record as `headers` and answers it; any answer but 201 throws with its body (a
 * fixture that cannot be made is a broken test, not a finding).
 */
export async function createRecord(
  app: FastifyInstance,
  headers: Record<string, string>,
  model: string,
  payload: object,
): Promise<Record<string, unknown>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/models/${model}`,
    headers,
    payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`creating a ${model} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
