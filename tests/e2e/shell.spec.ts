import { expect, test } from '@playwright/test';

const DEFAULT_TEXT =
  "We can't find the page you're looking for. It might have been removed or is temporarily unavailable.";

test('/ redirects to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Tena' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('the dark theme is applied by default and the choice is remembered', async ({ page }) => {
  await page.goto('/auth/login');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('tena.theme'))).toBe('light');
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('an unknown address shows the 404 page, and Go Back returns', async ({ page }) => {
  await page.goto('/auth/login');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Lost in Space' })).toBeVisible();
  await expect(page.getByText(DEFAULT_TEXT)).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('Go Back on a 404 opened directly leaves for the start page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Lost in Space' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the page loads with no console errors and no CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Tena' })).toBeVisible();
  expect(problems).toEqual([]);
});
