// The printed invoice (A4) and receipt (80 mm) as PDFs, read back with pdf.js, on both
// databases: the hospital's heading, the lines, totals, shares, payments and balances, who may
// have them, and a long invoice running onto more pages with its table header repeated.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/engine/format/dates';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { COMPANY } from '../../src/server/seed/billing-reference';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { pdfPages } from '../helpers/pdf-text';
import { type PrintFixtures, printFixtures } from '../helpers/print-fixtures';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
const TODAY = '2026-11-25';
/** A4 and 80 mm in points, as pdf.js reports a page's size. */
const A4 = { width: 595.28, height: 841.89 };
const RECEIPT_WIDTH = 226.77;

describe.each(dialectCases)('printed billing documents on $dialect', (dialect) => {
  const suite = useSeededApp(dialect);
  let app: FastifyInstance;
  let f: PrintFixtures;
  let invoice: Row;
  let firstPayment: Row;

  beforeAll(async () => {
    if (dialect.skip) return;
    app = suite.app;
    // The Lab Cashier works at the Ayat clinic: its branch heads what they issue.
    await app.database.db
      .updateTable('users')
      .set({ branch: 'AYAT' })
      .where('email', '=', 'lab-cashier@tena.demo')
      .execute();
    f = await printFixtures(app, TODAY);
    invoice = await f.invoice(f.patients.cash, [
      { service: f.services.cbc, quantity: 2 },
      { service: f.services.xray, quantity: 1 },
      { service: f.services.dressing, quantity: 1, description: 'Dressing, left forearm' },
    ]);
    firstPayment = await f.pay(f.patients.cash, [{ invoice: invoice.id, amount: '600.00' }], {
      reference: 'TB-0001',
    });
  });

  const get = (url: string, headers: Headers = f.headers.lab) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers });
  const pdfOf = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return pdfPages(response.rawPayload);
  };
  const invoicePdf = (id: unknown) => get(`/billing/invoices/${id}/document.pdf`);
  const receiptPdf = (id: unknown) => get(`/billing/payments/${id}/receipt.pdf`);

  it.skipIf(dialect.skip)(
    'prints the invoice on one A4 page: the hospital, the patient, lines, totals, payments',
    async () => {
      const response = await invoicePdf(invoice.id);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${invoice.invoice_number}.pdf"; filename*=UTF-8''${invoice.invoice_number}.pdf`,
      );
      const pages = await pdfOf(response);
      expect(pages).toHaveLength(1);
      const [page] = pages;
      expect({ width: page?.width, height: page?.height }).toEqual(A4);
      const text = page?.text ?? '';
      for (const expected of [
        COMPANY.name,
        COMPANY.legal_name,
        'Bole, Woreda 03, Addis Ababa',
        'Phone 11-618-0500',
        `TIN ${COMPANY.tin}`,
        `VAT Reg. No. ${COMPANY.vat_number}`,
        'Branch: Ayat Clinic',
        `Invoice Number ${invoice.invoice_number}`,
        'Invoice Date November 25, 2026',
        'Status Partly Paid',
        'Patient Kebede Kebede Tesfaye',
        '# Description Qty Rate (ETB) Discount (ETB) Tax Amount (ETB)',
        '1 Complete Blood Count (CBC) 2 250.00 0.00 0% 500.00',
        '2 Chest X-ray 1 800.00 0.00 15% 800.00',
        '3 Dressing, left forearm 1 150.00 0.00 0% 150.00',
        'Subtotal ETB 1,450.00',
        'Tax ETB 120.00',
        'Total ETB 1,570.00',
        'Paid ETB 600.00',
        'Balance Due ETB 970.00',
        `${firstPayment.payment_number} November 25, 2026 Patient Cash TB-0001 600.00`,
      ])
        expect(text).toContain(expected);
      // Cash invoices have no shares to print.
      expect(text).not.toContain("Insurer's Share");
      // The company's logo is drawn.
      expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    },
  );

  it.skipIf(dialect.skip)(
    "prints an insured patient's invoice with the insurer's and the patient's shares",
    async () => {
      const insured = await f.invoice(f.patients.insured, [
        { service: f.services.cbc, quantity: 1 },
      ]);
      const [page] = await pdfOf(await invoicePdf(insured.id));
      for (const expected of [
        'Patient Meron Kebede Tesfaye',
        'Insurer Nyala Insurance S.C.',
        'Coverage 80%',
        'Member Number NY-2231-07',
        'Total ETB 250.00',
        "Insurer's Share ETB 200.00",
        "Patient's Share ETB 50.00",
        'Patient Balance ETB 50.00',
        'Insurer Balance ETB 200.00',
        'Balance Due ETB 250.00',
        'No payments yet.',
      ])
        expect(page?.text).toContain(expected);
    },
  );

  it.skipIf(dialect.skip)(
    'prints the receipt on one 80 mm slip, and a reprint tells the balance left at the time',
    async () => {
      const response = await receiptPdf(firstPayment.id);
      expect(response.headers['content-disposition']).toContain(
        `filename="${firstPayment.payment_number}.pdf"`,
      );
      const pages = await pdfOf(response);
      expect(pages).toHaveLength(1);
      expect(pages[0]?.width).toBe(RECEIPT_WIDTH);
      const first = pages[0]?.text ?? '';
      for (const expected of [
        COMPANY.name,
        `TIN ${COMPANY.tin}`,
        'Branch: Ayat Clinic',
        `Receipt Number ${firstPayment.payment_number}`,
        // When it was taken (now): the day of the run, as the receipt writes it.
        `Date and Time ${formatDateTime(String(firstPayment.created_at), DEFAULT_SETTINGS.timeZone)}`,
        'Patient Kebede Kebede Tesfaye',
        'Paid By Patient',
        `${invoice.invoice_number} 600.00 970.00`,
        'Amount Paid ETB 600.00',
        'Method Cash',
        'Reference TB-0001',
        'Cashier Lab Cashier Demo (Lab)',
        'Balance Left ETB 970.00',
      ])
        expect(first).toContain(expected);

      const rest = await f.pay(f.patients.cash, [{ invoice: invoice.id, amount: '970.00' }]);
      const [second] = await pdfOf(await receiptPdf(rest.id));
      expect(second?.text).toContain(`${invoice.invoice_number} 970.00 0.00`);
      expect(second?.text).toContain('Balance Left ETB 0.00');
      expect(second?.text).not.toContain('Reference');
      const [reprint] = await pdfOf(await receiptPdf(firstPayment.id));
      expect(reprint?.text).toContain('Balance Left ETB 970.00');
    },
  );

  it.skipIf(dialect.skip)(
    'runs a long invoice onto more A4 pages, the table header on each, nothing past the margins',
    async () => {
      const items = Array.from({ length: 70 }, (_, index) => ({
        service: f.services.cbc,
        quantity: 1,
        description: `Complete Blood Count, sample ${index + 1}`,
      }));
      const long = await f.invoice(f.patients.cash, items);
      const pages = await pdfOf(await invoicePdf(long.id));
      expect(pages.length).toBeGreaterThan(1);
      for (const [index, page] of pages.entries()) {
        expect({ width: page.width, height: page.height }).toEqual(A4);
        expect(page.text).toContain(`Page ${index + 1} of ${pages.length}`);
        if (index < pages.length - 1)
          expect(page.text).toContain(
            '# Description Qty Rate (ETB) Discount (ETB) Tax Amount (ETB)',
          );
        for (const span of page.spans) {
          expect(span.left, span.text).toBeGreaterThanOrEqual(0);
          expect(span.right, span.text).toBeLessThanOrEqual(page.width);
        }
      }
      const all = pages.map((page) => page.text).join(' ');
      expect(all).toContain('70 Complete Blood Count, sample 70 1 250.00');
      expect(pages.at(-1)?.text).toContain('Total ETB 17,500.00');
    },
  );

  it.skipIf(dialect.skip)(
    'gives the documents to whoever may read the invoice or payment, and no one else',
    async () => {
      const accountant = (await signIn(app, 'accountant@tena.demo')).headers;
      const doctor = (await signIn(app, 'doctor@tena.demo')).headers;
      const urls = [
        `/billing/invoices/${invoice.id}/document`,
        `/billing/invoices/${invoice.id}/document.pdf`,
        `/billing/payments/${firstPayment.id}/receipt`,
        `/billing/payments/${firstPayment.id}/receipt.pdf`,
      ];
      for (const url of urls) {
        expect((await get(url, accountant)).statusCode, url).toBe(200);
        // The app's answer to a missing token, on which the browser refreshes its session.
        expect((await get(url, {})).json(), url).toMatchObject({
          status: 403,
          code: 'TOKEN_EXPIRED',
        });
        const refused = await get(url, doctor);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
      for (const url of [
        '/billing/invoices/999999/document.pdf',
        '/billing/payments/999999/receipt.pdf',
      ]) {
        const missing = await get(url);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
      expect((await get('/billing/invoices/abc/document.pdf')).statusCode).toBe(400);
    },
  );

  it.skipIf(dialect.skip)('answers the print view the same document as JSON', async () => {
    const response = await get(`/billing/invoices/${invoice.id}/document`);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json();
    expect(doc).toMatchObject({
      kind: 'invoice',
      filename: `${invoice.invoice_number}.pdf`,
      issuer: { name: COMPANY.name, tin: COMPANY.tin, branch: { name: 'Ayat Clinic' } },
    });
    expect(doc.issuer.logo).toMatch(/^data:image\/png;base64,/);
    const receipt = (await get(`/billing/payments/${firstPayment.id}/receipt`)).json();
    expect(receipt).toMatchObject({ kind: 'receipt', title: 'Receipt' });
  });
});
