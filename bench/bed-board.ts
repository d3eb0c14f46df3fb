// The ward bed board of a 300-bed hospital (issue 21, bed-board-seed.ts) on the demo hospital:
// the server's time for GET /api/inpatient/board (through the whole app in this process:
// routing, auth, the queries; no network) per ward and for all wards, and for the census, as
// p50/p99 over 200 reads each after a warm-up, as the IPD Nurse; then the time to show the board
// in Chromium on a production build, from navigation to the last bed card rendered, over 20
// loads. SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
// Target (issue 21): board p99 under 100 ms.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { BedBoard } from '../src/engine/wire/bed-board';
import { seedBedBoardHospital } from './bed-board-seed';
import { withSignedInChromium } from './chromium-session';
import { percentile, reportLatency, timeGets } from './latency';
import { pageSteps, reportWaterfall, type Step, watchLongTasks } from './page-waterfall';
import { demoHospitalApp, onEachDatabaseWithClient, signInDemo } from './setup';

const PASSWORD = 'bench-pass-1';
const COUNTS = { warmUp: 20, measured: 200 };
const LOADS = 20;
const P99_TARGET_MS = 100;

/** Milliseconds from navigation to the board's last bed card in the page, over LOADS loads. */
async function timeToBoard(base: string, beds: number) {
  return withSignedInChromium(base, 'IPD Nurse', PASSWORD, async (context) => {
    await watchLongTasks(context);
    const times: number[] = [];
    const waterfalls: Step[][] = [];
    for (let load = 0; load < LOADS; load++) {
      // A fresh page each time: the session comes back from its cookie, as after a reload.
      const board = await context.newPage();
      await board.goto(`${base}/admin/main/wards`);
      const shown = await board.waitForFunction(
        (wanted) =>
          document.querySelectorAll('article[data-bed]').length >= wanted
            ? performance.now()
            : false,
        beds,
        { timeout: 30_000, polling: 'raf' },
      );
      const at = (await shown.jsonValue()) as number;
      times.push(at);
      waterfalls.push([...(await pageSteps(board)), { name: 'board shown', start: at, end: at }]);
      await board.close();
    }
    return { times, waterfalls };
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
    const started = performance.now();
    const made = await seedBedBoardHospital(app);
    console.log(
      `${`seeded (${label}): ${made.beds} beds in ${made.wards.length} wards, ${made.admissions} admissions, ${made.charts} chart entries, ${made.allergies} allergies, ${made.medicationOrders} medication orders`.padEnd(60)} ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (made.note) console.log(`  ${made.note}`);
    const { headers } = await signInDemo(app, 'IPD Nurse', PASSWORD);
    const all = (
      await app.inject({ method: 'GET', url: '/api/inpatient/board', headers })
    ).json() as BedBoard;
    const beds = all.wards.reduce(
      (sum, ward) => sum + ward.rooms.reduce((n, room) => n + room.beds.length, 0),
      0,
    );
    const alerts = all.wards
      .flatMap((ward) => ward.rooms.flatMap((room) => room.beds))
      .filter((bed) => bed.alerts.length > 0).length;
    console.log(`  the board: ${all.wards.length} wards, ${beds} beds, ${alerts} with alerts`);
    reportLatency(
      `GET board, one ward (50 beds) (${label})`,
      await timeGets(
        app,
        made.wards.map((ward) => `/api/inpatient/board?ward=${ward}`),
        headers,
        COUNTS,
      ),
      P99_TARGET_MS,
    );
    reportLatency(
      `GET board, all wards (${beds} beds) (${label})`,
      await timeGets(app, ['/api/inpatient/board'], headers, COUNTS),
      P99_TARGET_MS,
    );
    reportLatency(
      `GET census, all wards (${label})`,
      await timeGets(app, ['/api/inpatient/census'], headers, COUNTS),
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const browser = await timeToBoard(`http://127.0.0.1:${port}`, beds);
    const sorted = [...browser.result.times].sort((a, b) => a - b);
    console.log(
      `${`time to the board (${beds} beds) in Chromium ${browser.version} (${label})`.padEnd(60)} p50=${percentile(sorted, 50).toFixed(0).padStart(6)} ms  p99=${percentile(sorted, 99).toFixed(0).padStart(6)} ms  n=${sorted.length}`,
    );
    reportWaterfall(`where a load's time goes (${label})`, browser.result.waterfalls);
  } finally {
    await close();
  }
}

console.log('bed-board: the ward bed board of a 300-bed hospital (server p99 target < 100 ms)');
await onEachDatabaseWithClient('bed-board', run);
