// The benches that time a page of the built client in Chromium (chart, anesthesia-chart,
// bed-board): one headless Chromium with one signed-in context, whose cookie brings the session
// back on every fresh page, as after a reload.
import { type BrowserContext, chromium } from '@playwright/test';
import { demoEmail } from '../src/server/seed/seed-accounts';

/**
 * Launches Chromium, signs in as the demo user of `role` at `base`, runs `work` with the signed-in
 * context and closes the browser, whatever `work` does.
 */
export async function withSignedInChromium<T>(
  base: string,
  role: string,
  password: string,
  work: (context: BrowserContext) => Promise<T>,
): Promise<{ version: string; result: T }> {
  const browser = await chromium.launch({
    // BENCH_CHROMIUM=/usr/bin/chromium-headless-shell times the page in the headless shell.
    executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/auth/login`);
    await page.getByLabel('Email').fill(demoEmail(role));
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/main$/);
    await page.close();
    return { version: browser.version(), result: await work(context) };
  } finally {
    await browser.close();
  }
}
