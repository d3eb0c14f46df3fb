import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './preview-helpers';

// Issue 16 item 13: the Waiting Screen role and emergency staff open their screens from the menu
// (the waiting screens and the emergency board; they may not view appointments, spec 6.3).

async function signIn(page: Page, email: string, landing = /\/admin\/main$/) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the waiting-room display lands on its waiting screens, the only entry of its menu', async ({
  page,
}) => {
  // Its dashboard would only lead here: signing in (and /admin/main) opens the screens at once.
  await signIn(page, 'waiting-screen@tena.demo', /\/admin\/main\/waiting_screen$/);
  await expect(page.getByRole('heading', { name: 'Waiting Screen', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText(['Waiting Screen']);
  await page.goto('/admin/main');
  await expect(page).toHaveURL(/\/admin\/main\/waiting_screen$/);
  // The demo hospital: a screen for each of its five clinical departments.
  const screens = page.getByRole('main').getByRole('link', { name: /waiting area/ });
  await expect(screens).toHaveCount(5);
  await screens.first().click();
  await expect(page).toHaveURL(/\/waiting_screen\/detail\/\d+$/);
  await expect(page.getByRole('region', { name: 'Now called' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next' })).toBeVisible();
  await expect(page.getByRole('button', { name: /click to turn the chime on/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const email of ['emergency-nurse@tena.demo', 'emergency-manager@tena.demo']) {
  test(`${email} opens the emergency board from the menu`, async ({ page }) => {
    await signIn(page, email);
    await nav(page).getByRole('link', { name: 'Emergencies' }).click();
    await expect(page.getByRole('heading', { name: 'Emergency Board', level: 1 })).toBeVisible();
    await expect(page.getByText(/in the emergency department/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'New emergency' })).toBeVisible();
    await expect(page.getByText('Triage categories and their criteria')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
