// The cashier's day in the browser (issue 17 section 3): a doctor orders two lab tests through
// the lab request form; the lab cashier finds the patient in request-payment, opens the invoice
// dialog, makes the invoice, takes part of it (Partly Paid, the balance shown), is refused more
// than the balance, takes the rest (Paid), and prints the receipt; an insured patient's invoice
// shows the insurer's and the patient's shares.
import { expect, type Page, test } from '@playwright/test';
import { apiAs, newPatient } from './api-as';
import { DEMO_PASSWORD } from './preview-helpers';

async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login$/);
}

const row = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

async function openQueueRow(page: Page, first: string) {
  await page.goto('/admin/main/request-payment');
  await expect(page.getByRole('heading', { name: 'Request Payment', level: 1 })).toBeVisible();
  const open = page.getByRole('button', { name: new RegExp(`^Open ${first}.* at Lab$`) });
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a lab order is invoiced, paid in two parts and its receipt printed', async ({ page }) => {
  const reception = await apiAs('reception@tena.demo');
  const patient = await newPatient(reception);

  // The doctor orders two tests through the lab request form.
  await signIn(page, 'doctor@tena.demo');
  await page.goto('/admin/main/labRequest/l/new');
  const patientSelect = row(page, 'patient').getByRole('combobox');
  await patientSelect.click();
  await page.keyboard.type(patient.first);
  await page.getByRole('option', { name: new RegExp(patient.first) }).click();
  // Two tests of the catalogue, one row each, picked by their code and name.
  for (const [n, test] of [
    'CBC Complete Blood Count (CBC)',
    'FBS Fasting Blood Sugar (FBS)',
  ].entries()) {
    await row(page, 'tests').getByRole('button', { name: 'Add Test' }).click();
    await page.getByRole('combobox', { name: `Test, row ${n + 1}` }).click();
    await page.keyboard.type(test.split(' ')[0] as string);
    await page.getByRole('option', { name: test, exact: true }).click();
    await row(page, 'tests').getByRole('button', { name: 'Save' }).click();
  }
  await row(page, 'priority').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Routine' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/labRequest\/l\/detail\/\d+/);

  // The lab cashier finds the patient waiting and opens the invoice dialog.
  await page.context().clearCookies();
  await signIn(page, 'lab-cashier@tena.demo');
  const dialog = await openQueueRow(page, patient.first);
  const charges = dialog.getByRole('group', { name: 'Charges to invoice' });
  await expect(charges.getByRole('checkbox')).toHaveCount(2);
  for (const box of await charges.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await dialog.getByRole('button', { name: 'Make invoice' }).click();
  const totals = dialog.getByLabel('Invoice totals');
  const status = dialog.getByTestId('fact-Status').locator('dd');
  await expect(status).toHaveText('Submitted');
  const total = Number(
    (await totals.getByTestId('total-Total').locator('dd').textContent())?.replace(/[^\d.]/g, ''),
  );
  expect(total).toBeGreaterThan(100);

  // Part of it: Partly Paid, the rest shown as the balance.
  const amount = dialog.getByLabel('Amount', { exact: true });
  await expect(amount).toHaveValue(total.toFixed(2));
  await amount.fill('100.00');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(status).toHaveText('Partly Paid');
  const rest = (total - 100).toFixed(2);
  await expect(dialog.getByTestId('balance-due')).toContainText(
    Number(rest).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue(rest);

  // More than the balance: the server's 422 is shown beside the amount.
  await dialog.getByLabel('Amount', { exact: true }).fill('999999.00');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  const amountError = dialog
    .getByRole('form', { name: 'Record payment' })
    .getByText(/is more than its balance$/);
  await expect(amountError).toBeVisible();
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // The rest: Paid, nothing left, and the receipt prints.
  await dialog.getByLabel('Amount', { exact: true }).fill(rest);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(status).toHaveText('Paid');
  await expect(dialog.getByRole('form', { name: 'Record payment' })).toHaveCount(0);
  await expect(dialog.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(3);
  const receipt = dialog.getByRole('status').getByRole('link', { name: 'Print receipt' });
  await expect(receipt).toBeVisible();
  const href = await receipt.getAttribute('href');
  const paymentId = /\/receipt\/(\d+)$/.exec(href ?? '')?.[1];
  expect(paymentId).toBeDefined();
  const cashier = await apiAs('lab-cashier@tena.demo');
  const pdf = await cashier.api.get(`/api/billing/payments/${paymentId}/receipt.pdf`, {
    headers: cashier.headers,
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Paid in full: the patient no longer waits.
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: new RegExp(`^Open ${patient.first}`) }),
  ).toHaveCount(0);
});

test("an insured patient's invoice shows the insurer's and the patient's shares", async ({
  page,
}) => {
  const reception = await apiAs('reception@tena.demo');
  const insurers = await reception.call(
    'get',
    '/api/models/insuranceCompany?filter[kind]=Insurer&pageSize=1',
  );
  const insurer = insurers.rows[0];
  const patient = await newPatient(reception, {
    has_insurance: true,
    insurer: insurer.id,
    member_number: 'E2E-0001',
    coverage_percent: 80,
  });
  const doctor = await apiAs('doctor@tena.demo');
  const [cbc] = (await doctor.call('get', '/api/models/test?filter[code]=CBC')).rows;
  await doctor.call('post', '/api/models/labRequest', {
    patient: patient.id,
    tests: [{ test: cbc.id }],
    priority: 'Routine',
  });
  await signIn(page, 'lab-cashier@tena.demo');
  const dialog = await openQueueRow(page, patient.first);
  await dialog.getByRole('button', { name: 'Make invoice' }).click();
  const totals = dialog.getByLabel('Invoice totals');
  await expect(totals.getByText("Insurer's Share")).toBeVisible();
  await expect(totals.getByText("Patient's Share")).toBeVisible();
  const share = async (name: string) =>
    Number(
      (await totals.getByTestId(`total-${name}`).locator('dd').textContent())?.replace(
        /[^\d.]/g,
        '',
      ),
    );
  const total = await share('Total');
  expect(await share("Insurer's Share")).toBeCloseTo(total * 0.8, 2);
  expect(await share("Patient's Share")).toBeCloseTo(total * 0.2, 2);
  // The lab cashier collects the patient's share alone.
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue(
    (await share("Patient's Share")).toFixed(2),
  );
});
