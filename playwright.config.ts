import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Workers re-read this file, so the port and data folder are chosen once and passed on through
// the environment they inherit.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tena-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // Two workers, their Chromiums and the server share two cores: a page that shows in a second
  // alone may take several under that load, so waits are generous (they end as soon as the
  // page is right; they measure nothing).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL,
    // A trace records a snapshot of the page at every action (a journey took 78 s with it, 58
    // without). CI keeps nothing but the printed output, so there it records none; locally a
    // failed test's trace stays in test-results/ to open with `npx playwright show-trace`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Menus and dialogs appear at once (styles.css honours the setting): no click lands on an
    // element still moving into place.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's headless shell (scripts/ensure-chromium.sh): Playwright's own choice for
      // headless tests; the full browser also starts its window UI for every new page.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The real `npm start` path: builds the client if stale, then serves on a temporary database.
    command: 'node_modules/.bin/tsx scripts/start.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      TENA_DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // A form designer's origin (served by tests/e2e/preview.spec.ts through page.route).
      TENA_PREVIEW_ORIGINS: 'https://designer.test',
      // Every test comes from 127.0.0.1 to one server: with --repeat-each, the per-address and
      // per-user limits (tested in tests/api) would refuse reset links and emails by the hour.
      TENA_LOGIN_LIMIT_SOURCE: '10000/15m',
      TENA_RESET_LIMIT_SOURCE: '10000/1h',
      TENA_RESET_LIMIT_EMAIL: '10000/1h',
      TENA_MAIL_LIMIT_USER: '10000/1h',
      // The file specs upload as the same demo users and leave most uploads unattached: a
      // repeated run passes the per-user quota (tested in tests/api/file-quota.test.ts).
      TENA_UNATTACHED_FILES_MAX: '10000',
      TENA_UNATTACHED_FILES_MB: '10000',
    },
  },
});
