import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { fileUpload, multipart, workbook, XLSX } from '../helpers/workbooks';

const URL = '/api/users/import_payments/excel';
const HEADERS = ['Invoice', 'Amount', 'Payment Date', 'Method', 'Reference'];
const YEAR = new Date().getUTCFullYear();

type Headers = Record<string, string>;
interface Invoice {
  id: number;
  invoice_number: string;
  total: string;
  payment_status: string;
  version: number;
}

describe.each(dialectCases)('payment import (spec 7) on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let cashier: Headers;
  let admin: Headers;
  let financeHead: Headers;
  let patientId: number;

  beforeAll(async () => {
    if (skip) return;
    cashier = (await signIn(suite.app, 'reception-cashier@tena.demo')).headers;
    admin = (await signIn(suite.app, 'admin@tena.demo')).headers;
    financeHead = (await signIn(suite.app, 'finance-head@tena.demo')).headers;
    const reception = (await signIn(suite.app, 'reception@tena.demo')).headers;
    const patient = await suite.app.inject({
      method: 'POST',
      url: '/api/models/patient',
      headers: reception,
      payload: patientBody(),
    });
    expect(patient.statusCode, patient.body).toBe(201);
    patientId = patient.json().id;
  });

  /** An invoice created through the API by a cashier, one item per amount. */
  async function newInvoice(amounts: string[], status = 'Unpaid'): Promise<Invoice> {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/models/invoice',
      headers: cashier,
      payload: {
        patient: patientId,
        invoice_date: '2026-03-01',
        service_type: 'Consultation',
        items: amounts.map((amount, i) => ({
          description: `Service ${i + 1}`,
          quantity: 1,
          unit_price: amount,
          amount,
        })),
        payment_method: 'Cash',
        payment_status: status,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const getInvoice = async (id: number): Promise<Invoice> =>
    (
      await suite.app.inject({ method: 'GET', url: `/api/models/invoice/${id}`, headers: cashier })
    ).json();
  const payments = async () =>
    (
      await suite.app.inject({
        method: 'GET',
        url: '/api/models/payment?pageSize=200',
        headers: financeHead,
      })
    ).json();
  const upload = (body: { payload: Buffer; headers: Headers }, headers: Headers = cashier) =>
    suite.app.inject({
      method: 'PUT',
      url: URL,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });

  it.skipIf(skip)('an invoice totals its items, less a discount when one is given', async () => {
    const plain = await newInvoice(['100.00', '250.50']);
    expect(plain.total).toBe('350.50');
    const discounted = await suite.app.inject({
      method: 'PUT',
      url: `/api/models/invoice/${plain.id}`,
      headers: cashier,
      payload: { version: plain.version, discount: '50.25' },
    });
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect(discounted.json().total).toBe('300.25');
  });

  it.skipIf(skip)(
    'creates the payments and updates each invoice, by invoice number or id',
    async () => {
      const a = await newInvoice(['500.00']);
      const b = await newInvoice(['700.00', '500.00']);
      const before = (await payments()).total;
      const file = await workbook([
        HEADERS,
        [a.invoice_number, 200, '2026-03-01', 'Cash', 'R-1'],
        // A date cell, the invoice's id, a method typed in another case.
        [b.id, '1200.00', new Date(Date.UTC(2026, 2, 2)), 'mobile money (telebirr)', null],
        [a.invoice_number.toLowerCase(), '150.50', '2026-03-03', 'Card', 'POS 778'],
      ]);
      const response = await upload(fileUpload(file, 'payments.xlsx'));
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.imported).toBe(3);
      expect(body.payments).toEqual([
        {
          row: 2,
          id: expect.any(Number),
          payment_number: expect.stringMatching(new RegExp(`^PAY-${YEAR}-\\d{6}$`)),
          invoice: a.id,
          invoice_number: a.invoice_number,
          amount: '200.00',
          payment_date: '2026-03-01',
          method: 'Cash',
          reference: 'R-1',
        },
        {
          row: 3,
          id: expect.any(Number),
          payment_number: expect.any(String),
          invoice: b.id,
          invoice_number: b.invoice_number,
          amount: '1200.00',
          payment_date: '2026-03-02',
          method: 'Mobile Money (telebirr)',
          reference: null,
        },
        {
          row: 4,
          id: expect.any(Number),
          payment_number: expect.any(String),
          invoice: a.id,
          invoice_number: a.invoice_number,
          amount: '150.50',
          payment_date: '2026-03-03',
          method: 'Card',
          reference: 'POS 778',
        },
      ]);
      expect(
        new Set(body.payments.map((p: { payment_number: string }) => p.payment_number)).size,
      ).toBe(3);
      expect(body.invoices).toEqual([
        {
          id: a.id,
          invoice_number: a.invoice_number,
          total: '500.00',
          paid: '350.50',
          balance: '149.50',
          payment_status: 'Partially Paid',
        },
        {
          id: b.id,
          invoice_number: b.invoice_number,
          total: '1200.00',
          paid: '1200.00',
          balance: '0.00',
          payment_status: 'Paid',
        },
      ]);

      const stored = await payments();
      expect(stored.total).toBe(before + 3);
      const first = await suite.app.inject({
        method: 'GET',
        url: `/api/models/payment/${body.payments[0].id}`,
        headers: financeHead,
      });
      expect(first.json()).toMatchObject({
        invoice: a.id,
        amount: '200.00',
        payment_date: '2026-03-01',
        method: 'Cash',
        reference: 'R-1',
        version: 1,
      });
      expect(await getInvoice(a.id)).toMatchObject({
        payment_status: 'Partially Paid',
        version: 2,
      });
      expect(await getInvoice(b.id)).toMatchObject({ payment_status: 'Paid', version: 2 });
      const history = await suite.app.inject({
        method: 'GET',
        url: `/api/models/invoice/${a.id}/history`,
        headers: cashier,
      });
      expect(history.json().rows.at(-1)).toMatchObject({
        action: 'update',
        user_email: 'reception-cashier@tena.demo',
        changes: { payment_status: { from: 'Unpaid', to: 'Partially Paid' } },
      });
      const log = await suite.app.inject({
        method: 'GET',
        url: '/api/activities?entity=payment&action=create&pageSize=200',
        headers: admin,
      });
      const ids = body.payments.map((p: { id: number }) => String(p.id));
      expect(
        log.json().rows.filter((row: { target_id: string }) => ids.includes(String(row.target_id))),
      ).toHaveLength(3);

      // Paying the rest of invoice a later makes it Paid.
      const rest = await upload(
        fileUpload(await workbook([HEADERS, [a.invoice_number, '149.50', '2026-03-04', 'Cash']])),
      );
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json().invoices[0]).toMatchObject({ balance: '0.00', payment_status: 'Paid' });
      expect((await getInvoice(a.id)).payment_status).toBe('Paid');
    },
  );

  it.skipIf(skip)(
    'refuses the whole file, listing every problem by row, and stores nothing',
    async () => {
      const open = await newInvoice(['800.00']);
      const settled = await newInvoice(['100.00']);
      const paid = await upload(
        fileUpload(await workbook([HEADERS, [settled.invoice_number, 100, '2026-03-01', 'Cash']])),
      );
      expect(paid.statusCode, paid.body).toBe(200);
      const before = await payments();
      const openBefore = await getInvoice(open.id);
      const file = await workbook([
        HEADERS,
        [open.invoice_number, 100, '2026-03-05', 'Cash', 'fine on its own'],
        ['INV-1999-999999', -5, '31/02/2026', 'Bitcoin', 'X'],
        [settled.invoice_number, 10, '2026-03-05', 'Card', null],
        [999999, 0, null, 'Cash', null],
        [open.invoice_number, '12.345', '2026-13-01', null, null],
      ]);
      const response = await upload(fileUpload(file));
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json();
      expect(body.code).toBe('SPREADSHEET_INVALID');
      expect(body.details).toEqual([
        { row: 3, column: 'invoice', message: 'No invoice numbered "INV-1999-999999"' },
        { row: 3, column: 'amount', message: 'Amount must be an amount with at most 2 decimals' },
        { row: 3, column: 'payment_date', message: 'Payment Date must be a date (yyyy-MM-dd)' },
        {
          row: 3,
          column: 'method',
          message:
            'Method must be one of: Cash, Card, Mobile Money (telebirr), Bank Transfer, Insurance, Credit',
        },
        {
          row: 4,
          column: 'amount',
          message: `Payments would exceed the total of invoice ${settled.invoice_number}: 110.00 paid of 100.00`,
        },
        { row: 5, column: 'invoice', message: 'Invoice: no invoice record with id 999999' },
        { row: 5, column: 'amount', message: 'Amount is not valid' },
        { row: 5, column: 'payment_date', message: 'Payment Date is required' },
        { row: 6, column: 'amount', message: 'Amount must be an amount with at most 2 decimals' },
        { row: 6, column: 'payment_date', message: 'Payment Date must be a date (yyyy-MM-dd)' },
      ]);
      expect(body.message).toMatch(
        /^10 problems: row 3, invoice: No invoice numbered "INV-1999-999999"; row 3, amount: /,
      );
      const after = await payments();
      expect(after.total).toBe(before.total);
      expect(after.rows).toEqual(before.rows);
      expect(await getInvoice(open.id)).toEqual(openBefore);

      // The refused file used no payment numbers: the next payment takes the next one.
      const good = await upload(
        fileUpload(await workbook([HEADERS, [open.invoice_number, 100, '2026-03-05', 'Cash']])),
      );
      expect(good.statusCode, good.body).toBe(200);
      const last = Number(
        (before.rows as { payment_number: string }[])
          .map((row) => row.payment_number.slice(-6))
          .sort()
          .at(-1),
      );
      expect(good.json().payments[0].payment_number).toBe(
        `PAY-${YEAR}-${String(last + 1).padStart(6, '0')}`,
      );
    },
  );

  it.skipIf(skip)(
    'counts earlier rows of the same file against the total and refuses void invoices',
    async () => {
      const small = await newInvoice(['300.00']);
      const voided = await newInvoice(['50.00'], 'Void');
      const before = (await payments()).total;
      const response = await upload(
        fileUpload(
          await workbook([
            HEADERS,
            [small.invoice_number, 200, '2026-03-06', 'Cash'],
            [small.invoice_number, '100.00', '2026-03-06', 'Cash'],
            [small.invoice_number, '0.01', '2026-03-06', 'Cash'],
            [voided.invoice_number, 50, '2026-03-06', 'Cash'],
          ]),
        ),
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().details).toEqual([
        {
          row: 4,
          column: 'amount',
          message: `Payments would exceed the total of invoice ${small.invoice_number}: 300.01 paid of 300.00`,
        },
        { row: 5, column: 'invoice', message: `Invoice ${voided.invoice_number} is void` },
      ]);
      expect((await payments()).total).toBe(before);
      expect((await getInvoice(small.id)).payment_status).toBe('Unpaid');
    },
  );

  it.skipIf(skip)('two files at once cannot together pay an invoice past its total', async () => {
    const invoice = await newInvoice(['100.00']);
    const file = await workbook([HEADERS, [invoice.invoice_number, 60, '2026-03-07', 'Cash']]);
    const [a, b] = await Promise.all([upload(fileUpload(file)), upload(fileUpload(file))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().details).toEqual([
      {
        row: 2,
        column: 'amount',
        message: `Payments would exceed the total of invoice ${invoice.invoice_number}: 120.00 paid of 100.00`,
      },
    ]);
    const stored = await suite.app.inject({
      method: 'GET',
      url: `/api/models/payment?filter[invoice]=${invoice.id}`,
      headers: financeHead,
    });
    expect(stored.json().total).toBe(1);
    expect((await getInvoice(invoice.id)).payment_status).toBe('Partially Paid');
  });

  it.skipIf(skip)('refuses unknown and missing columns', async () => {
    const response = await upload(
      fileUpload(
        await workbook([
          ['Invoice', 'Amount', 'Tip'],
          ['INV-1', 5, 1],
        ]),
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'INVALID_HEADERS',
      details: [
        { row: 1, column: 'Tip', message: 'Unknown column "Tip"' },
        { row: 1, column: 'payment_date', message: 'Add a payment_date column' },
        { row: 1, column: 'method', message: 'Add a method column' },
      ],
    });
  });

  it.skipIf(skip)('answers 415 to files that are not spreadsheets', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const body of [
      fileUpload(png, 'photo.png', 'image/png'),
      fileUpload(Buffer.from('invoice,amount\nINV-1,5\n'), 'payments.csv', 'text/csv'),
      { payload: Buffer.from('hello'), headers: { 'content-type': 'text/plain' } },
    ]) {
      const response = await upload(body);
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().code).toBe('NOT_A_SPREADSHEET');
    }
  });

  it.skipIf(skip)(
    'answers 422 to an empty sheet, 413 to a file over 5 MB or 5000 rows',
    async () => {
      for (const rows of [[], [HEADERS]]) {
        const response = await upload(fileUpload(await workbook(rows)));
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().code).toBe('EMPTY_SPREADSHEET');
      }
      const noSheets = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
      expect((await upload(fileUpload(noSheets))).json().code).toBe('EMPTY_SPREADSHEET');
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x50);
      for (const body of [fileUpload(big), { payload: big, headers: { 'content-type': XLSX } }]) {
        const response = await upload(body);
        expect(response.statusCode).toBe(413);
        expect(response.json().code).toBe('FILE_TOO_LARGE');
      }
      const rows = Array.from({ length: 5001 }, () => ['INV-1', 1, '2026-03-01', 'Cash']);
      const long = await upload(fileUpload(await workbook([HEADERS, ...rows])));
      expect(long.statusCode).toBe(413);
      expect(long.json().code).toBe('TOO_MANY_ROWS');
      const missing = await upload(multipart([{ name: 'note', content: 'no file' }]));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('MISSING_FILE');
    },
  );

  it.skipIf(skip)(
    'needs add on payment: 403 for other roles, before the body is read',
    async () => {
      const invoice = await newInvoice(['100.00']);
      const file = await workbook([HEADERS, [invoice.invoice_number, 10, '2026-03-01', 'Cash']]);
      for (const email of ['doctor@tena.demo', 'finance-head@tena.demo', 'admin@tena.demo']) {
        const refused = await upload(fileUpload(file), (await signIn(suite.app, email)).headers);
        expect(refused.statusCode, email).toBe(403);
        expect(refused.json()).toEqual({
          status: 403,
          code: 'FORBIDDEN',
          message: 'You do not have permission to add payment.',
        });
      }
      const anonymous = await suite.app.inject({ method: 'PUT', url: URL, ...fileUpload(file) });
      expect(anonymous.json().code).toBe('TOKEN_EXPIRED');
      expect((await getInvoice(invoice.id)).payment_status).toBe('Unpaid');
      // Another cashier role may import.
      const manager = (await signIn(suite.app, 'cashier-manager@tena.demo')).headers;
      const allowed = await upload(fileUpload(file), manager);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect((await getInvoice(invoice.id)).payment_status).toBe('Partially Paid');
    },
  );
});
