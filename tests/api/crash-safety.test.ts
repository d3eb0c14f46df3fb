// SIGKILL of the real server in the middle of a stream of creates and updates: every
// acknowledged write survives whole, no record lacks its history rows (nor has one too many),
// and the database opens cleanly.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { FILES_FOLDER } from '../../src/server/files/store';
import { TEST_PASSWORD } from '../helpers/app';
import {
  postgresTestDatabase,
  skipPostgres,
  sqliteTestDatabase,
  testPostgresUrl,
} from '../helpers/databases';
import { demoCopy } from '../helpers/demo-template';
import { patientBody } from '../helpers/patients';
import { type ServerProcess, spawnServer, waitForUrl } from '../helpers/server-process';

/** The day of the demo the server starts on (the run's seeded copy: it seeds nothing itself). */
const DEMO_DAY = new Date('2026-03-02T07:15:00-05:00');

type Row = Record<string, unknown>;
type Query = (text: string) => Promise<Row[]>;

const REQUIRED = [
  'mrn',
  'first_name',
  'middle_name',
  'sex',
  'date_of_birth',
  'phone',
  'region',
  'city',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
  'created_at',
];

/** The pid of the node process that really serves (tsx runs it as a child of its own). */
function serverPid(server: ServerProcess): number {
  const match = server.stdout().match(/"pid":(\d+)/);
  if (!match?.[1]) throw new Error(`no pid in the server log:\n${server.stdout()}`);
  return Number(match[1]);
}

// Reception Manager may add and edit patients (permissions/matrix.json).
async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reception-manager@tena.demo', password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
}

/** Checks what a crash must never leave behind, straight in the database. */
async function checkInvariants(query: Query) {
  const orphans = await query(`select p.id from m_patient p where not exists (
      select 1 from record_history h
      where h.model = 'patient' and h.record_id = p.id and h.action = 'create')`);
  expect(orphans).toEqual([]);
  const ghosts = await query(`select h.record_id from record_history h
      where h.model = 'patient' and h.action = 'create'
      and not exists (select 1 from m_patient p where p.id = h.record_id)`);
  expect(ghosts).toEqual([]);
  const incomplete = await query(
    `select id from m_patient where ${REQUIRED.map((c) => `${c} is null`).join(' or ')}`,
  );
  expect(incomplete).toEqual([]);
  // Every committed update wrote its history row in the same transaction: one per version.
  const unaudited = await query(`select p.id, p.version from m_patient p
      where p.version <> 1 + (select count(*) from record_history h
        where h.model = 'patient' and h.record_id = p.id and h.action = 'update')`);
  expect(unaudited).toEqual([]);
  const twice = await query('select mrn from m_patient group by mrn having count(*) > 1');
  expect(twice).toEqual([]);
  // Each create's history holds exactly the values the row holds.
  const rows = await query(`select p.id, p.first_name, p.house_number, p.mrn, h.changes
      from m_patient p join record_history h
      on h.model = 'patient' and h.record_id = p.id and h.action = 'create'
      where p.house_number like 'CRASH-%'`);
  for (const row of rows) {
    const changes = JSON.parse(String(row.changes));
    expect(changes.house_number.to).toBe(row.house_number);
    expect(changes.mrn.to).toBe(row.mrn);
  }
  return rows.length;
}

const cases = [
  { dialect: 'sqlite' as const, skip: false },
  { dialect: 'postgres' as const, skip: skipPostgres },
];

describe.each(cases)('SIGKILL in the middle of writes on $dialect', ({ dialect, skip }) => {
  // The server's data folder is the SQLite database's own; on PostgreSQL it holds the uploads.
  const target = dialect === 'sqlite' ? sqliteTestDatabase() : postgresTestDatabase();
  const dataDir =
    dialect === 'sqlite'
      ? path.dirname(target.location)
      : mkdtempSync(path.join(tmpdir(), 'tena-crash-'));
  const started: ServerProcess[] = [];
  let databaseUrl: string | undefined;

  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await target.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start() {
    const server = spawnServer({
      PORT: '0',
      TENA_DATA_DIR: dataDir,
      TENA_CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    started.push(server);
    // Generous: beside the rest of the suite on two cores, tsx and a first sync take a while.
    return { server, url: await waitForUrl(server, 60_000) };
  }

  /** Runs `check` against the database as the crash left it. */
  async function inDatabase<T>(check: (query: Query) => Promise<T>): Promise<T> {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return await check(async (text) => (await client.query(text)).rows);
      } finally {
        await client.end();
      }
    }
    const handle = new SQLite(target.location);
    try {
      expect(handle.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(handle.pragma('foreign_key_check')).toEqual([]);
      return await check(async (text) => handle.prepare(text).all() as Row[]);
    } finally {
      handle.close();
    }
  }

  it.skipIf(skip)(
    'loses no acknowledged create or update and leaves no half-written record',
    { timeout: 240_000 },
    async () => {
      // A hospital already seeded (the demo with its catalogues), as after a first start, so
      // the server's start seeds nothing; its demo users sign in with TEST_PASSWORD.
      const { database, files } = await demoCopy(target, DEMO_DAY);
      await database.close();
      if (files) cpSync(files, path.join(dataDir, FILES_FOLDER), { recursive: true });
      if (dialect === 'postgres') {
        const url = new URL(testPostgresUrl as string);
        url.pathname = `/${target.location}`;
        databaseUrl = url.toString();
      }
      const first = await start();
      const headers = await signIn(first.url);
      const pid = serverPid(first.server);

      const acked: { id: number; mrn: string; body: Row }[] = [];
      /** The last acknowledged update of each record: its version and the city it set. */
      const moved = new Map<number, { version: number; city: string }>();
      let sent = 0;
      let failures = 0;
      let stop = false;
      /** Every third write moves one of the worker's own records (so no two race on one). */
      const update = async (mine: { id: number; version: number }[], n: number) => {
        const record = mine[n % mine.length] as { id: number; version: number };
        const city = `Moved ${n}`;
        const response = await fetch(`${first.url}/api/models/patient/${record.id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ version: record.version, city }),
        });
        const answer = (await response.json()) as Row;
        if (response.status !== 200) throw new Error(`update: ${JSON.stringify(answer)}`);
        record.version = answer.version as number;
        moved.set(record.id, { version: record.version, city });
      };
      const worker = async () => {
        const mine: { id: number; version: number }[] = [];
        while (!stop) {
          const n = sent++;
          if (n % 3 === 2 && mine.length > 0) {
            try {
              await update(mine, n);
            } catch (error) {
              if (!stop) throw error;
              failures++;
            }
            continue;
          }
          const body = patientBody({
            first_name: 'Crash',
            last_name: 'Number',
            city: `City ${n}`,
            house_number: `CRASH-${n}`,
            phone: `9${String(10_000_000 + n)}`,
            date_of_birth: `19${String(50 + (n % 50))}-0${1 + (n % 9)}-1${n % 10}`,
          });
          try {
            const response = await fetch(`${first.url}/api/models/patient`, {
              method: 'POST',
              headers,
              body: JSON.stringify(body),
            });
            const answer = (await response.json()) as Row;
            if (response.status !== 201) throw new Error(`create: ${JSON.stringify(answer)}`);
            acked.push({ id: answer.id as number, mrn: answer.mrn as string, body });
            mine.push({ id: answer.id as number, version: 1 });
          } catch (error) {
            if (!stop) throw error;
            failures++;
          }
        }
      };
      const workers = Array.from({ length: 6 }, worker);
      while (acked.length < 60 || moved.size < 20)
        await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25));
      process.kill(pid, 'SIGKILL');
      stop = true;
      await first.server.exited;
      await Promise.all(workers);
      // Writes were in flight when the server died: their senders never got an answer.
      expect(failures).toBeGreaterThan(0);
      expect(sent).toBeGreaterThan(acked.length);

      const crashRows = await inDatabase(checkInvariants);
      expect(crashRows).toBeGreaterThanOrEqual(acked.length);
      expect(crashRows).toBeLessThanOrEqual(sent);

      const second = await start();
      const after = await signIn(second.url);
      for (const { id, mrn, body } of acked) {
        const response = await fetch(`${second.url}/api/models/patient/${id}`, {
          headers: after,
        });
        expect(response.status).toBe(200);
        const stored = (await response.json()) as Row;
        // The last acknowledged write is there; at most the update in flight at the kill (never
        // acknowledged) came after it.
        const last = moved.get(id) ?? { version: 1, city: body.city as string };
        expect([last.version, last.version + 1]).toContain(stored.version);
        const city = stored.version === last.version ? last.city : stored.city;
        expect(stored).toMatchObject({ ...body, id, mrn, city });
      }
      // The restarted server goes on writing where the crashed one stopped.
      const next = await fetch(`${second.url}/api/models/patient`, {
        method: 'POST',
        headers: after,
        body: JSON.stringify(patientBody({ house_number: 'CRASH-after' })),
      });
      expect(next.status).toBe(201);
      second.server.child.kill('SIGTERM');
      expect(await second.server.exited).toBe(0);
      expect(await inDatabase(checkInvariants)).toBe(crashRows + 1);
    },
  );
});
