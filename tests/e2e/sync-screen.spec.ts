import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './preview-helpers';

// A server of its own, on a copy of the schemas changed under it so one model fails to sync.
// (Playwright loads specs without JSON imports, so the registry helpers of the API tests,
// which read the meta-schemas, are not used here.)
const root = process.cwd();
// Both tests can share that server: run them one after the other in one worker. Fully parallel,
// the file's two tests went to two workers, each starting a server and seeding a demo hospital.
test.describe.configure({ mode: 'default' });
let registryDir: string;
let dataDir: string;
let server: ReturnType<typeof spawn>;
let base: string;

/** The model names of a registry folder, sorted as the sync endpoint sorts them. */
function modelNames(dir: string): string[] {
  return readdirSync(path.join(dir, 'schemas'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, 'schemas', file), 'utf8')).model)
    .sort();
}

test.beforeAll(async () => {
  // Seeding the demo accounts and hospital takes a while on a small machine.
  test.setTimeout(120_000);
  registryDir = mkdtempSync(path.join(tmpdir(), 'tena-sync-registry-'));
  for (const folder of ['schemas', 'screens', 'permissions'])
    cpSync(path.join(root, folder), path.join(registryDir, folder), { recursive: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'tena-sync-e2e-'));
  server = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'src/server/main.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        TENA_DATA_DIR: dataDir,
        TENA_REGISTRY_DIR: registryDir,
        // A client built for this run (see README), else the shared dist/client.
        ...(process.env.TENA_CLIENT_DIR ? { TENA_CLIENT_DIR: process.env.TENA_CLIENT_DIR } : {}),
        // info: the line naming the address is logged at that level.
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await expect
    .poll(() => output.match(/Tena is running at (http:\/\/localhost:\d+)/)?.[1], {
      timeout: 100_000,
      message: 'the server did not start',
    })
    .toBeTruthy();
  base = (output.match(/Tena is running at (http:\/\/localhost:\d+)/)?.[1] ?? '').replace(
    'localhost',
    '127.0.0.1',
  );
  // The demo hospital's patients hold first names: a number type cannot take them over.
  const file = path.join(registryDir, 'schemas', 'patient.json');
  const patient = JSON.parse(readFileSync(file, 'utf8'));
  patient.fields.first_name.type = 'number';
  writeFileSync(file, JSON.stringify(patient, null, 2));
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(registryDir, { recursive: true, force: true });
});

test('DB Sync Progress runs every batch and reports a failing model and a failed batch', async ({
  page,
}) => {
  const models = modelNames(registryDir);
  const login = await page.request.post(`${base}/api/auth/login`, {
    data: { email: 'admin@tena.demo', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  // One batch without the patient model never reaches the server (the third, unless patient
  // sorts into it); the others are slowed a little so the running state can be seen.
  const patientBatch = Math.floor(models.indexOf('patient') / 5) * 5;
  const aborted = patientBatch === 10 ? 15 : 10;
  const abortedRange = `${aborted}-${aborted + 5}`;
  await page.route('**/api/public/sync-database', async (route) => {
    const body = route.request().postDataJSON() as { startIndex: number; onlyModels: boolean };
    expect(body.onlyModels).toBe(true);
    if (body.startIndex === aborted) return route.abort('connectionrefused');
    await new Promise((resolve) => setTimeout(resolve, 50));
    return route.continue();
  });

  await page.goto(`${base}/sync-db`);
  await expect(page.getByRole('heading', { name: 'DB Sync Progress' })).toBeVisible();
  await expect(page.getByLabel('URL')).toHaveValue('/api/public/sync-database');
  await expect(page.getByLabel('Start Index')).toHaveValue('0');
  await expect(page.getByLabel('Max Index')).toHaveValue('150');
  await expect(page.getByLabel('Step')).toHaveValue('5');
  await expect(page.getByText('0% completed')).toBeVisible();

  await page.getByRole('button', { name: 'Start Sync' }).click();
  await expect(page.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
  const inAbortedBatch = models.slice(aborted, aborted + 5).length;
  const success = models.length - 1 - inAbortedBatch;
  await expect(page.getByRole('status')).toHaveText(
    `All sync done! Success: ${success}, Failed: 2`,
    // Thirty batches, each reloading the schemas from disk: allow the whole run.
    { timeout: 60_000 },
  );
  await expect(page.getByText('100% completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Sync' })).toBeEnabled();

  const log = page.getByRole('log', { name: 'Sync log' });
  await expect(log).toContainText(`Batch ${abortedRange} failed:`);
  await expect(log).toContainText('patient: refused to sync m_patient');

  const failed = page.getByRole('button', { name: 'patient' });
  await failed.hover();
  await expect(page.getByRole('tooltip')).toContainText('refused to sync m_patient');
  await expect(page.getByRole('button', { name: abortedRange })).toBeVisible();
  for (const label of ['File Ops', 'Sync Ops', 'Fetch Ops']) {
    const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(value).toHaveText(/^\d+\.\d{2}$/);
  }
});

test('without the Sync Database permission the run stops at the first refusal, in one line', async ({
  page,
}) => {
  // Spec 6.3 gives a Doctor no Sync Database: the screen opens, the server refuses each batch.
  const login = await page.request.post(`${base}/api/auth/login`, {
    data: { email: 'doctor@tena.demo', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/public/sync-database')) answers.push(response.status());
  });

  await page.goto(`${base}/sync-db`);
  await page.getByRole('button', { name: 'Start Sync' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Sync stopped: your account does not have the Sync Database permission, which every batch needs. Ask an administrator for it, then start again.',
  );
  await expect(page.getByRole('button', { name: 'Start Sync' })).toBeEnabled();
  // One refused batch, not thirty: nothing is listed as failed and the log holds the line once.
  expect(answers).toEqual([403]);
  const log = page.getByRole('log', { name: 'Sync log' });
  await expect(log).toContainText('Syncing 30 batches from /api/public/sync-database');
  expect((await log.textContent())?.match(/Sync stopped/g)).toHaveLength(1);
  await expect(log).not.toContainText('Batch 0-5');
  await expect(page.getByText('0% completed')).toBeVisible();
});
