// Initial JavaScript of the sign-in page and of the dashboard (issue 8 target: sign-in under
// 200 KB gzip): the production client served by the real server, opened in Chromium with an
// empty cache; every script the page fetched until the network settled, gzipped (level 6, as a
// web server sends it) and summed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { buildClient, startServer } from './setup';

const TARGET_KB = 200;
const DEMO_PASSWORD = 'Tena@2026';

interface Loaded {
  files: number;
  raw: number;
  gzip: number;
}

/** Loads `url` in `context` and sums the scripts it fetched. */
async function scriptsOf(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
) {
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const buffers = await Promise.all(bodies);
  await page.close();
  return buffers.reduce<Loaded>(
    (sum, body) => ({
      files: sum.files + 1,
      raw: sum.raw + body.length,
      gzip: sum.gzip + gzipSync(body, { level: 6 }).length,
    }),
    { files: 0, raw: 0, gzip: 0 },
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
function report(name: string, loaded: Loaded, target?: number) {
  const verdict = target === undefined ? '' : loaded.gzip / 1024 < target ? ' (met)' : ' (MISSED)';
  console.log(
    `${name}: ${loaded.files} scripts, ${kb(loaded.raw)} KB raw, ${kb(loaded.gzip)} KB gzip` +
      (target === undefined ? '' : `, target < ${target} KB gzip${verdict}`),
  );
}

const work = mkdtempSync(path.join(tmpdir(), 'tena-bench-bundle-'));
const clientDir = path.join(work, 'client');
await buildClient(clientDir);
const server = await startServer(path.join(work, 'data'), undefined, clientDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log('bench bundle: initial JavaScript per page (empty cache, production build)');
  const signInContext = await browser.newContext();
  const signIn = await scriptsOf(signInContext, `${server.url}/auth/login`, async (page) => {
    await page.getByRole('heading', { name: 'Sign in to Tena' }).waitFor();
  });
  report('sign-in page /auth/login', signIn, TARGET_KB);

  // Signed in through the page, then the dashboard opened afresh (a new context keeps the
  // refresh cookie but not the cached scripts).
  const page = await signInContext.newPage();
  await page.goto(`${server.url}/auth/login`);
  await page.getByLabel('Email').fill('reception@tena.demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/main$/);
  const state = await signInContext.storageState();
  await signInContext.close();
  const dashboardContext = await browser.newContext({ storageState: state });
  const dashboard = await scriptsOf(dashboardContext, `${server.url}/admin/main`, async (p) => {
    await p.getByRole('region', { name: 'Counts' }).waitFor();
  });
  report('dashboard /admin/main (reception)', dashboard);
  await dashboardContext.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
