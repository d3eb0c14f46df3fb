// Server figures: database open and the health endpoint through inject.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { projectRoot, readVersion } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { loadRegistry } from '../src/server/registry/read-registry';
import { report } from './report';

console.log('server');
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

  const loads: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    loadRegistry(projectRoot);
    loads.push(performance.now() - started);
  }
  report('load + check the shipped registry', loads);

  const database = await openDatabase({ dataDir });
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      version: readVersion(),
      clientDir: undefined,
      dataDir,
      mailFrom: 'bench@tena.local',
      publicUrl: 'http://localhost',
    },
    database,
    registry: loadRegistry(projectRoot).registry,
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
