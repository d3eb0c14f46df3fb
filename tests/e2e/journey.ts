/**
 * What the journey specs (outpatient, laboratory, pharmacy, inpatient, surgery) do the same way:
 * a signed-in browser of its own for each person, the axe check once a page is ready, a form's
 * field, a pick in a combobox, a detail page's value and names no other run makes.
 */
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { seriousViolations } from './axe-violations';
import { APP_ORIGIN, signIn } from './preview-helpers';

/** A browser of its own (cookies, storage, socket) for one person of the journey, signed in. */
export async function personAt(browser: Browser, email: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  const page = await context.newPage();
  await signIn(page, email);
  return [context, page];
}

/**
 * Once `ready` shows and nothing loads, axe finds nothing serious or critical on the page. With
 * `soft` (naming the page) a finding fails the test at its end and the journey goes on, so one
 * run names every page's findings.
 */
export async function expectAccessible(page: Page, ready: Locator, soft?: { where: string }) {
  await expect(ready).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const violations = await seriousViolations(page);
  if (soft) expect.soft(violations, `axe on ${soft.where}`).toEqual([]);
  else expect(violations).toEqual([]);
}

/** A form's field, by its name (FormEngine's data-field). */
export const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

/** Picks `option` in the combobox `box`, typing `typed` first to search (the first match). */
export async function pick(page: Page, box: Locator, option: string | RegExp, typed?: string) {
  await box.click();
  if (typed) await page.keyboard.type(typed);
  const offered = page.getByRole('option', { name: option }).first();
  await expect(offered, `the picker offers ${String(option)}`).toBeVisible();
  await offered.click();
  // Headless UI focuses the box again a frame after the click: the next field typed into
  // before that would lose its text to this box.
  await expect(box).toBeFocused();
}

/** The value a record's detail page shows for a field, by its label. */
export const shown = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A number spelt in capital letters, so the names and codes repeated runs make differ. */
export const letters = (n: number) =>
  [...n.toString(26)].map((d) => String.fromCharCode(65 + Number.parseInt(d, 26))).join('');
