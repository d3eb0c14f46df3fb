// The anesthesia chart of a 12-hour operation with vital signs every 5 minutes (issue 21): 145
// rows seeded through the model service. The server's time for GET /api/surgery/cases/{id}/
// vitals (through the whole app in this process: routing, auth, the database; no network) as
// p50/p99, and the time to the chart in Chromium on a production build (the client `npm start`
// serves, built here), 20 loads of the case's page by a signed-in Anesthesia Nurse after one
// cold load. "Drawn" is the first animation frame in which every plot of the panel has its
// uPlot canvas drawn. Two times to chart:
//   - from navigation start: the whole page load (the app's bundle, the session's token, the
//     user's registry, the page's code, the case and the series) to the chart drawn;
//   - from the data: the series' response in (its responseEnd) to the chart drawn.
// With the waterfall's steps: when the series was asked for and when it was in, from
// navigation start. SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
// Target: chart under 300 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { demoActor } from '../src/server/seed/demo-hospital';
import { demoEmail } from '../src/server/seed/seed-accounts';
import { ROWS, seedAnesthesiaCase } from './anesthesia-chart-seed';
import { buildClient, demoHospitalApp, onEachDatabase } from './setup';

const PASSWORD = 'bench-pass-1';
const WARM_UP = 30;
const MEASURED = 300;
const BROWSER_RUNS = 21;
const TARGET_MS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function report(name: string, times: number[], target?: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const verdict = target === undefined ? '' : p99 < target ? '  (target met)' : '  (target MISSED)';
  console.log(
    `${name.padEnd(66)} p50=${p50.toFixed(1).padStart(6)} ms  p99=${p99.toFixed(1).padStart(6)} ms  n=${times.length}${verdict}`,
  );
}

async function timeGets(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + MEASURED; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    if (i === 0 && res.json().entries.length !== ROWS)
      throw new Error(`GET ${url}: ${res.json().entries.length} entries, ${ROWS} seeded`);
    if (i >= WARM_UP) times.push(took);
  }
  return times;
}

/** What one load of the case's page took, each from navigation start (ms). */
interface Load {
  asked: number;
  answered: number;
  drawn: number;
}

/** Per load: when the series was asked for and in, and every plot drawn. */
async function timeToChart(base: string, surgicalCase: number) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/auth/login`);
    await page.getByLabel('Email').fill(demoEmail('Anesthesia Nurse'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/main$/);
    await page.close();
    const loads: Load[] = [];
    for (let run = 0; run < BROWSER_RUNS; run++) {
      const chart = await context.newPage();
      await chart.goto(`${base}/admin/main/surgicalCase/l/detail/${surgicalCase}`);
      const drawn = await chart.waitForFunction(
        () => {
          const panel = document.querySelector('[data-anesthesia-chart]');
          const plots = panel?.querySelector<HTMLElement>('[data-plots]');
          if (!plots) return false;
          const wanted = Number(plots.dataset.plots);
          if (wanted === 0 || plots.querySelectorAll('[data-drawn] canvas').length < wanted)
            return false;
          const series = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes('/vitals')) as PerformanceResourceTiming | undefined;
          return {
            drawn: performance.now(),
            asked: series ? series.startTime : Number.NaN,
            answered: series ? series.responseEnd : Number.NaN,
          };
        },
        undefined,
        { timeout: 30_000, polling: 'raf' },
      );
      const load = (await drawn.jsonValue()) as Load;
      // The first load fetches and compiles the bundle and uPlot: reported on its own.
      if (run > 0) loads.push(load);
      else console.log(`  first load (cold caches): ${load.drawn.toFixed(0)} ms to the chart`);
      await chart.close();
    }
    return { version: browser.version(), loads };
  } finally {
    await browser.close();
  }
}

async function run(label: string, dataDir: string, clientDir: string, databaseUrl?: string) {
  // The seed moves the clock to each row's time; then it is real time again.
  let seedTime: Date | undefined;
  const { app, close } = await demoHospitalApp({
    dataDir,
    databaseUrl,
    password: PASSWORD,
    clientDir,
    clock: () => seedTime ?? new Date(),
  });
  try {
    const started = performance.now();
    const real = Date.now();
    const surgicalCase = await seedAnesthesiaCase(
      app,
      await demoActor(app),
      (at) => {
        seedTime = at;
      },
      new Date(real - 13 * 3_600_000),
    );
    seedTime = undefined;
    console.log(
      `${`seeded (${label}): a 12-hour case, ${ROWS} vital-sign rows`.padEnd(66)} ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('Anesthesia Nurse'), password: PASSWORD },
    });
    const nurse = { authorization: `Bearer ${login.json().accessToken}` };
    report(
      `GET /api/surgery/cases/:id/vitals, ${ROWS} rows (${label})`,
      await timeGets(app, `/api/surgery/cases/${surgicalCase}/vitals`, nurse),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const browser = await timeToChart(`http://127.0.0.1:${port}`, surgicalCase);
    const { loads } = browser;
    const chromium = `Chromium ${browser.version}`;
    report(
      `series asked for, from navigation start (${label})`,
      loads.map((l) => l.asked),
    );
    report(
      `series in, from navigation start (${label})`,
      loads.map((l) => l.answered),
    );
    report(
      `chart drawn in ${chromium}, from navigation start (${label})`,
      loads.map((l) => l.drawn),
      TARGET_MS,
    );
    report(
      `chart drawn in ${chromium}, from the series in (${label})`,
      loads.map((l) => l.drawn - l.answered),
      TARGET_MS,
    );
  } finally {
    await close();
  }
}

console.log(
  `anesthesia-chart: a 12-hour anesthetic record of 5-minute vitals (${ROWS} rows), time to chart (target < ${TARGET_MS} ms)`,
);
const work = mkdtempSync(path.join(tmpdir(), 'tena-bench-anesthesia-chart-'));
try {
  const clientDir = path.join(work, 'client');
  await buildClient(clientDir);
  await onEachDatabase(async (label, dataDir, databaseUrl) => {
    await run(label, dataDir, clientDir, databaseUrl);
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
