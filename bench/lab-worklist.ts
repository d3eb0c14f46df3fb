// The laboratory's worklist (issue 19): 10,000 open lab requests over three days (a tenth STAT,
// a fifth Urgent; a quarter with their samples collected), written through the model service
// and its rules on the demo hospital, then GET /api/lab/worklist as the lab user (app.inject:
// routing, auth, the repository's queries): every state and each one filtered, on the first
// page, a middle one and the last. On SQLite and (when a server is given) PostgreSQL.
// Target (issue 19): p99 under 50 ms on SQLite.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { LabWorklist } from '../src/engine/wire/lab-worklist';
import type { AnyDb } from '../src/server/models/any-db';
import type { RecordValues } from '../src/server/models/model-runtime';
import { demoActor } from '../src/server/seed/demo-hospital';
import { demoEmail } from '../src/server/seed/seed-accounts';
import { actorAs } from '../src/server/seed/seed-billing-activity';
import { seedClock } from '../src/server/seed/seed-clock';
import { reportLatency } from './latency';
import { demoHospitalApp, onEachDatabase } from './setup';

const PASSWORD = 'bench-pass-1';
const REQUESTS = 10_000;
const BATCH = 200;
const SPREAD_HOURS = 72;
const READS = 200;
const P99_TARGET_MS = 50;
/** Catalogue tests a request picks from, one or two at a time. */
const CODES = ['CBC', 'BF', 'FBS', 'RFT', 'LIPID', 'ELEC', 'UA', 'ESR', 'LFT', 'WIDAL'];

async function signIn(app: FastifyInstance, role: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmail(role), password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${role}: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().accessToken}` };
}

async function rowsOf(app: FastifyInstance, model: string, columns: string[]) {
  const db = app.database.db as unknown as AnyDb;
  return db
    .selectFrom(app.models.runtime(model).plan.table)
    .select(columns)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** 10,000 requests, batch by batch, each batch at its own moment of the last three days. */
async function writeRequests(app: FastifyInstance) {
  const admin = await demoActor(app);
  const doctor = await actorAs(app, admin, 'Doctor');
  const labUser = await actorAs(app, admin, 'Lab User');
  const patients = (await rowsOf(app, 'patient', ['id'])).map((row) => Number(row.id));
  const tests = new Map(
    (await rowsOf(app, 'test', ['id', 'code'])).map((row) => [String(row.code), Number(row.id)]),
  );
  const picked = CODES.filter((code) => tests.has(code));
  if (patients.length === 0 || picked.length < 2)
    throw new Error('the demo seed made no patients or too few catalogue tests');
  const clock = seedClock(app);
  const now = Date.now();
  const batches = REQUESTS / BATCH;
  let started = performance.now();
  const ids: number[] = [];
  for (let b = 0; b < batches; b++) {
    clock.at(new Date(now - ((batches - b) / batches) * SPREAD_HOURS * 3_600_000).toISOString());
    const bodies: RecordValues[] = Array.from({ length: BATCH }, (_, n) => {
      const i = b * BATCH + n;
      const first = picked[i % picked.length] as string;
      const second = picked[(i * 7 + 3) % picked.length] as string;
      return {
        patient: patients[i % patients.length],
        priority: i % 10 === 0 ? 'STAT' : i % 10 < 3 ? 'Urgent' : 'Routine',
        tests: [...new Set([first, ...(i % 2 ? [second] : [])])].map((code) => ({
          test: tests.get(code),
        })),
      };
    });
    ids.push(...(await clock.models.createMany('labRequest', doctor, bodies)));
  }
  console.log(
    `${`${REQUESTS} open lab requests written`.padEnd(60)} ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // A quarter of them collected: one sample of each type its tests need.
  started = performance.now();
  const collected = ids.filter((_, i) => i % 4 === 0);
  for (let at = 0; at < collected.length; at += BATCH) {
    const bodies: RecordValues[] = [];
    for (const id of collected.slice(at, at + BATCH)) {
      const request = await clock.models.get('labRequest', labUser, id);
      const types = new Set((request.tests as RecordValues[]).map((row) => row.sample_type));
      for (const sample_type of types) bodies.push({ lab_request: id, sample_type });
    }
    await clock.models.createMany('labSample', labUser, bodies);
  }
  console.log(
    `${`${collected.length} of them collected`.padEnd(60)} ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function run(label: string, dataDir: string, databaseUrl?: string) {
  const { app, close } = await demoHospitalApp({ dataDir, databaseUrl, password: PASSWORD });
  try {
    await writeRequests(app);
    const labUser = await signIn(app, 'Lab User');
    const read = async (query: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/lab/worklist${query}`,
        headers: labUser,
      });
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`worklist: ${res.statusCode} ${res.body}`);
      return { took, list: res.json() as LabWorklist };
    };
    for (const status of ['', 'Requested', 'Sample Collected']) {
      const filter = status ? `status=${encodeURIComponent(status)}&` : '';
      const { list } = await read(`?${filter}limit=25`);
      const last = Math.max(1, Math.ceil(list.total / 25));
      const pages = [1, Math.ceil(last / 2), last];
      for (let i = 0; i < 20; i++) await read(`?${filter}page=${pages[i % 3]}&limit=25`);
      const times: number[] = [];
      for (let i = 0; i < READS; i++) {
        const { took } = await read(`?${filter}page=${pages[i % 3]}&limit=25`);
        times.push(took);
      }
      reportLatency(
        `worklist ${status || 'all open'} (${list.total}), pages 1/${pages[1]}/${last}, ${label}`,
        times,
        label === 'SQLite' ? P99_TARGET_MS : undefined,
      );
    }
  } finally {
    await close();
  }
}

await onEachDatabase(run);
