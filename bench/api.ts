// The generic model resource under load: sync of every schema from an empty database, then
// 100,000 seeded patients and autocannon on list (sorted, searched), get by id and create,
// on SQLite and (when a server is given) PostgreSQL.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connect';
import type { AnyDb } from '../src/server/models/any-db';
import { ModelSync } from '../src/server/models/sync';
import { demoEmail, seedDemoUsers, seedRoles } from '../src/server/seed/seed-accounts';
import { generator, patientValues, SEED_BATCH, seedPatients } from './patients';
import {
  DURATION_S,
  measure,
  onEachDatabase,
  registry,
  signIn,
  startServer,
  WARM_UP_S,
} from './setup';

const PATIENTS = 100_000;
const PASSWORD = 'bench-pass-1';
// Reception Manager may view, open and add patients (permissions/matrix.json).
const ACTOR = demoEmail('Reception Manager');
// Matches Martha, Mariam and Amare wherever they appear (first, father's or grandfather's name).
const SEARCH = 'mar';
const WORDS = 'mar tesfaye';
// A list column, so the list accepts it as a sort (routes/models.ts sorts only on those).
const SORT = 'first_name';
const P99_TARGET_MS = 20;

const ms = (started: number) => `${(performance.now() - started).toFixed(0)} ms`;

async function run(label: string, dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  let closed = false;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const db = database.db as unknown as AnyDb;
    const names = Object.keys(registry.models).sort();
    let started = performance.now();
    const results = await new ModelSync(db, registry.models).run(names);
    const failed = results.filter((r) => r.status !== 'ok');
    console.log(
      `${`sync of ${names.length} models, empty database (${label})`.padEnd(52)} ${ms(started)}`,
    );
    for (const failure of failed) console.log(`  ! ${failure.model}: ${failure.error}`);
    if (failed.length > 0) process.exitCode = 1;

    started = performance.now();
    await seedPatients(db, PATIENTS);
    console.log(
      `${`seed ${PATIENTS.toLocaleString('en')} patients, ${SEED_BATCH}/transaction (${label})`.padEnd(52)} ${ms(started)}`,
    );
    // A real table grows over months and PostgreSQL's autovacuum keeps its planner statistics;
    // 100,000 rows written in seconds would otherwise be planned as an empty table.
    if (databaseUrl) await sql`analyze`.execute(db);

    const at = new Date().toISOString();
    await seedRoles(database.db, registry, at);
    await seedDemoUsers(database.db, registry, PASSWORD, at);
    await database.close();
    closed = true;
    // The real server in its own process, as people run it: autocannon in this process would
    // otherwise compete with it for one event loop.
    server = await startServer(dataDir, databaseUrl);
    const base = server.url;
    const { authorization } = await signIn(base, ACTOR, PASSWORD);
    const headers = { authorization };

    // The list page asks for its columns only (src/client/grid/server-list), as here.
    const columns = (registry.models.patient?.list?.columns ?? []).join(',');
    const listPath = `/api/models/patient?page=1&pageSize=25&sort=${SORT}&q=${SEARCH}&fields=${columns}`;
    const check = await fetch(`${base}${listPath}`, { headers });
    const page = (await check.json()) as { total: number; rows: unknown[] };
    if (check.status !== 200 || page.rows.length !== 25)
      throw new Error(`list answered ${check.status} with ${page.rows?.length} rows`);
    const list = await measure(`GET patient list q=${SEARCH} sort=${SORT} (${label})`, {
      url: `${base}${listPath}`,
      headers,
    });
    console.log(`  (the search matches ${page.total.toLocaleString('en')} patients)`);
    // Two words, each in some field (Martha, Mariam or Amare and a Tesfaye): every word must match.
    const wordsPath = `/api/models/patient?page=1&pageSize=25&sort=${SORT}&q=${encodeURIComponent(WORDS)}&fields=${columns}`;
    const words = (await (await fetch(`${base}${wordsPath}`, { headers })).json()) as {
      total: number;
    };
    await measure(`GET patient list q="${WORDS}" sort=${SORT} (${label})`, {
      url: `${base}${wordsPath}`,
      headers,
    });
    console.log(`  (the words match ${words.total.toLocaleString('en')} patients)`);
    // The same page without a search: what the sort and the count cost on their own.
    await measure(`GET patient list, default sort, no q (${label})`, {
      url: `${base}/api/models/patient?page=1&pageSize=25&fields=${columns}`,
      headers,
    });

    const ids = generator(7);
    const get = await measure(`GET patient by random id (${label})`, {
      url: base,
      requests: [
        {
          method: 'GET',
          path: '/api/models/patient/1',
          headers,
          setupRequest: (request) => ({
            ...request,
            path: `/api/models/patient/${1 + Math.floor(ids() * PATIENTS)}`,
          }),
        },
      ],
    });

    const bodies = generator(11);
    const json = { ...headers, 'content-type': 'application/json' };
    await measure(`POST patient (${label})`, {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/models/patient',
          headers: json,
          body: JSON.stringify(patientValues(bodies)),
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(patientValues(bodies)),
          }),
        },
      ],
    });

    if (label === 'SQLite') {
      for (const [name, r] of [
        ['list', list],
        ['get', get],
      ] as const) {
        const verdict = r.latency.p99 < P99_TARGET_MS ? 'met' : 'MISSED';
        console.log(
          `  target ${name} p99 < ${P99_TARGET_MS} ms on SQLite: ${verdict} (${r.latency.p99.toFixed(1)} ms)`,
        );
      }
    }
  } finally {
    if (server) await server.stop();
    if (!closed) await database.close();
  }
}

console.log(
  `api: model resource (${PATIENTS.toLocaleString('en')} patients; autocannon, 10 connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up)`,
);
await onEachDatabase(run);
