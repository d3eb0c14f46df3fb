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
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { demoActor } from '../src/server/seed/demo-hospital';
import { demoEmail } from '../src/server/seed/seed-accounts';
import { ROWS, seedAnesthesiaCase } from './anesthesia-chart-seed';
import { withSignedInChromium } from './chromium-session';
import { reportLatency, timeGets } from './latency';
import { pageSteps, reportWaterfall, type Step, watchLongTasks } from './page-waterfall';
import { demoHospitalApp, onEachDatabaseWithClient } from './setup';

const PASSWORD = 'bench-pass-1';
const WARM_UP = 30;
const MEASURED = 300;
const BROWSER_RUNS = 21;
const TARGET_MS = 300;

/** What one load of the case's page took, each from navigation start (ms). */
interface Load {
  asked: number;
  answered: number;
  drawn: number;
  /** The load's waterfall (page-waterfall.ts), the chart drawn last. */
  steps: Step[];
}

/** Per load: when the series was asked for and in, and every plot drawn. */
async function timeToChart(base: string, surgicalCase: number) {
  return withSignedInChromium(base, 'Anesthesia Nurse', PASSWORD, async (context) => {
    await watchLongTasks(context);
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
      load.steps = [
        ...(await pageSteps(chart)),
        { name: 'chart drawn', start: load.drawn, end: load.drawn },
      ];
      // The first load fetches and compiles the bundle and uPlot: reported on its own.
      if (run > 0) loads.push(load);
      else console.log(`  first load (cold caches): ${load.drawn.toFixed(0)} ms to the chart`);
      await chart.close();
    }
    return loads;
  });
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
    reportLatency(
      `GET /api/surgery/cases/:id/vitals, ${ROWS} rows (${label})`,
      await timeGets(
        app,
        [`/api/surgery/cases/${surgicalCase}/vitals`],
        nurse,
        { warmUp: WARM_UP, measured: MEASURED },
        (first) => {
          const entries = first.json().entries.length;
          if (entries !== ROWS) throw new Error(`GET vitals: ${entries} entries, ${ROWS} seeded`);
        },
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const browser = await timeToChart(`http://127.0.0.1:${port}`, surgicalCase);
    const loads = browser.result;
    const chromium = `Chromium ${browser.version}`;
    reportLatency(
      `series asked for, from navigation start (${label})`,
      loads.map((l) => l.asked),
    );
    reportLatency(
      `series in, from navigation start (${label})`,
      loads.map((l) => l.answered),
    );
    reportLatency(
      `chart drawn in ${chromium}, from navigation start (${label})`,
      loads.map((l) => l.drawn),
      TARGET_MS,
    );
    reportLatency(
      `chart drawn in ${chromium}, from the series in (${label})`,
      loads.map((l) => l.drawn - l.answered),
      TARGET_MS,
    );
    reportWaterfall(
      `where a load's time goes (${label})`,
      loads.map((l) => l.steps),
    );
  } finally {
    await close();
  }
}

console.log(
  `anesthesia-chart: a 12-hour anesthetic record of 5-minute vitals (${ROWS} rows), time to chart (target < ${TARGET_MS} ms)`,
);
await onEachDatabaseWithClient('anesthesia-chart', run);
