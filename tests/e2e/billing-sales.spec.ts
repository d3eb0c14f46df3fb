// The cash-up page in Chromium: a payment the Liaison Cashier takes (through the API) shows in
// the Cashier Manager's totals; clicking the cashier's total lists it, linked to its receipt,
// the .xlsx downloads with the same figures, and axe finds no serious WCAG problem.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniquePhone } from '../helpers/patients';
import { seriousViolations } from './axe-violations';
import { hospitalDay } from './hospital-day';
import { APP_ORIGIN, signIn } from './preview-helpers';

type Row = Record<string, unknown>;

async function post(page: Page, token: string, url: string, data: object) {
  const response = await page.request.post(`${APP_ORIGIN}/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Row;
}

async function get(page: Page, token: string, url: string) {
  const response = await page.request.get(`${APP_ORIGIN}/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Row;
}

/** A receipt of 120.00 in cash the Liaison Cashier takes today from a new cash patient. */
async function liaisonPayment(page: Page) {
  const reception = await signIn(page, 'reception@tena.demo');
  const patient = await post(page, reception, '/models/patient', {
    first_name: 'Sales',
    middle_name: 'Cashup',
    last_name: 'Tesfaye',
    sex: 'Female',
    date_of_birth: '1990-02-14',
    // Its own phone: patients sharing one are likely duplicates (patients.likely-duplicate).
    phone: uniquePhone(),
    region: 'Addis Ababa',
    city: 'Bole',
    emergency_contact_name: 'Almaz Bekele',
    emergency_contact_relationship: 'Parent',
    emergency_contact_phone: '912345678',
    has_insurance: false,
  });
  const cashier = await signIn(page, 'liaison-cashier@tena.demo');
  const [service] = (await get(page, cashier, '/models/service?pageSize=1&sort=id')).rows as Row[];
  const [cash] = (await get(page, cashier, '/models/paymentMethod?filter[name]=Cash'))
    .rows as Row[];
  const today = hospitalDay();
  const draft = await post(page, cashier, '/models/invoice', {
    patient: patient.id,
    invoice_date: today,
    cashier_point: 'Liaison',
    items: [{ service: service?.id, quantity: 1 }],
  });
  await post(page, cashier, `/models/invoice/${draft.id}/transition`, { to: 'Submitted' });
  return post(page, cashier, '/models/payment', {
    patient: patient.id,
    payment_date: today,
    method: cash?.id,
    reference: 'E2E-SALES',
    allocations: [{ invoice: draft.id, amount: '120.00' }],
  });
}

test('totals the day, lists the payments behind a total and exports them', async ({ page }) => {
  const payment = await liaisonPayment(page);
  await signIn(page, 'cashier-manager@tena.demo');
  await page.goto('/admin/main/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const byCashier = page.getByRole('table', { name: 'By cashier' });
  await byCashier.getByRole('button', { name: 'Liaison Cashier Demo' }).click();
  const entries = page.getByRole('region', { name: 'Payments behind Liaison Cashier Demo' });
  const receipt = entries.getByRole('link', { name: String(payment.payment_number) });
  await expect(receipt).toBeVisible();
  // The page with a total's entries open has no serious or critical WCAG A/AA violation.
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export .xlsx' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(file)) as never);
  const numbers: unknown[] = [];
  book.getWorksheet('Entries')?.eachRow((row) => {
    numbers.push(row.getCell(2).value);
  });
  expect(numbers).toContain(payment.payment_number);

  await receipt.click();
  await expect(page).toHaveURL(new RegExp(`/admin/main/payment/l/detail/${payment.id}$`));
});
