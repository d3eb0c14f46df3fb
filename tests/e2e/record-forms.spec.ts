import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './preview-helpers';

async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login$/);
}

const row = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test("a new appointment's status offers the workflow's start state alone", async ({ page }) => {
  await signIn(page, 'triage-nurse@tena.demo');
  await page.goto('/admin/main/appointment/l/new');
  const status = row(page, 'status').getByRole('combobox');
  // Set to the start state and not changeable here: later states come through transitions.
  await expect(status).toContainText('Scheduled');
  await expect(status).toBeDisabled();
});

test.describe('the new-patient form on the 12-column grid', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'reception@tena.demo');
  });

  test('lays short fields side by side on a 1366 px window', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/admin/main/patient/l/new');
    await expect(row(page, 'first_name')).toBeVisible();
    const [first, middle, last] = [
      await box(row(page, 'first_name')),
      await box(row(page, 'middle_name')),
      await box(row(page, 'last_name')),
    ];
    // One row: the same top, left to right, each about a third of the form.
    expect(middle.y).toBe(first.y);
    expect(last.y).toBe(first.y);
    expect(middle.x).toBeGreaterThan(first.x + first.width - 1);
    expect(last.x).toBeGreaterThan(middle.x + middle.width - 1);
    const phone = await box(row(page, 'phone'));
    const email = await box(row(page, 'email'));
    expect(email.y).toBe(phone.y);
    expect(email.x).toBeGreaterThan(phone.x + phone.width - 1);
  });

  test('stacks every field in one column on a small window', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    await page.goto('/admin/main/patient/l/new');
    await expect(row(page, 'first_name')).toBeVisible();
    const first = await box(row(page, 'first_name'));
    const middle = await box(row(page, 'middle_name'));
    const last = await box(row(page, 'last_name'));
    expect(middle.x).toBe(first.x);
    expect(last.x).toBe(first.x);
    expect(middle.y).toBeGreaterThan(first.y + first.height - 1);
    expect(last.y).toBeGreaterThan(middle.y + middle.height - 1);
    expect(middle.width).toBe(first.width);
  });
});

test('pages load with the icon, and /favicon.ico is served as an icon', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  expect(missing).toEqual([]);
});
