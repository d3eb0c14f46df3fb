/**
 * The databases a test run copies for each seeded app (`seededApp` in app.ts): one per dialect
 * (PostgreSQL when TEST_DATABASE_URL is set), with the shipped registry's tables synced and the
 * roles and demo users seeded, made once by Vitest's globalSetup (global-setup.ts) before any
 * test file. A copy holds exactly what a database seeded in the file would hold (only the
 * accounts' created_at is the run's start), and each file still gets its own copy, so files stay
 * independent and run in parallel. Making the tables and hashing some forty demo passwords took
 * about 2.5 s of CPU per seeded app; a copy and its start's sync about 0.3 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, seedTestAccounts } from './app';
import {
  postgresTestDatabase,
  sqliteTestDatabase,
  type TemplateLocations,
  type TestDatabase,
  testPostgresUrl,
} from './databases';
import { disposeDemoTemplates } from './demo-template';

export interface Templates {
  locations: TemplateLocations;
  dispose(): Promise<void>;
}

async function fill(target: TestDatabase): Promise<void> {
  const database = await target.open();
  await seedTestAccounts(database);
  const app = await buildTestApp(database);
  await app.ready();
  // Closing closes the database: nothing stays connected to a PostgreSQL template.
  await app.close();
}

export async function makeTemplates(): Promise<Templates> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'tena-run-'));
  const sqlite = sqliteTestDatabase(runDir);
  const postgres = testPostgresUrl ? postgresTestDatabase() : undefined;
  const targets = postgres ? [sqlite, postgres] : [sqlite];
  const dispose = async () => {
    await Promise.all(targets.map((target) => target.dispose()));
    await disposeDemoTemplates(runDir);
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(targets.map(fill));
  } catch (error) {
    await dispose();
    throw error;
  }
  return { locations: { sqlite: sqlite.location, postgres: postgres?.location, runDir }, dispose };
}
