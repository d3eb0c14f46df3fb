// Billing under load, through the whole app in this process (app.inject: routing, auth, the
// write pipeline and its rules, the database; no network): an invoice made from 50 unbilled
// charges, and payments on one invoice from 10 cashiers at once. On SQLite and (when a server is
// given) PostgreSQL. Target (issue 17): payment p99 under 50 ms on SQLite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { demoActor } from '../src/server/seed/demo-hospital';
import { reportLatency } from './latency';
import { demoHospitalApp, onEachDatabase, signInDemo } from './setup';

const PASSWORD = 'bench-pass-1';
const CHARGES_PER_INVOICE = 50;
const INVOICES = 60;
const CASHIERS = 10;
const PAYMENT_ROUNDS = 40;
const P99_TARGET_MS = 50;

type Headers = Record<string, string>;

const signIn = async (app: FastifyInstance, role: string): Promise<Headers> =>
  (await signInDemo(app, role, PASSWORD)).headers;

async function post(app: FastifyInstance, headers: Headers, url: string, payload: object) {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url, headers, payload });
  const took = performance.now() - started;
  return { res, took };
}

async function run(label: string, dataDir: string, databaseUrl?: string) {
  const { app, at, close } = await demoHospitalApp({ dataDir, databaseUrl, password: PASSWORD });
  try {
    const actor = await demoActor(app);
    const cashier = await signIn(app, 'Lab Cashier');
    const today = at.slice(0, 10);

    // The catalogue's laboratory services, and patients paying cash.
    const finance = await signIn(app, 'Finance Head');
    const list = async (headers: Headers, query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/models/${query}`, headers });
      if (res.statusCode !== 200) throw new Error(`list ${query}: ${res.statusCode} ${res.body}`);
      return res.json() as { rows: { id: number }[] };
    };
    const services = await list(finance, 'service?pageSize=100&filter[category]=Laboratory');
    const patients = await list(cashier, 'patient?pageSize=100&filter[has_insurance]=false');
    if (services.rows.length === 0 || patients.rows.length < INVOICES / 2)
      throw new Error('the demo seed made too few services or cash patients');

    // Unbilled charges, as orders make them (through the pipeline and the pricing rule).
    let started = performance.now();
    const chargesOf = new Map<number, number[]>();
    for (let i = 0; i < INVOICES; i++) {
      const patient = patients.rows[i % patients.rows.length]?.id as number;
      const bodies = Array.from({ length: CHARGES_PER_INVOICE }, (_, n) => ({
        patient,
        service: services.rows[n % services.rows.length]?.id,
        quantity: 1,
      }));
      const ids = await app.models.createMany('charge', actor, bodies);
      chargesOf.set(i, ids);
    }
    console.log(
      `${`${INVOICES * CHARGES_PER_INVOICE} charges made (${label})`.padEnd(60)} ${(performance.now() - started).toFixed(0)} ms`,
    );

    const invoiceTimes: number[] = [];
    const submitted: { id: number; patient: number }[] = [];
    for (let i = 0; i < INVOICES; i++) {
      const patient = patients.rows[i % patients.rows.length]?.id as number;
      const charges = chargesOf.get(i) ?? [];
      const items = charges.map((charge, n) => ({
        charge,
        service: services.rows[n % services.rows.length]?.id,
        quantity: 1,
      }));
      const { res, took } = await post(app, cashier, '/api/models/invoice', {
        patient,
        invoice_date: today,
        cashier_point: 'Lab',
        items,
      });
      if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
      invoiceTimes.push(took);
      const id = res.json().id as number;
      const moved = await app.inject({
        method: 'POST',
        url: `/api/models/invoice/${id}/transition`,
        headers: cashier,
        payload: { to: 'Submitted' },
      });
      if (moved.statusCode !== 200) throw new Error(`submit: ${moved.statusCode} ${moved.body}`);
      submitted.push({ id, patient });
    }
    reportLatency(
      `invoice of ${CHARGES_PER_INVOICE} unbilled charges, POST (${label})`,
      invoiceTimes,
    );

    // Ten cashiers paying into one invoice at once, round after round: each payment locks the
    // invoice, checks its balance and settles it.
    const method = (await list(finance, 'paymentMethod?filter[name]=Cash')).rows[0]?.id;
    const target = submitted[0] as { id: number; patient: number };
    const paymentTimes: number[] = [];
    let refused = 0;
    started = performance.now();
    for (let round = 0; round < PAYMENT_ROUNDS; round++) {
      const answers = await Promise.all(
        Array.from({ length: CASHIERS }, () =>
          post(app, cashier, '/api/models/payment', {
            patient: target.patient,
            payment_date: today,
            method,
            allocations: [{ invoice: target.id, amount: '1.00' }],
          }),
        ),
      );
      for (const { res, took } of answers) {
        paymentTimes.push(took);
        if (res.statusCode !== 201) refused++;
      }
    }
    reportLatency(
      `payment, ${CASHIERS} cashiers on one invoice at once (${label})`,
      paymentTimes,
      label === 'SQLite' ? P99_TARGET_MS : undefined,
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${paymentTimes.length} payments in ${seconds.toFixed(1)} s (${(paymentTimes.length / seconds).toFixed(0)}/s), ${refused} refused`,
    );
    if (refused > 0) process.exitCode = 1;
  } finally {
    await close();
  }
}

console.log('billing: invoices from unbilled charges, and concurrent payments on one invoice');
await onEachDatabase(async (label, dataDir, databaseUrl) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'tena-bench-billing-'));
  try {
    await run(label, databaseUrl ? folder : dataDir, databaseUrl);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
