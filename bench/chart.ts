// The patient chart of a patient with 200 visits (issue 18): the server's work for the related
// lists the chart reads (GET /api/models/patient/{id}/related, through the whole app in this
// process: routing, auth, the database; no network) as p50/p99, and the time to the chart in
// Chromium on a production build, from navigation to the vital-sign charts and the timeline
// drawn. SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
// Target: server p99 under 100 ms.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { demoActor } from '../src/server/seed/demo-hospital';
import { demoEmail } from '../src/server/seed/seed-accounts';
import { seedChartPatient } from './chart-seed';
import { withSignedInChromium } from './chromium-session';
import { percentile, reportLatency, timeGets } from './latency';
import { demoHospitalApp, onEachDatabaseWithClient } from './setup';

const PASSWORD = 'bench-pass-1';
const COUNTS = { warmUp: 50, measured: 300 };
const BROWSER_RUNS = 6;
const P99_TARGET_MS = 100;

/**
 * Milliseconds from navigation to the chart drawn: every trend with readings drawn by uPlot
 * and the timeline's entries on the page (read in the page, from its navigation start).
 */
async function timeToChart(base: string, patient: number) {
  return withSignedInChromium(base, 'Doctor', PASSWORD, async (context) => {
    const times: number[] = [];
    for (let run = 0; run < BROWSER_RUNS; run++) {
      // A fresh page each time: the session comes back from its cookie, as after a reload.
      const chart = await context.newPage();
      await chart.goto(`${base}/admin/main/patient/l/detail/${patient}`);
      const drawn = await chart.waitForFunction(
        () => {
          const trends = document.querySelector<HTMLElement>('[data-trends]');
          const timeline = document.querySelector('[data-timeline] li');
          if (!trends || !timeline) return false;
          const wanted = trends.querySelectorAll('figure').length;
          const charts = trends.querySelectorAll('[data-drawn]').length;
          return charts >= wanted && wanted > 0 ? performance.now() : false;
        },
        undefined,
        { timeout: 30_000, polling: 'raf' },
      );
      times.push((await drawn.jsonValue()) as number);
      // BENCH_CHART_DETAIL=1: when each request of the page started and ended, to see where
      // the time to the chart goes.
      if (process.env.BENCH_CHART_DETAIL && run === BROWSER_RUNS - 1)
        console.log(
          await chart.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((e) => e as PerformanceResourceTiming)
              .map(
                (e) =>
                  `  ${e.startTime.toFixed(0).padStart(5)}-${e.responseEnd.toFixed(0).padStart(5)} ms ${e.name.replace(location.origin, '')}`,
              )
              .join('\n'),
          ),
        );
      await chart.close();
    }
    return times;
  });
}

async function run(label: string, dataDir: string, clientDir: string, databaseUrl?: string) {
  const { app, close } = await demoHospitalApp({
    dataDir,
    databaseUrl,
    password: PASSWORD,
    clientDir,
  });
  try {
    let started = performance.now();
    const patient = await seedChartPatient(app, await demoActor(app), new Date());
    console.log(
      `${`seeded (${label}): ${patient.visits} visits, ${patient.vitals} vital signs, ${patient.diagnoses} diagnoses, ${patient.labRequests} lab requests, ${patient.invoices} invoices`.padEnd(62)} ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('Doctor'), password: PASSWORD },
    });
    const doctor = { authorization: `Bearer ${login.json().accessToken}` };
    const cashierLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('Reception Cashier'), password: PASSWORD },
    });
    const cashier = { authorization: `Bearer ${cashierLogin.json().accessToken}` };
    const related = `/api/models/patient/${patient.id}/related`;
    const answer = (await app.inject({ method: 'GET', url: related, headers: doctor })).json();
    const kinds = answer.lists.map(
      (l: { title: string; rows: unknown[] }) => `${l.title} ${l.rows.length}`,
    );
    console.log(`  the Doctor's lists: ${kinds.join(', ')}`);
    reportLatency(
      `GET patient related lists, Doctor (${label})`,
      await timeGets(app, [related], doctor, COUNTS),
      P99_TARGET_MS,
    );
    reportLatency(
      `GET patient related lists, Reception Cashier (${label})`,
      await timeGets(app, [related], cashier, COUNTS),
      P99_TARGET_MS,
    );
    reportLatency(
      `GET the patient record itself, Doctor (${label})`,
      await timeGets(app, [`/api/models/patient/${patient.id}`], doctor, COUNTS),
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    started = performance.now();
    const browser = await timeToChart(`http://127.0.0.1:${port}`, patient.id);
    const [first, ...later] = browser.result;
    const sorted = [...later].sort((a, b) => a - b);
    console.log(
      `${`time to the chart in Chromium ${browser.version} (${label})`.padEnd(62)} first=${(first ?? 0).toFixed(0).padStart(5)} ms  median of next ${later.length}=${percentile(sorted, 50).toFixed(0).padStart(5)} ms  max=${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
    );
  } finally {
    await close();
  }
}

console.log('chart: the patient chart of a patient with 200 visits (server p99 target < 100 ms)');
await onEachDatabaseWithClient('chart', run);
