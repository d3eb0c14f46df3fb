// The anesthesia chart of a 12-hour operation with vital signs every 5 minutes (issue 21): 145
// rows seeded through the model service. The server's time for GET /api/surgery/cases/{id}/
// vitals (through the whole app in this process: routing, auth, the database; no network) as
// p50/p99, and the time to the chart in Chromium on a production build (the client `npm start`
// serves, built here), 20 loads of the case's page by a signed-in Anesthesia Nurse after one
// cold load. "Drawn" is the first animation frame in which every plot of the panel has its
// uPlot canvas drawn. Three times to chart:
//   - from navigation start: the whole page load (the app's bundle, the session's token, the
//     user's registry, the page's code, the case and the series) to the chart drawn;
//   - from the data: the series' response in (its responseEnd) to the chart drawn;
//   - in the app (the everyday path): a nurse on the surgical case list, the app's code loaded,
//     clicks the case: from the click to the chart drawn (20 clicks after a first one, which
//     also fetches uPlot), with the waterfall of what the click asked for.
// With the waterfall's steps: when the series was asked for and when it was in, from
// navigation start. SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
// Target: chart under 300 ms (p99 of each figure against it).
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

/**
 * In the page: once every plot of the anesthesia chart has its uPlot canvas drawn, the time
 * (performance.now()) and when the series was asked for and in (its latest resource timing);
 * false until then.
 */
function chartDrawn(): { drawn: number; asked: number; answered: number } | false {
  const panel = document.querySelector('[data-anesthesia-chart]');
  const plots = panel?.querySelector<HTMLElement>('[data-plots]');
  if (!plots) return false;
  const wanted = Number(plots.dataset.plots);
  if (wanted === 0 || plots.querySelectorAll('[data-drawn] canvas').length < wanted) return false;
  const series = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/vitals'))
    .pop() as PerformanceResourceTiming | undefined;
  return {
    drawn: performance.now(),
    asked: series ? series.startTime : Number.NaN,
    answered: series ? series.responseEnd : Number.NaN,
  };
}

/** Per load: when the series was asked for and in, and every plot drawn. */
async function timeToChart(base: string, surgicalCase: number) {
  return withSignedInChromium(base, 'Anesthesia Nurse', PASSWORD, async (context) => {
    await watchLongTasks(context);
    const loads: Load[] = [];
    for (let run = 0; run < BROWSER_RUNS; run++) {
      const chart = await context.newPage();
      await chart.goto(`${base}/admin/main/surgicalCase/l/detail/${surgicalCase}`);
      const drawn = await chart.waitForFunction(chartDrawn, undefined, {
        timeout: 30_000,
        polling: 'raf',
      });
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

/**
 * The everyday path: a signed-in nurse on the surgical case list (the app and its code already
 * loaded) clicks the case; per click, the time from the click to every plot drawn, with the
 * waterfall of what the click asked for (ms from the click). The first click, which also
 * fetches the chart's code, is reported on its own; back to the list between clicks.
 */
async function timeInApp(base: string, surgicalCase: number) {
  return withSignedInChromium(base, 'Anesthesia Nurse', PASSWORD, async (context) => {
    await watchLongTasks(context);
    const page = await context.newPage();
    await page.goto(`${base}/admin/main/surgicalCase/l`);
    const link = page.locator(`a[href="/admin/main/surgicalCase/l/detail/${surgicalCase}"]`);
    const clicks: Load[] = [];
    for (let run = 0; run < BROWSER_RUNS; run++) {
      await link.first().waitFor();
      await page.evaluate(() => {
        const w = window as unknown as { __clickAt?: number; __longTasks?: unknown[] };
        performance.clearResourceTimings();
        w.__longTasks?.splice(0);
        w.__clickAt = undefined;
        document.addEventListener('click', (e) => (w.__clickAt = e.timeStamp), {
          capture: true,
          once: true,
        });
      });
      await link.first().click();
      const drawn = await page.waitForFunction(chartDrawn, undefined, {
        timeout: 30_000,
        polling: 'raf',
      });
      const at = (await page.evaluate(() => (window as { __clickAt?: number }).__clickAt)) ?? 0;
      const { drawn: end, asked, answered } = (await drawn.jsonValue()) as Load;
      const click: Load = {
        drawn: end - at,
        asked: asked - at,
        answered: answered - at,
        steps: [
          ...(await pageSteps(page))
            .filter((step) => step.start >= at)
            .map((step) => ({ ...step, start: step.start - at, end: step.end - at })),
          { name: 'chart drawn', start: end - at, end: end - at },
        ],
      };
      if (run > 0) clicks.push(click);
      else console.log(`  first click (the chart's code not yet in): ${click.drawn.toFixed(0)} ms`);
      await page.goBack();
    }
    return clicks;
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
    const clicks = (await timeInApp(`http://127.0.0.1:${port}`, surgicalCase)).result;
    reportLatency(
      `chart drawn, in-app: case clicked on the case list (${label})`,
      clicks.map((c) => c.drawn),
      TARGET_MS,
    );
    reportLatency(
      `series asked for, from the click (${label})`,
      clicks.map((c) => c.asked),
    );
    reportWaterfall(
      `where a click's time goes (${label})`,
      clicks.map((c) => c.steps),
      'the click',
    );
  } finally {
    await close();
  }
}

console.log(
  `anesthesia-chart: a 12-hour anesthetic record of 5-minute vitals (${ROWS} rows), time to chart (target < ${TARGET_MS} ms)`,
);
await onEachDatabaseWithClient('anesthesia-chart', run);
