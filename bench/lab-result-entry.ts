// Entering a lab result of a 20-parameter panel, through the whole app in this process
// (app.inject: routing, auth, the write pipeline and the labResult rules: the request locked,
// the sample found, every row flagged by the laboratory engine, the request moved to In
// Progress; no network), on the seeded demo hospital, SQLite and (when a server is given)
// PostgreSQL. The panel is the seeded catalogue's urinalysis (UA: 20 parameters, dipstick and
// microscopy). Then the Lab Manager's Verify of each, which releases 20 testResults. Target
// (issue 19): POST p99 under 50 ms on SQLite.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { listOf } from '../src/engine/laboratory/numbers';
import { reportLatency } from './latency';
import { demoHospitalApp, onEachDatabase, signInDemo } from './setup';

const PASSWORD = 'bench-pass-1';
/** The seeded urinalysis: dipstick and microscopy, 20 parameters. */
const PANEL = 'UA';
const PANEL_SIZE = 20;
const WARM_UP = 20;
const MEASURED = 200;
const P99_TARGET_MS = 50;

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const signIn = async (app: FastifyInstance, role: string): Promise<Headers> =>
  (await signInDemo(app, role, PASSWORD)).headers;

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const started = performance.now();
  const res = await app.inject({
    method,
    url: `/api/models/${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { res, took: performance.now() - started };
}

async function ok(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const { res } = await call(app, method, url, headers, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Row;
}

/** A value the parameter takes, as a technologist would type it: a normal one. */
function valueFor(parameter: Row, ranges: Row[]): string {
  if (parameter.kind === 'Option')
    return listOf(parameter.normal_options)[0] ?? listOf(parameter.options)[0] ?? '';
  if (parameter.kind === 'Text') return 'Nil';
  const range = ranges.find(
    (r) => r.parameter === parameter.code && r.low != null && r.high != null,
  );
  const low = Number(range?.low ?? parameter.min_value ?? 0);
  const high = Number(range?.high ?? low + 1);
  const decimals = Number(parameter.decimals ?? 0);
  return ((low + high) / 2).toFixed(decimals);
}

async function run(label: string, dataDir: string, databaseUrl?: string) {
  const { app, close } = await demoHospitalApp({ dataDir, databaseUrl, password: PASSWORD });
  try {
    const doctor = await signIn(app, 'Doctor');
    const labUser = await signIn(app, 'Lab User');
    const labManager = await signIn(app, 'Lab Manager');
    const [brief] = (await ok(app, 'GET', `test?filter[code]=${PANEL}`, labManager)).rows as Row[];
    const panel = brief && (await ok(app, 'GET', `test/${brief.id}`, labManager));
    if (!panel || !Array.isArray(panel.parameters) || panel.parameters.length < PANEL_SIZE)
      throw new Error(`the seeded catalogue has no ${PANEL} test of ${PANEL_SIZE} parameters`);
    const parameters = (panel.parameters as Row[]).slice(0, PANEL_SIZE);
    const values = parameters.map((p) => ({
      parameter: p.code,
      value: valueFor(p, (panel.reference_ranges as Row[]) ?? []),
    }));
    const patients = (await ok(app, 'GET', 'patient?pageSize=60', doctor)).rows as Row[];

    // Requests of the panel with their samples collected, as the doctor and the lab user make them.
    let started = performance.now();
    const requests: number[] = [];
    for (let i = 0; i < WARM_UP + MEASURED; i++) {
      const request = await ok(app, 'POST', 'labRequest', doctor, {
        patient: patients[i % patients.length]?.id,
        priority: 'Routine',
        tests: [{ test: panel.id }],
      });
      await ok(app, 'POST', 'labSample', labUser, {
        lab_request: request.id,
        sample_type: panel.sample_type,
      });
      requests.push(request.id as number);
    }
    console.log(
      `${`${requests.length} ${panel.code} requests ordered and collected (${label})`.padEnd(60)} ${(performance.now() - started).toFixed(0)} ms`,
    );

    const entered: number[] = [];
    const enterTimes: number[] = [];
    started = performance.now();
    for (const [i, request] of requests.entries()) {
      const { res, took } = await call(app, 'POST', 'labResult', labUser, {
        lab_request: request,
        test: panel.id,
        parameters: values,
      });
      if (res.statusCode !== 201) throw new Error(`labResult: ${res.statusCode} ${res.body}`);
      entered.push(res.json().id as number);
      if (i >= WARM_UP) enterTimes.push(took);
    }
    reportLatency(
      `lab result of ${PANEL_SIZE} parameters (${panel.code}), POST (${label})`,
      enterTimes,
      label === 'SQLite' ? P99_TARGET_MS : undefined,
    );

    const verifyTimes: number[] = [];
    for (const [i, id] of entered.entries()) {
      const { res, took } = await call(app, 'POST', `labResult/${id}/transition`, labManager, {
        to: 'Verified',
      });
      if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
      if (i >= WARM_UP) verifyTimes.push(took);
    }
    reportLatency(`Verify, releasing ${PANEL_SIZE} testResults, POST (${label})`, verifyTimes);
  } finally {
    await close();
  }
}

console.log(`lab result entry: a ${PANEL_SIZE}-parameter panel entered and verified`);
await onEachDatabase(run);
