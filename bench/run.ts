// `npm run bench`: server figures. Not part of `npm test`; numbers go in the issue notes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { readVersion } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function report(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, ms) => sum + ms, 0);
  console.log(
    `${name.padEnd(42)} n=${String(samples.length).padStart(5)}  p50=${percentile(sorted, 50).toFixed(3)} ms  p95=${percentile(sorted, 95).toFixed(3)} ms  ops/s=${((samples.length / total) * 1000).toFixed(0)}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tena-bench-'));
try {
  const opens: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const database = await openDatabase({ dataDir });
    opens.push(performance.now() - started);
    await database.close();
  }
  report('open + migrate SQLite database', opens);

  const database = await openDatabase({ dataDir });
  const app = await buildApp({
    config: { logLevel: 'silent', version: readVersion(), clientDir: undefined },
    database,
    logger: false,
  });
  await app.ready();
  const health: number[] = [];
  for (let i = 0; i < 3000; i += 1) {
    const started = performance.now();
    await app.inject({ method: 'GET', url: '/api/health' });
    health.push(performance.now() - started);
  }
  report('GET /api/health (inject, SQLite)', health.slice(500));
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
