// Table picks in Chromium, on the shipped invoice model's new-record form as the Lab Cashier: a
// service picked in an Items row with the server-side search, its rate fetched, the row's amount
// (quantity x rate - discount) live as the quantity is typed; saved, the rows shown on the
// detail page; edited (a row changed, a row deleted, a row added), the kept row keeps its id
// and the added row gets a new one, never the deleted row's.
import { expect, type Page, test } from '@playwright/test';
import { uniquePhone } from '../helpers/patients';
import { APP_ORIGIN, signIn } from './preview-helpers';

type Row = Record<string, unknown>;

async function call(page: Page, token: string, method: 'get' | 'post', url: string, data?: Row) {
  const response = await page.request[method](`${APP_ORIGIN}/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Row;
}

/** A cash patient of our own, registered by Reception, so the search finds them alone. */
async function newPatient(page: Page, firstName: string) {
  const token = await signIn(page, 'reception@tena.demo');
  return call(page, token, 'post', '/models/patient', {
    first_name: firstName,
    middle_name: 'Picks',
    last_name: 'Table',
    sex: 'Female',
    date_of_birth: '1988-06-01',
    // Its own phone: patients sharing one are likely duplicates (patients.likely-duplicate).
    phone: uniquePhone(),
    region: 'Addis Ababa',
    city: 'Bole',
    emergency_contact_name: 'Almaz Bekele',
    emergency_contact_relationship: 'Parent',
    emergency_contact_phone: '912345678',
    has_insurance: false,
  });
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
const items = (page: Page) => page.getByRole('table', { name: 'Items' });

/** Picks in a combobox by typing part of a name and choosing the option that starts with it. */
async function choose(page: Page, box: ReturnType<Page['getByRole']>, typed: string, name: RegExp) {
  await box.fill(typed);
  await page.getByRole('option', { name }).first().click();
}

/** Adds an Items row with `service` (searched by `typed`) and `quantity`, checking the live amount. */
async function addItem(
  page: Page,
  row: number,
  service: { typed: string; name: RegExp; rate: string },
  quantity: string,
  amount: string,
) {
  await field(page, 'items').getByRole('button', { name: 'Add Item' }).click();
  const table = items(page);
  await choose(
    page,
    table.getByRole('combobox', { name: `Service, row ${row}` }),
    service.typed,
    service.name,
  );
  await expect(table.getByLabel(`Rate, row ${row}`)).toHaveText(service.rate);
  const typedQuantity = table.getByLabel(`Quantity, row ${row}`);
  await typedQuantity.fill(quantity);
  await expect(table.getByLabel(`Amount, row ${row}`)).toHaveText(amount);
  await table.getByRole('button', { name: 'Save' }).click();
}

const CBC = { typed: 'Complete Blood', name: /^Complete Blood Count/, rate: 'ETB 350.00' };
const ESR = {
  typed: 'Sedimentation',
  name: /^Erythrocyte Sedimentation Rate/,
  rate: 'ETB 120.00',
};
const LIPID = { typed: 'Lipid', name: /^Lipid Profile/, rate: 'ETB 1,100.00' };

test("an invoice priced by picking services in its Items rows keeps its rows' ids across an edit", async ({
  page,
}) => {
  const patient = await newPatient(page, 'Hiwot');
  // Signed in last as the Lab Cashier: the browser restores their session.
  const token = await signIn(page, 'lab-cashier@tena.demo');

  await page.goto('/admin/main/invoice/l/new');
  await choose(page, field(page, 'patient').getByRole('combobox'), 'Hiwot', /^Hiwot Picks Table/);
  await field(page, 'invoice_date').getByRole('textbox').fill('25-11-2026');
  await field(page, 'cashier_point').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Lab', exact: true }).click();
  await addItem(page, 1, CBC, '3', 'ETB 1,050.00');
  await addItem(page, 2, ESR, '2', 'ETB 240.00');
  await page.getByRole('button', { name: 'Create' }).click();

  // The detail page shows the rows: the service by its title, amounts as money.
  await expect(page).toHaveURL(/\/admin\/main\/invoice\/l\/detail\/\d+$/);
  const id = Number(page.url().split('/').at(-1));
  const shown = items(page);
  await expect(shown.getByRole('row')).toHaveCount(3);
  await expect(shown.getByRole('row').nth(1)).toContainText('Complete Blood Count');
  await expect(shown.getByRole('row').nth(1)).toContainText('ETB 1,050.00');
  await expect(shown.getByRole('link', { name: /^Erythrocyte Sedimentation Rate/ })).toBeVisible();
  const created = await call(page, token, 'get', `/models/invoice/${id}`);
  expect(created.patient).toBe(patient.id);
  const [cbc, esr] = created.items as Row[];
  expect(cbc).toMatchObject({ quantity: 3, rate: '350.00', amount: '1050.00' });

  // Edit: CBC now 4, ESR deleted, a lipid profile added in the same edit.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const table = items(page);
  await table.getByRole('button', { name: 'Edit row 1' }).click();
  await table.getByLabel('Quantity, row 1').fill('4');
  await expect(table.getByLabel('Amount, row 1')).toHaveText('ETB 1,400.00');
  await table.getByRole('button', { name: 'Save' }).click();
  await table.getByRole('button', { name: 'Delete row 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await addItem(page, 2, LIPID, '1', 'ETB 1,100.00');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/main/invoice/l/detail/${id}$`));
  await expect(items(page).getByRole('row')).toHaveCount(3);
  await expect(items(page)).toContainText('Lipid Profile');

  const edited = (await call(page, token, 'get', `/models/invoice/${id}`)).items as Row[];
  expect(edited.map((row) => row.quantity)).toEqual([4, 1]);
  // The kept row is the same row; the added one is new, not the deleted ESR row reused.
  expect(edited[0]?.id).toBe(cbc?.id);
  expect(edited[1]?.id).not.toBe(esr?.id);
  expect(Number(edited[1]?.id)).toBeGreaterThan(Number(esr?.id));
});
