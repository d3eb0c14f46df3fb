import { expect, type Locator, type Page, test } from '@playwright/test';
import { CONSULTATION, callerOf, submittedInvoice } from './billing-fixtures';
import { signIn } from './preview-helpers';

/** Shared page elements (spec 2.5, 2.6, 4, 9) through /playground/elements. */
const PAGE = '/playground/elements';
const DEFAULT_TEXT = 'Are you sure you want to permanently remove this item?';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

test('tabs switch by click and arrow keys, and the remembered tab survives a reload', async ({
  page,
}) => {
  await page.goto(PAGE);
  const tabs = page.getByRole('tablist', { name: 'Patient record (underline)' });
  const tab = (name: string) => tabs.getByRole('tab', { name });
  const panel = page.getByTestId('tabs-underline').getByRole('tabpanel');
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('Overview: the patient is stable');

  await tab('Visits').click();
  await expect(tab('Visits')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'false');
  await expect(panel).toContainText('Visits: 3 outpatient visits');
  await expect(panel).toHaveAttribute(
    'aria-labelledby',
    (await tab('Visits').getAttribute('id')) ?? '',
  );

  await page.keyboard.press('ArrowRight');
  await expect(tab('Billing')).toBeFocused();
  await expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('Billing: one invoice');
  // Wraps round, and only the selected tab is in the Tab order.
  await page.keyboard.press('ArrowRight');
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Billing')).toHaveAttribute('tabindex', '0');
  await expect(tab('Visits')).toHaveAttribute('tabindex', '-1');

  // The vertical design moves with up and down.
  const vertical = page.getByRole('tablist', { name: 'Patient record (vertical)' });
  await expect(vertical).toHaveAttribute('aria-orientation', 'vertical');
  await vertical.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(vertical.getByRole('tab', { name: 'Visits' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Every one of the six designs is there.
  for (const design of ['underline', 'pills', 'boxed', 'segmented', 'vertical', 'cards']) {
    await expect(page.getByRole('tablist', { name: `Patient record (${design})` })).toBeVisible();
  }

  await page.reload();
  await expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('Billing: one invoice');
  await expect(vertical.getByRole('tab', { name: 'Visits' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // A tab list that was never touched still starts on its first tab.
  await expect(
    page
      .getByRole('tablist', { name: 'Patient record (pills)' })
      .getByRole('tab', { name: 'Overview' }),
  ).toHaveAttribute('aria-selected', 'true');
});

test('the vertical step view moves with Back and Next and remembers its step', async ({ page }) => {
  await page.goto(PAGE);
  const steps = page.getByTestId('steps-demo');
  const current = steps.locator('li[aria-current="step"]');
  const back = steps.getByRole('button', { name: 'Back' });
  const next = steps.getByRole('button', { name: 'Next' });

  await expect(current).toContainText('Choose patient');
  await expect(current).toContainText('Find the patient by name or MRN.');
  await expect(back).toBeDisabled();
  await next.click();
  await expect(current).toContainText('Choose service');
  await expect(back).toBeEnabled();
  await next.click();
  await next.click();
  await expect(current).toContainText('Confirm');
  await expect(next).toBeDisabled();
  await back.click();
  await expect(current).toContainText('Schedule');
  await expect(steps.locator('li')).toHaveCount(4);

  await page.reload();
  await expect(current).toContainText('Schedule');
  await expect(current).toContainText('Pick a free half-hour slot.');
});

async function openPopover(page: Page) {
  const trigger = page.getByRole('button', { name: 'Delete item' });
  // Measured first: while the popover is open, the rest of the page is hidden from the a11y tree.
  await trigger.scrollIntoViewIfNeeded();
  const triggerBox = await box(trigger);
  await trigger.click();
  const popover = page.getByRole('alertdialog');
  await expect(popover).toBeVisible();
  return { trigger, triggerBox, popover };
}

test('the confirmation popover asks with Cancel and Ok, traps focus and is 500 px wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const answer = page.getByTestId('popover-answer');
  const { trigger, triggerBox: t, popover } = await openPopover(page);
  await expect(popover).toContainText(DEFAULT_TEXT);
  expect((await box(popover)).width).toBe(500);
  // Anchored just under its trigger, left edges aligned.
  const p = await box(popover);
  expect(Math.abs(p.x - t.x)).toBeLessThan(1);
  expect(p.y).toBeGreaterThanOrEqual(t.y + t.height);
  expect(p.y).toBeLessThan(t.y + t.height + 20);

  const cancel = popover.getByRole('button', { name: 'Cancel' });
  const ok = popover.getByRole('button', { name: 'Ok' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(answer).toHaveText('cancel');
  await expect(trigger).toBeFocused();

  await openPopover(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(answer).toHaveText('ok');

  await openPopover(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(answer).toHaveText('cancel');
});

test('the confirmation popover is 300 px wide on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(PAGE);
  const { popover } = await openPopover(page);
  expect((await box(popover)).width).toBe(300);
  const p = await box(popover);
  expect(p.x + p.width).toBeLessThanOrEqual(375);
});

test('the menu opens from its button and runs the chosen action', async ({ page }) => {
  await page.goto(PAGE);
  const button = page.getByRole('button', { name: 'Actions' });
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(4);
  // The tests ask for reduced motion (playwright.config.ts): the menu does not scale in.
  await expect(menu).toHaveCSS('transition-duration', '0s');
  await menu.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('menu-action')).toHaveText('duplicate');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
});

function pickList(page: Page) {
  const demo = page.getByTestId('pick-list-demo');
  const available = demo.getByRole('listbox', { name: 'Available' });
  const selected = demo.getByRole('listbox', { name: 'Selected' });
  return { demo, available, selected, value: page.getByTestId('pick-list-value') };
}

test('the pick-list moves items across, searches both lists by name', async ({ page }) => {
  await page.goto(PAGE);
  const { demo, available, selected, value } = pickList(page);
  await expect(selected.getByRole('option')).toHaveText(['View patients']);
  await expect(available.getByRole('option')).toHaveCount(9);
  await expect(available.getByRole('option', { name: 'View patients' })).toHaveCount(0);

  // Choose two, move them with the button.
  await available.getByRole('option', { name: 'Add patients' }).click();
  await available.getByRole('option', { name: 'Record payments' }).click();
  await expect(available.getByRole('option', { name: 'Add patients' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await demo.getByRole('button', { name: 'Move chosen to Selected' }).click();
  await expect(selected.getByRole('option')).toHaveText([
    'View patients',
    'Add patients',
    'Record payments',
  ]);
  await expect(value).toHaveText('View patients, Add patients, Record payments');

  // Double-click moves one item straight across, both ways.
  await available.getByRole('option', { name: 'Edit patients' }).dblclick();
  await expect(selected.getByRole('option', { name: 'Edit patients' })).toBeVisible();
  await selected.getByRole('option', { name: 'View patients' }).dblclick();
  await expect(available.getByRole('option', { name: 'View patients' })).toBeVisible();
  await expect(value).toHaveText('Add patients, Record payments, Edit patients');

  // Keyboard: arrows move within a list, Enter moves the active item across.
  await selected.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(value).toHaveText('Add patients, Record payments');

  // The search filters both lists; "move all" moves only what is shown.
  await demo.getByLabel('Search by name').fill('LAB');
  await expect(available.getByRole('option')).toHaveText([
    'View lab results',
    'Approve lab results',
  ]);
  await expect(selected.getByRole('option')).toHaveCount(0);
  await demo.getByRole('button', { name: 'Move all to Selected' }).click();
  await demo.getByLabel('Search by name').fill('patients');
  await expect(selected.getByRole('option')).toHaveText(['Add patients']);
  await demo.getByLabel('Search by name').fill('');
  await expect(value).toHaveText(
    'Add patients, Record payments, View lab results, Approve lab results',
  );
  await demo.getByRole('button', { name: 'Move all to Available' }).click();
  await expect(selected.getByRole('option')).toHaveCount(0);
  await expect(available.getByRole('option')).toHaveCount(10);
});

test('the pick-list lists sit side by side from 1400px and stack below, 24rem high', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto(PAGE);
  const { available, selected } = pickList(page);
  await expect(available.getByRole('option')).toHaveCount(9);
  let a = await box(available);
  let s = await box(selected);
  expect(a.height).toBe(384);
  expect(s.height).toBe(384);
  expect(Math.abs(a.y - s.y)).toBeLessThan(1);
  expect(s.x).toBeGreaterThan(a.x + a.width);

  await page.setViewportSize({ width: 1000, height: 900 });
  a = await box(available);
  s = await box(selected);
  expect(a.height).toBe(384);
  expect(s.y).toBeGreaterThan(a.y + a.height);
  expect(Math.abs(a.x - s.x)).toBeLessThan(1);
});

test('opening one panel closes the others', async ({ page }) => {
  await page.goto(PAGE);
  const open = page.getByTestId('open-panel');
  const formSidebar = page.locator('[data-panel="form-sidebar"]');
  const detailSidebar = page.locator('[data-panel="detail-sidebar"]');
  const dialog = (name: string) => page.getByRole('dialog', { name });

  await page.getByRole('button', { name: 'Open form sidebar' }).click();
  await expect(formSidebar).toBeVisible();
  await expect(open).toHaveText('form-sidebar');
  const sidebar = await box(formSidebar);
  expect(sidebar.width).toBe(350);
  await expect(formSidebar).toHaveCSS('padding', '10px');
  expect(sidebar.x + sidebar.width).toBeCloseTo(page.viewportSize()?.width ?? 0, 0);

  // The sidebar is not modal: the page's own button opens the other sidebar, closing this one.
  await page.getByRole('button', { name: 'Open detail sidebar' }).click();
  await expect(detailSidebar).toBeVisible();
  await expect(formSidebar).toHaveCount(0);
  await expect(open).toHaveText('detail-sidebar');

  // From the sidebar to a dialog: the sidebar goes.
  await detailSidebar.getByRole('button', { name: 'Edit in a dialog' }).click();
  await expect(dialog('Edit department')).toBeVisible();
  await expect(detailSidebar).toHaveCount(0);
  await expect(open).toHaveText('form-dialog');
  // A dialog is centred.
  const panel = await box(page.locator('[data-panel="form-dialog"]'));
  expect(Math.abs(panel.x + panel.width / 2 - (page.viewportSize()?.width ?? 0) / 2)).toBeLessThan(
    2,
  );

  // Submitting the form dialog opens the detail dialog in its place.
  await dialog('Edit department').getByRole('button', { name: 'Save' }).click();
  await expect(dialog('Department details')).toBeVisible();
  await expect(dialog('Edit department')).toHaveCount(0);
  await expect(open).toHaveText('detail-dialog');

  await dialog('Department details')
    .getByRole('button', { name: 'Edit in the sidebar instead' })
    .click();
  await expect(formSidebar).toBeVisible();
  await expect(dialog('Department details')).toHaveCount(0);
  await expect(open).toHaveText('form-sidebar');

  await page.keyboard.press('Escape');
  await expect(formSidebar).toHaveCount(0);
  await expect(open).toHaveText('none');
});

test('the first-animated flag turns on 5 seconds after start', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T08:00:00Z') });
  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(new Date('2026-03-02T09:00:00Z'));
  await page.goto(PAGE);
  const flag = page.getByTestId('first-animated');
  await expect(flag).toHaveText('off');
  await page.clock.runFor(4900);
  await expect(flag).toHaveText('off');
  await page.clock.runFor(100);
  await expect(flag).toHaveText('on');
});

test('the invoice dialog shows a server error in the alert when not signed in', async ({
  page,
}) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Open invoice dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice #1' });
  await expect(dialog.getByText('The invoice could not be loaded.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
});

test('the invoice dialog shows an invoice and records a payment on the server', async ({
  page,
}) => {
  // A cashier may see patients and add invoices and payments (permissions/matrix.json).
  const token = await signIn(page, 'cashier-manager@tena.demo');
  const headers = { Authorization: `Bearer ${token}` };
  const call = callerOf(page.request, headers);
  const patients = await call('/api/models/patient?pageSize=1');
  const patientId = (patients.rows as { id: number }[])[0]?.id as number;
  expect(patientId).toBeGreaterThan(0);
  // Two consultations, priced by the server from the catalogue.
  const invoice = await submittedInvoice(call, patientId, { quantity: 2 });
  expect(invoice.total).toBe(2 * CONSULTATION.price);

  await page.goto(PAGE);
  await page.getByLabel('Invoice ID').fill(String(invoice.id));
  await page.getByLabel('Customer ID').fill(String(patientId));
  await page.getByLabel('Total amount').fill('1000');
  await page.getByLabel('Balance due').fill('1000');
  await page.getByRole('button', { name: 'Open invoice dialog' }).click();

  const dialog = page.getByRole('dialog', { name: `Invoice #${invoice.id}` });
  await expect(dialog).toContainText(invoice.invoice_number);
  // One date format per use (spec 9): the invoice date in the long-month form, the payment date
  // typed as form dates are (dd-MM-yyyy); the patient by name, not by id.
  await expect(dialog).toContainText('May 4, 2026');
  await expect(dialog).not.toContainText('2026-05-04');
  await expect(dialog.getByLabel('Payment Date')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  const stored = await call(`/api/models/invoice/${invoice.id}`);
  const patientName = (stored.titles as Record<string, Record<string, string>>).patient?.[
    String(patientId)
  ];
  expect(patientName).toBeTruthy();
  await expect(dialog).toContainText(patientName ?? '');
  const line = dialog.getByRole('row', { name: new RegExp(CONSULTATION.name) });
  await expect(line).toContainText('ETB 500.00');
  await expect(line).toContainText('ETB 1,000.00');
  await expect(dialog.getByTestId('balance-due')).toHaveText('ETB 1,000.00');
  const amount = dialog.getByLabel('Amount', { exact: true });
  await expect(amount).toHaveValue('1000.00');

  // Checked before sending: the error sits beside its field.
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Amount must be more than 0')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  // A card payment needs its slip's number.
  await amount.fill('200');
  await dialog.getByLabel('Method').selectOption('Card');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Reference is required for Card payments')).toBeVisible();

  const reference = `E2E-${Date.now()}`;
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Payment RCT-\d{4}-\d{6} recorded/);
  await expect(dialog.getByTestId('balance-due')).toHaveText('ETB 800.00');

  // On the server: one payment into the invoice, by card with its reference.
  const into = await call(`/api/billing/invoices/${invoice.id}/payments`);
  const rows = into.rows as { payment: number; amount: unknown }[];
  expect(rows).toHaveLength(1);
  expect(Number(rows[0]?.amount)).toBe(200);
  const payment = await call(`/api/models/payment/${rows[0]?.payment}`);
  const titles = payment.titles as Record<string, Record<string, string>>;
  expect(titles.method?.[String(payment.method)]).toBe('Card');
  expect(payment).toMatchObject({ patient: patientId, reference });
  expect(payment.allocations).toMatchObject([{ invoice: invoice.id }]);

  // The payments list names the method by its name and shows the amount in ETB.
  await page.goto(`/admin/main/payment/l?q=${reference}`);
  const listed = page.getByRole('grid', { name: 'Payment' }).getByRole('row').nth(1);
  await expect(listed).toContainText(String(payment.payment_number));
  await expect(listed).toContainText('Card');
  await expect(listed).toContainText('ETB 200.00');
});
