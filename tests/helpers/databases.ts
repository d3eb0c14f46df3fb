import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  type DialectName,
  openDatabase,
  SQLITE_FILE,
} from '../../src/server/db/connect';

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
  /** The SQLite file or the PostgreSQL database's name. */
  readonly location: string;
  open(): Promise<Database>;
  /**
   * Creates the database as a copy of a template of this dialect (the `location` of a closed
   * test database; by default the run's, seeded-template.ts: the shipped tables synced, the
   * roles and demo users) and opens it; undefined, creating nothing, when there is no template
   * or the database already exists.
   */
  openTemplateCopy(template?: string): Promise<Database | undefined>;
  /** Removes what open() created (temporary folder or database). */
  dispose(): Promise<void>;
}

/** Where the run's templates are (tests/helpers/global-setup.ts provides them). */
export interface TemplateLocations {
  sqlite?: string;
  postgres?: string;
  /** A folder of the run's own, removed after it: demo-template.ts keeps its seeded demos there. */
  runDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templates: TemplateLocations;
  }
}

/** A SQLite database in a new folder (under `parent`, the system's temporary folder unless given). */
export function sqliteTestDatabase(parent = tmpdir()): TestDatabase {
  const dataDir = mkdtempSync(path.join(parent, 'tena-test-'));
  const file = path.join(dataDir, SQLITE_FILE);
  return {
    dialect: 'sqlite',
    location: file,
    open: () => openDatabase({ dataDir }),
    async openTemplateCopy(template = inject('templates')?.sqlite) {
      if (!template || existsSync(file)) return undefined;
      // A template closed cleanly is one file; a log left beside it is copied with it.
      copyFileSync(template, file);
      if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${file}-wal`);
      return openDatabase({ dataDir });
    },
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
  const connect = () => {
    const url = new URL(testPostgresUrl as string);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  };
  return {
    dialect: 'postgres',
    location: name,
    async open() {
      if (!created) {
        await withAdmin((client) => client.query(`create database ${name}`));
        created = true;
      }
      return connect();
    },
    async openTemplateCopy(template = inject('templates')?.postgres) {
      if (!template || created) return undefined;
      // Nobody stays connected to the template, as a copy requires; copies may run at once.
      await withAdmin((client) => client.query(`create database ${name} template ${template}`));
      created = true;
      return connect();
    },
    async dispose() {
      if (created) await dropPostgresDatabase(name);
    },
  };
}

/** Drops a test database, whoever is still connected to it. */
export function dropPostgresDatabase(name: string): Promise<unknown> {
  return withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}

/** Both dialects, for `describe.each`: the same suite must pass on SQLite and PostgreSQL. */
export const dialectCases = [
  { dialect: 'sqlite' as const, make: sqliteTestDatabase, skip: false },
  { dialect: 'postgres' as const, make: postgresTestDatabase, skip: skipPostgres },
];
