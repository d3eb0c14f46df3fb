import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { seededApp, signIn } from './app';
import type { dialectCases, TestDatabase } from './databases';
import { copyRegistryDir, type RegistryDir } from './registry-dir';

type Headers = Record<string, string>;

/** Every right on a fixture model, for Triage Nurse (who holds none of the shipped models'). */
export const NURSE_RIGHTS = {
  view: ['Triage Nurse'],
  detail: ['Triage Nurse'],
  add: ['Triage Nurse'],
  edit: ['Triage Nurse'],
  delete: ['Triage Nurse'],
};

/** What a fixture-model suite gets: all set once its beforeAll has run (never when skipped). */
export interface FixtureModelSuite {
  readonly app: FastifyInstance;
  readonly target: TestDatabase;
  /** The private registry copy the app reads; a test may change it and sync. */
  readonly registry: RegistryDir;
  /** The administrator (holds Sync Database) and the nurse (holds the fixture's rights). */
  readonly admin: Headers;
  readonly nurse: Headers;
}

/**
 * For a `describe.each(dialectCases)` suite: a seeded app over a private copy of the registry
 * with one more model, a JSON file only (no code), as an implementer would add it; its matrix
 * entry is `rights` (every right for Triage Nurse unless given).
 */
export function useFixtureModelApp(
  { make, skip }: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  model: string,
  schema: Record<string, unknown>,
  rights: Partial<typeof NURSE_RIGHTS> = NURSE_RIGHTS,
): FixtureModelSuite {
  const suite = {} as {
    -readonly [K in keyof FixtureModelSuite]: FixtureModelSuite[K];
  };
  beforeAll(async () => {
    if (skip) return;
    suite.target = make();
    suite.registry = copyRegistryDir();
    suite.registry.writeSchema(model, schema);
    suite.registry.setMatrixEntity(model, rights);
    suite.app = await seededApp(suite.target, {
      registryDir: suite.registry.root,
      registry: suite.registry.load(),
    });
    suite.admin = (await signIn(suite.app, 'admin@tena.demo')).headers;
    suite.nurse = (await signIn(suite.app, 'triage-nurse@tena.demo')).headers;
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.target?.dispose();
    suite.registry?.dispose();
  });
  return suite;
}

export interface SyncResult {
  model: string;
  status: string;
  error?: string;
}

/** Syncs every model through the endpoint, as `headers`; answers the per-model results. */
export async function syncEverything(
  app: FastifyInstance,
  headers: Headers,
): Promise<SyncResult[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/public/sync-database',
    headers,
    payload: { onlyModels: true, startIndex: 0, endIndex: 1000 },
  });
  expect(response.statusCode).toBe(200);
  return response.json().results as SyncResult[];
}
