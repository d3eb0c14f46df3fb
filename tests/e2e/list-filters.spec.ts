// A list filtered by a date range and a status "in" lives in the page's address: a reload
// shows the same filtered list, Back undoes the last change.
import { expect, type Page, test } from '@playwright/test';
import { hospitalDay } from './hospital-day';
import { DEMO_PASSWORD } from './preview-helpers';

async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login$/);
}

/** "November 24, 2026, 8:30 AM" (spec 9) as 2026-11-24. */
function shownDay(text: string): string {
  const at = new Date(`${text.split(',').slice(0, 2).join(',')} 12:00 UTC`);
  return at.toISOString().slice(0, 10);
}

test('filters appointments by a date range and statuses, kept through a reload', async ({
  page,
}) => {
  await signIn(page, 'doctor@tena.demo');
  await page.goto('/admin/main/appointment/l');
  const grid = page.getByRole('grid');
  const pager = page.getByText(/Rows \d+–\d+ of \d+|No rows/);
  await expect(pager).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const time = page.getByRole('group', { name: 'Appointment Time filter' });
  const status = page.getByRole('group', { name: 'Status filter' });
  await time.getByLabel('Appointment Time', { exact: true }).selectOption('Between');
  // The demo hospital's visits run from today on; these days hold some of them.
  const [from, to] = [hospitalDay(0), hospitalDay(2)];
  await time.getByLabel('Appointment Time from').fill(from);
  await time.getByLabel('Appointment Time to').fill(to);
  await expect(page).toHaveURL(new RegExp(`filter%5Bscheduled_at%5D%5Blte%5D=${to}`));
  await status.getByRole('checkbox', { name: 'Scheduled' }).check();
  await status.getByRole('checkbox', { name: 'Checked In' }).check();
  await expect(page).toHaveURL(
    /filter%5Bstatus%5D%5Bin%5D=Scheduled&filter%5Bstatus%5D%5Bin%5D=Checked\+In/,
  );
  await expect(status.getByLabel('Status', { exact: true })).toHaveValue('in');
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  const cells = (field: string) =>
    grid.locator(`tbody tr[data-row-key] [data-field="${field}"]`).allTextContents();
  const statuses = async () => new Set(await cells('status'));
  await expect
    .poll(async () => [...(await statuses())].sort())
    .toEqual(expect.arrayContaining(['Scheduled']));
  expect([...(await statuses())].every((s) => ['Scheduled', 'Checked In'].includes(s))).toBe(true);
  for (const text of await cells('scheduled_at')) {
    expect(shownDay(text) >= from && shownDay(text) <= to, text).toBe(true);
  }
  const filtered = (await pager.textContent()) ?? '';

  await page.reload();
  await expect(page).toHaveURL(/filter%5Bstatus%5D%5Bin%5D=Checked\+In/);
  // The filters are in view again, as they were set.
  await expect(status.getByRole('checkbox', { name: 'Scheduled' })).toBeChecked();
  await expect(status.getByRole('checkbox', { name: 'Checked In' })).toBeChecked();
  await expect(status.getByRole('checkbox', { name: 'Cancelled' })).not.toBeChecked();
  await expect(time.getByLabel('Appointment Time from')).toHaveValue(from);
  await expect(time.getByLabel('Appointment Time to')).toHaveValue(to);
  await expect(pager).toHaveText(filtered);

  // Back undoes the last tick; Forward puts it back.
  await page.goBack();
  await expect(status.getByRole('checkbox', { name: 'Checked In' })).not.toBeChecked();
  await expect(status.getByRole('checkbox', { name: 'Scheduled' })).toBeChecked();
  await expect.poll(statuses).toEqual(new Set(['Scheduled']));
  await page.goForward();
  await expect(status.getByRole('checkbox', { name: 'Checked In' })).toBeChecked();
  await expect(pager).toHaveText(filtered);
});
