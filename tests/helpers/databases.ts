import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, type DialectName, openDatabase } from '../../src/server/db/connect';

/**
 * The PostgreSQL server the tests may use: `npm test` starts a throwaway one and sets this.
 * Each test file gets its own database on it, so files run in parallel without sharing rows.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Locally without PostgreSQL the PostgreSQL cases are skipped; under CI they are mandatory. */
export const skipPostgres = !testPostgresUrl && !process.env.CI;
if (skipPostgres) {
  console.warn(
    'PostgreSQL tests skipped: no TEST_DATABASE_URL (npm test starts a throwaway PostgreSQL).',
  );
}

export interface TestDatabase {
  dialect: DialectName;
  open(): Promise<Database>;
  /** Removes what open() created (temporary folder or database). */
  dispose(): Promise<void>;
}

export function sqliteTestDatabase(): TestDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-test-'));
  return {
    dialect: 'sqlite',
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!testPostgresUrl) {
    throw new Error('TEST_DATABASE_URL is not set: PostgreSQL tests are mandatory under CI');
  }
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function postgresTestDatabase(): TestDatabase {
  const name = `tena_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let created = false;
  return {
    dialect: 'postgres',
    async open() {
      if (!created) {
        await withAdmin((client) => client.query(`create database ${name}`));
        created = true;
      }
      const url = new URL(testPostgresUrl as string);
      url.pathname = `/${name}`;
      return openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    },
    async dispose() {
      if (!created) return;
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Both dialects, for `describe.each`: the same suite must pass on SQLite and PostgreSQL. */
export const dialectCases = [
  { dialect: 'sqlite' as const, make: sqliteTestDatabase, skip: false },
  { dialect: 'postgres' as const, make: postgresTestDatabase, skip: skipPostgres },
];
