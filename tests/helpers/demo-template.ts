/**
 * The demo hospital seeded once per test run for each dialect and `today`, then copied for each
 * test file that reads it (demo-suite.ts; the demo-hospital, billing-reference and crash-safety
 * tests): seeding takes some 6 s of CPU on SQLite (more with PostgreSQL's share), and the tests
 * seeded it 22 times a run (18 in the seven demo files, 2 in billing-reference, 2 in
 * crash-safety's servers' first starts); now 4 templates (two days, two dialects) and the
 * demo-hospital test's cut-short seed on each database.
 * A copy holds what a seed in the file would have written, the uploads of its scanned documents
 * and radiology images included; each file gets its own copy, so what one test file writes no
 * other sees and the files still run in parallel.
 *
 * The first file to ask for a template seeds it while the others asking for the same one wait
 * for the note it leaves in the run's folder (global-setup.ts provides the folder and removes it,
 * with the PostgreSQL templates, after the run). The waiting is for that note's file to appear,
 * not a timed poll; a seed that fails leaves its error in the note, which every waiter throws.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  watch,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { Database, DialectName } from '../../src/server/db/connect';
import { type DemoCounts, seedDemoHospital } from '../../src/server/seed/demo-hospital';
import { buildTestApp, seededApp } from './app';
import {
  dropPostgresDatabase,
  postgresTestDatabase,
  sqliteTestDatabase,
  type TestDatabase,
} from './databases';

/** What the seeding file notes: the template database, its uploads and the seed's counts. */
interface DemoNote {
  dialect: DialectName;
  location: string;
  files?: string;
  counts?: DemoCounts;
  error?: string;
}

const noteName = (dialect: DialectName, today: Date) => `demo-${dialect}-${today.getTime()}.json`;

/** Resolves once `file` exists (written by a rename, so whole), however long the seed takes. */
function appeared(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(path.dirname(file), (_event, name) => {
      if (name === path.basename(file) && existsSync(file)) {
        watcher.close();
        resolve();
      }
    });
    watcher.on('error', reject);
    // Written before the watch began.
    if (existsSync(file)) {
      watcher.close();
      resolve();
    }
  });
}

function writeNote(file: string, note: DemoNote) {
  writeFileSync(`${file}.part`, JSON.stringify(note));
  renameSync(`${file}.part`, file);
}

/** Seeds the template into a database of the run's folder (SQLite) or server (PostgreSQL). */
async function seedTemplate(
  dialect: DialectName,
  today: Date,
  runDir: string,
  note: string,
): Promise<DemoNote> {
  const target = dialect === 'sqlite' ? sqliteTestDatabase(runDir) : postgresTestDatabase();
  // Noted first, so the run's end drops a PostgreSQL template even when its seed fails.
  const noted: DemoNote = { dialect, location: target.location };
  writeNote(`${note}.seeding`, noted);
  let app: FastifyInstance | undefined;
  try {
    // The seed runs at the moment it plans from, as the server's first start does.
    app = await seededApp(target, { clock: () => today });
    await app.ready();
    const counts = await seedDemoHospital(app, { today });
    const files = note.replace(/\.json$/, '-files');
    // The app's data folder goes with the app: its uploads are kept beside the template.
    if (existsSync(app.uploads.root)) cpSync(app.uploads.root, files, { recursive: true });
    return { ...noted, files, counts };
  } catch (error) {
    return { ...noted, error: (error as Error).stack ?? String(error) };
  } finally {
    // Closing closes the database: nothing stays connected to a PostgreSQL template.
    await app?.close();
  }
}

/** The run's seeded demo of this dialect and day, seeded by whichever file asks first. */
async function demoTemplate(
  dialect: DialectName,
  today: Date,
  runDir: string,
): Promise<DemoNote & { counts: DemoCounts }> {
  const note = path.join(runDir, noteName(dialect, today));
  let seeding = false;
  try {
    mkdirSync(`${note}.lock`);
    seeding = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (seeding) writeNote(note, await seedTemplate(dialect, today, runDir, note));
  else await appeared(note);
  const found = JSON.parse(readFileSync(note, 'utf8')) as DemoNote;
  if (found.error || !found.counts)
    throw new Error(`seeding the ${dialect} demo template failed: ${found.error}`);
  return { ...found, counts: found.counts };
}

/**
 * Creates `target` as a copy of the run's demo seeded at `today` and opens it; with the folder of
 * its uploads (a server's data folder holds them under `files/`) and the seed's counts. Its demo
 * users' password is TEST_PASSWORD.
 */
export async function demoCopy(
  target: TestDatabase,
  today: Date,
): Promise<{ database: Database; files?: string; counts: DemoCounts }> {
  const runDir = inject('templates')?.runDir;
  if (!runDir) throw new Error('no run folder: Vitest runs tests/helpers/global-setup.ts first');
  const template = await demoTemplate(target.dialect, today, runDir);
  const database = await target.openTemplateCopy(template.location);
  if (!database) throw new Error(`the test database ${target.location} was already opened`);
  return { database, files: template.files, counts: template.counts };
}

/**
 * A fresh test database holding the demo hospital seeded at `today` (a copy of the run's
 * template), the app over it on that clock, started, and the counts the seed answered.
 */
export async function seededDemoApp(
  target: TestDatabase,
  today: Date,
): Promise<{ app: FastifyInstance; counts: DemoCounts }> {
  const { database, files, counts } = await demoCopy(target, today);
  const app = await buildTestApp(database, undefined, { clock: () => today, files });
  await app.ready();
  return { app, counts };
}

/** After the run: drops the PostgreSQL templates its files seeded (SQLite's go with the folder). */
export async function disposeDemoTemplates(runDir: string): Promise<void> {
  for (const name of readdirSync(runDir).filter((n) => /^demo-.*\.seeding$/.test(n))) {
    const note = JSON.parse(readFileSync(path.join(runDir, name), 'utf8')) as DemoNote;
    if (note.dialect === 'postgres') await dropPostgresDatabase(note.location);
  }
}
