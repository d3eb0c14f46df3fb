// The printed invoice and receipt in Chromium: the print views laid out by their own @page
// rules (A4 with 15 mm margins; an 80 mm slip as long as the receipt), printed with page.pdf()
// and read back with pdf.js: page size and count, the table header on every page of a long
// invoice, no text past the margins, no app chrome. The invoice and payment are made through
// the API as the Lab Cashier, over the demo hospital's price book.
import { expect, type Page, test } from '@playwright/test';
import { uniquePhone } from '../helpers/patients';
import { pdfPages } from '../helpers/pdf-text';
import { hospitalDay } from './hospital-day';
import { APP_ORIGIN, signIn } from './preview-helpers';

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
type Row = Record<string, unknown>;

function api(page: Page, token: string) {
  const call = async (method: 'get' | 'post', url: string, data?: object) => {
    const response = await page.request[method](`${APP_ORIGIN}/api${url}`, {
      headers: { authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Row;
  };
  return { get: (url: string) => call('get', url), post: call.bind(null, 'post') };
}

/** A cash patient registered by Reception (the browser's session is theirs until the next sign-in). */
async function newPatient(page: Page, firstName: string) {
  const reception = api(page, await signIn(page, 'reception@tena.demo'));
  return reception.post('/models/patient', {
    first_name: firstName,
    middle_name: 'Print',
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
}

/** A submitted Lab invoice of `patient` with `lines` lab tests, and a payment into it. */
async function invoiceWithPayment(page: Page, token: string, patient: number, lines: number) {
  const lab = api(page, token);
  const services = (await lab.get('/models/service?filter[cashier_point]=Lab&pageSize=3&sort=id'))
    .rows as Row[];
  const [cash] = (await lab.get('/models/paymentMethod?filter[name]=Cash')).rows as Row[];
  const today = hospitalDay();
  const items = Array.from({ length: lines }, (_, index) => ({
    service: services[index % services.length]?.id,
    quantity: 1 + (index % 2),
  }));
  const draft = await lab.post('/models/invoice', {
    patient,
    invoice_date: today,
    cashier_point: 'Lab',
    items,
  });
  const invoice = await lab.post(`/models/invoice/${draft.id}/transition`, { to: 'Submitted' });
  const payment = await lab.post('/models/payment', {
    patient,
    payment_date: today,
    method: cash?.id,
    reference: 'E2E-0001',
    allocations: [{ invoice: invoice.id, amount: '100.00' }],
  });
  return { invoice, payment };
}

/** The view printed as Chromium prints it, at the paper size its @page rule asks for. */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

function expectWithinMargins(pages: Awaited<ReturnType<typeof printed>>, marginMm: number) {
  for (const page of pages)
    for (const span of page.spans) {
      expect(span.left, span.text).toBeGreaterThanOrEqual(marginMm * MM - 2);
      expect(span.right, span.text).toBeLessThanOrEqual(page.width - marginMm * MM + 2);
    }
}

test('prints an invoice on A4 and its receipt on one 80 mm slip, as the PDF download', async ({
  page,
}) => {
  const patient = await newPatient(page, 'Selam');

  // Signed in last as the Lab Cashier: the browser restores their session.
  const token = await signIn(page, 'lab-cashier@tena.demo');
  const { invoice, payment } = await invoiceWithPayment(page, token, patient.id as number, 3);

  await page.goto(`/admin/main/invoices/print/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${invoice.invoice_number}.pdf`);

  const invoicePages = await printed(page);
  expect(invoicePages).toHaveLength(1);
  const [sheet] = invoicePages;
  expect(sheet?.width).toBeCloseTo(A4.width, 0);
  expect(sheet?.height).toBeCloseTo(A4.height, 0);
  for (const text of [
    'Addis Tena General Hospital',
    'TIN 0041726359',
    `${invoice.invoice_number}`,
    'Selam Print Tesfaye',
    'Amount (ETB)',
    'Balance Due',
    `${payment.payment_number}`,
    'E2E-0001',
  ])
    expect(sheet?.text).toContain(text);
  // The view's own buttons are left out of the printout.
  expect(sheet?.text).not.toContain('Download PDF');
  expectWithinMargins(invoicePages, 15);

  await page.goto(`/admin/main/invoices/receipt/${payment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const slips = await printed(page);
  expect(slips).toHaveLength(1);
  expect(slips[0]?.width).toBeCloseTo(80 * MM, 0);
  for (const text of [`${payment.payment_number}`, `${invoice.invoice_number}`, 'Balance Left'])
    expect(slips[0]?.text).toContain(text);
  expect(slips[0]?.text).toContain('ETB 100.00');
  expectWithinMargins(slips, 4);
});

test('runs a long invoice onto more A4 pages with the table header on each', async ({ page }) => {
  const patient = await newPatient(page, 'Lemma');

  const token = await signIn(page, 'lab-cashier@tena.demo');
  const { invoice } = await invoiceWithPayment(page, token, patient.id as number, 60);
  await page.goto(`/admin/main/invoices/print/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  const pages = await printed(page);
  expect(pages.length).toBeGreaterThan(1);
  for (const sheet of pages) expect(sheet.width).toBeCloseTo(A4.width, 0);
  // The rows run over every page but the last (which may hold only the totals and payments),
  // and each of those pages starts them under the repeated header.
  for (const sheet of pages.slice(0, -1)) expect(sheet.text).toContain('Amount (ETB)');
  expect(pages.at(-1)?.text).toContain('Balance Due');
  expectWithinMargins(pages, 15);
});
