// Spreadsheet zip bombs against the real server (its own process) on 127.0.0.1: a 1 MB .xlsx
// whose picture claims 100 bytes but inflates to 1 GB, put to each import. Reports the time to
// the 413, the server's resident memory before and at its peak while the import ran (sampled
// every 5 ms from /proc), and the slowest /api/health answer meanwhile.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/connect';
import { DEMO_DOMAIN, seedDemoUsers, seedRoles } from '../src/server/seed/seed-accounts';
import { fileUpload, workbookBomb } from '../tests/helpers/workbooks';
import { registry, signIn, startServer } from './setup';

const PASSWORD = 'bench-pass-1';
const RUNS = 3;
const MB = 1024 * 1024;

/** The resident memory of a process and its descendants, in bytes (Linux /proc). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being listed.
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // Gone.
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

console.log('spreadsheets (zip bomb: 1 MB on disk, 1 GB inflated)');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-bench-'));
try {
  const database = await openDatabase({ dataDir });
  const at = new Date().toISOString();
  await seedRoles(database.db, registry, at);
  await seedDemoUsers(database.db, registry, PASSWORD, at);
  await database.close();
  const server = await startServer(dataDir);
  try {
    const imports = [
      ['/api/users/bulk_edit/excel', `admin@${DEMO_DOMAIN}`, [['email'], ['a@b.c']]],
      [
        '/api/users/import_payments/excel',
        `reception-cashier@${DEMO_DOMAIN}`,
        [
          ['invoice', 'amount', 'payment_date', 'method'],
          ['INV-1', '1', '2026-01-01', 'Cash'],
        ],
      ],
    ] as const;
    for (const [url, email, rows] of imports) {
      const { authorization } = await signIn(server.url, email, PASSWORD);
      const bomb = await workbookBomb(rows as unknown as unknown[][], 1024);
      for (let run = 0; run < RUNS; run += 1) {
        const body = fileUpload(bomb);
        const before = treeRss(server.pid);
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, treeRss(server.pid));
        }, 5);
        let done = false;
        const started = performance.now();
        const answer = fetch(server.url + url, {
          method: 'PUT',
          headers: { authorization, ...body.headers },
          body: body.payload,
        }).then(async (response) => {
          const ms = performance.now() - started;
          done = true;
          return {
            status: response.status,
            code: ((await response.json()) as { code: string }).code,
            ms,
          };
        });
        let slowestHealth = 0;
        let healthAnswers = 0;
        while (!done) {
          const asked = performance.now();
          await (await fetch(`${server.url}/api/health`)).arrayBuffer();
          slowestHealth = Math.max(slowestHealth, performance.now() - asked);
          healthAnswers += 1;
        }
        const { status, code, ms } = await answer;
        clearInterval(sampler);
        peak = Math.max(peak, treeRss(server.pid));
        console.log(
          `${`PUT ${url} (${(bomb.length / MB).toFixed(2)} MB bomb)`.padEnd(62)} ${status} ${code} in ${ms.toFixed(0)} ms  server RSS ${(before / MB).toFixed(0)} -> peak ${(peak / MB).toFixed(0)} MB  /api/health: ${healthAnswers} answers meanwhile, slowest ${slowestHealth.toFixed(1)} ms`,
        );
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
