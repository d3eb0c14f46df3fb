// The cash-up (sales page) through the API on both databases: payments taken by two cashiers
// in two methods and a refund, totalled by cashier, point and method (each adding up to the
// grand total), the day's boundaries on the hospital's clock (America/New_York), who may see
// whose money, the entries behind a total, and the .xlsx read back with exceljs.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesEntries, SalesReport, SalesTotal } from '../../src/engine/wire/sales';
import { signIn, useSeededApp } from '../helpers/app';
import { type BillingFixtures, billingFixtures } from '../helpers/billing-fixtures';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
type Who = 'lab' | 'reception' | 'manager' | 'finance' | 'accountant';
const EMAILS: Record<Who, string> = {
  lab: 'lab-cashier@tena.demo',
  reception: 'reception-cashier@tena.demo',
  manager: 'cashier-manager@tena.demo',
  finance: 'finance-head@tena.demo',
  accountant: 'accountant@tena.demo',
};
const DAY = '2026-11-25';

const cents = (money: string) => Math.round(Number(money) * 100);
const sumOf = (totals: SalesTotal[], field: 'received' | 'refunded' | 'net') =>
  totals.reduce((sum, total) => sum + cents(total[field]), 0);

describe.each(dialectCases)('the cash-up on $dialect', (dialect) => {
  // The server's clock, moved by the test; tokens follow it, so each move signs in again.
  let now = new Date('2026-11-25T08:00:00-05:00');
  const suite = useSeededApp(dialect, { clock: () => now });
  let app: FastifyInstance;
  let f: BillingFixtures;
  const h = {} as Record<Who, Headers>;
  const ids = {} as Record<Who, number>;
  const made = {} as Record<'labInvoice' | 'receptionInvoice', Row>;

  const at = async (instant: string) => {
    now = new Date(instant);
    for (const who of Object.keys(EMAILS) as Who[]) {
      const session = await signIn(app, EMAILS[who]);
      h[who] = session.headers;
      ids[who] = session.user.id;
    }
  };
  const call = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => {
    const response = await app.inject({ method, url: `/api/${url}`, headers, payload });
    return response;
  };
  const created = async (model: string, headers: Headers, payload: object) => {
    const response = await call('POST', `models/${model}`, headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  };
  const submitted = async (payload: object, headers: Headers) => {
    const draft = await created('invoice', headers, { invoice_date: DAY, ...payload });
    const response = await call('POST', `models/invoice/${draft.id}/transition`, headers, {
      to: 'Submitted',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Row;
  };
  const pay = (headers: Headers, invoice: Row, amount: string, more: Row = {}) =>
    created('payment', headers, {
      patient: invoice.patient,
      payment_date: DAY,
      method: f.methods.cash,
      allocations: [{ invoice: invoice.id, amount }],
      ...more,
    });
  const report = async (query: string, who: Who = 'manager') => {
    const response = await call('GET', `billing/sales${query}`, h[who]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SalesReport;
  };

  beforeAll(async () => {
    if (dialect.skip) return;
    app = suite.app;
    await at('2026-11-24T18:00:00-05:00');
    f = await billingFixtures(app);
    made.labInvoice = await submitted(
      {
        patient: f.patients.cash,
        cashier_point: 'Lab',
        items: [
          { service: f.services.cbc, quantity: 3 },
          { service: f.services.cbc, quantity: 1 },
        ],
      },
      h.lab,
    );
    made.receptionInvoice = await submitted(
      {
        patient: f.patients.cash,
        cashier_point: 'Reception',
        items: [{ service: f.services.consultation, quantity: 1 }],
      },
      h.reception,
    );
    // The evening before, on the hospital's clock: another day's cash-up.
    await at('2026-11-24T23:50:00-05:00');
    await pay(h.lab, made.labInvoice, '100.00');
    // The day: the lab cashier in cash, the reception cashier by card.
    await at('2026-11-25T00:00:00-05:00');
    await pay(h.lab, made.labInvoice, '300.00');
    await at('2026-11-25T10:15:00-05:00');
    await pay(h.reception, made.receptionInvoice, '500.00', {
      method: f.methods.card,
      reference: 'POS-118204',
    });
    await at('2026-11-25T14:00:00-05:00');
    await pay(h.lab, made.labInvoice, '600.00');
    const lineId = (made.labInvoice.items as Row[])[1]?.id;
    // The lab invoice's 3 + 1 CBCs are 1000.00, now paid; the manager refunds the single one.
    await created('creditNote', h.manager, {
      invoice: made.labInvoice.id,
      credit_date: DAY,
      refund_method: f.methods.cash,
      reason: 'Sample haemolysed, test not done',
      lines: [{ invoice_line: lineId }],
    });
    // 23:30 in New York is already 04:30 on the 26th in UTC: still the 25th's cash-up.
    await at('2026-11-25T23:30:00-05:00');
    const late = await submitted(
      {
        patient: f.patients.cash,
        cashier_point: 'Lab',
        items: [{ service: f.services.cbc, quantity: 1 }],
      },
      h.lab,
    );
    await pay(h.lab, late, '50.00');
    // Ten minutes past midnight: the 26th's.
    await at('2026-11-26T00:10:00-05:00');
    await pay(h.lab, late, '70.00');
    await at('2026-11-25T23:59:00-05:00');
  });

  it.skipIf(dialect.skip)(
    'totals the day by cashier, point and method, refunds subtracted, adding up exactly',
    async () => {
      const day = await report(`?from=${DAY}`);
      expect(day.period).toEqual({
        from: '2026-11-25T05:00:00.000Z',
        to: '2026-11-26T05:00:00.000Z',
        timeZone: 'America/New_York',
      });
      // 300 + 500 + 600 + 50 received; the refunded CBC line is 250.00.
      expect(day.totals).toEqual({
        received: '1450.00',
        refunded: '250.00',
        net: '1200.00',
        payments: 4,
        refunds: 1,
      });
      expect(day.byCashier).toEqual([
        {
          key: String(ids.manager),
          label: 'Cashier Manager Demo',
          received: '0.00',
          refunded: '250.00',
          net: '-250.00',
          payments: 0,
          refunds: 1,
        },
        {
          key: String(ids.lab),
          label: 'Lab Cashier Demo',
          received: '950.00',
          refunded: '0.00',
          net: '950.00',
          payments: 3,
          refunds: 0,
        },
        {
          key: String(ids.reception),
          label: 'Reception Cashier Demo',
          received: '500.00',
          refunded: '0.00',
          net: '500.00',
          payments: 1,
          refunds: 0,
        },
      ]);
      // The refund counts at the point its invoice was billed.
      expect(day.byPoint.map((t) => [t.label, t.received, t.refunded, t.net])).toEqual([
        ['Lab', '950.00', '250.00', '700.00'],
        ['Reception', '500.00', '0.00', '500.00'],
      ]);
      expect(day.byMethod.map((t) => [t.key, t.label, t.received, t.refunded, t.net])).toEqual([
        [String(f.methods.card), 'Card', '500.00', '0.00', '500.00'],
        [String(f.methods.cash), 'Cash', '950.00', '250.00', '700.00'],
      ]);
      for (const grouping of [day.byCashier, day.byPoint, day.byMethod])
        for (const field of ['received', 'refunded', 'net'] as const)
          expect(sumOf(grouping, field)).toBe(cents(day.totals[field]));
    },
  );

  it.skipIf(dialect.skip)(
    'reads the day on the hospital clock, today by default, and a shift by its instants',
    async () => {
      expect((await report('')).totals.received).toBe('1450.00');
      expect((await report('?from=2026-11-24')).totals).toMatchObject({
        received: '100.00',
        payments: 1,
      });
      expect((await report('?from=2026-11-26')).totals).toMatchObject({
        received: '70.00',
        payments: 1,
      });
      expect((await report('?from=2026-11-24&to=2026-11-26')).totals.received).toBe('1620.00');
      // The morning shift, 00:00 to 12:00 in the hospital: 300 in cash and 500 by card.
      const shift = await report(
        `?from=${encodeURIComponent('2026-11-25T00:00:00-05:00')}&to=${encodeURIComponent('2026-11-25T12:00:00-05:00')}`,
      );
      expect(shift.totals).toMatchObject({ received: '800.00', refunded: '0.00', payments: 2 });
    },
  );

  it.skipIf(dialect.skip)(
    "shows a cashier their own money only, and refuses them another cashier's",
    async () => {
      const own = await report(`?from=${DAY}`, 'lab');
      expect(own).toMatchObject({ cashier: ids.lab, everyone: false });
      expect(own.totals).toMatchObject({ received: '950.00', refunded: '0.00', payments: 3 });
      expect(own.byCashier.map((t) => t.label)).toEqual(['Lab Cashier Demo']);
      expect((await report(`?from=${DAY}&cashier=${ids.lab}`, 'lab')).totals.received).toBe(
        '950.00',
      );
      for (const url of [
        `billing/sales?cashier=${ids.reception}`,
        `billing/sales/entries?cashier=${ids.reception}`,
        `billing/sales.xlsx?cashier=${ids.reception}`,
      ]) {
        const refused = await call('GET', url, h.lab);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          status: 403,
          code: 'FORBIDDEN',
          message:
            "You may see only your own cash-up: another cashier's needs the View All Sales permission.",
        });
      }
      for (const who of ['finance', 'accountant'] as const) {
        const one = await report(`?from=${DAY}&cashier=${ids.reception}`, who);
        expect(one).toMatchObject({ cashier: ids.reception, everyone: true });
        expect(one.totals).toMatchObject({ received: '500.00', net: '500.00' });
      }
      const doctor = await signIn(app, 'doctor@tena.demo');
      expect((await call('GET', 'billing/sales', doctor.headers)).statusCode).toBe(403);
    },
  );

  it.skipIf(dialect.skip)('lists the payments and refunds behind each total', async () => {
    const entries = async (query: string) => {
      const response = await call('GET', `billing/sales/entries?from=${DAY}${query}`, h.manager);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SalesEntries;
    };
    const cash = await entries(`&by=method&key=${f.methods.cash}`);
    expect(cash.total).toBe(4);
    expect(cash.rows.map((r) => [r.kind, r.model, r.amount, r.point, r.cashierName])).toEqual([
      ['payment', 'payment', '300.00', 'Lab', 'Lab Cashier Demo'],
      ['payment', 'payment', '600.00', 'Lab', 'Lab Cashier Demo'],
      ['refund', 'creditNote', '250.00', 'Lab', 'Cashier Manager Demo'],
      ['payment', 'payment', '50.00', 'Lab', 'Lab Cashier Demo'],
    ]);
    expect(cash.rows[0]).toMatchObject({
      number: expect.stringMatching(/^RCT-2026-\d{6}$/),
      methodName: 'Cash',
      patient: f.patients.cash,
      patientName: expect.stringContaining('Kebede'),
      at: '2026-11-25T05:00:00.000Z',
    });
    expect(cash.rows[2]?.number).toMatch(/^CN-2026-\d{6}$/);
    const reception = await entries(`&by=cashier&key=${ids.reception}`);
    expect(reception.rows.map((r) => [r.amount, r.methodName])).toEqual([['500.00', 'Card']]);
    const paged = await entries('&page=2&pageSize=2');
    expect(paged).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(paged.rows.map((r) => r.amount)).toEqual(['600.00', '250.00']);
    // Each total's entries sum to it.
    const day = await report(`?from=${DAY}`);
    for (const total of day.byPoint) {
      const behind = await entries(`&by=point&key=${encodeURIComponent(total.key)}`);
      const net = behind.rows.reduce(
        (sum, r) => sum + (r.kind === 'refund' ? -cents(r.amount) : cents(r.amount)),
        0,
      );
      expect(net).toBe(cents(total.net));
    }
    const bad = await call('GET', 'billing/sales/entries?by=method&key=cash', h.manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'BAD_SALES_TOTAL',
      message:
        '"cash" is not a payment method id: a method total\'s key is a whole number ("" for none).',
    });
  });

  it.skipIf(dialect.skip)('refuses a period it cannot read, and changes nothing', async () => {
    const refusal = async (query: string) => {
      const response = await call('GET', `billing/sales${query}`, h.manager);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await refusal('?from=2026-02-30')).toEqual({
      status: 400,
      code: 'BAD_PERIOD',
      message:
        '"2026-02-30" is not a start of the period: give a date (2026-11-25) or an instant with its offset (2026-11-25T14:00:00+03:00).',
      details: [
        {
          field: 'from',
          message:
            '"2026-02-30" is not a start of the period: give a date (2026-11-25) or an instant with its offset (2026-11-25T14:00:00+03:00).',
        },
      ],
    });
    expect((await refusal('?from=2026-11-25T14:00:00')).details[0].field).toBe('from');
    expect((await refusal('?from=2026-11-26&to=2026-11-25')).message).toBe(
      'The end of the period must come after its start.',
    );
    expect((await refusal('?from=2026-10-01&to=2026-11-25')).message).toBe(
      'A cash-up covers at most 31 days: ask for a shorter period.',
    );
  });

  it.skipIf(dialect.skip)('exports the same cash-up as an .xlsx', async () => {
    const response = await call('GET', `billing/sales.xlsx?from=${DAY}`, h.finance);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cash-up-2026-11-25.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    const rows = (name: string) => {
      const sheet = book.getWorksheet(name);
      const values: unknown[][] = [];
      sheet?.eachRow((row) => {
        values.push((row.values as unknown[]).slice(1));
      });
      return values;
    };
    const summary = rows('Summary');
    expect(summary.slice(0, 5)).toEqual([
      ['Cash-up'],
      ['From', 'November 25, 2026, 12:00 AM'],
      ['To', 'November 26, 2026, 12:00 AM'],
      ['Time zone', 'America/New_York'],
      ['Cashier', 'All cashiers'],
    ]);
    const under = (title: string) => summary.slice(summary.findIndex((r) => r[0] === title) + 2);
    expect(under('Total')[0]).toEqual(['All', 1450, 250, 1200, 4, 1]);
    expect(under('By payment method').slice(0, 2)).toEqual([
      ['Card', 500, 0, 500, 1, 0],
      ['Cash', 950, 250, 700, 3, 1],
    ]);
    expect(under('By cashier point').slice(0, 2)).toEqual([
      ['Lab', 950, 250, 700, 3, 1],
      ['Reception', 500, 0, 500, 1, 0],
    ]);
    const entries = rows('Entries');
    expect(entries[0]).toEqual([
      'Kind',
      'Number',
      'Recorded',
      'Patient',
      'Cashier',
      'Cashier Point',
      'Method',
      'Received',
      'Refunded',
    ]);
    expect(entries).toHaveLength(6);
    // The Finance Head may not read patients: the sheet gives their numbers, not their names.
    expect(entries[4]).toEqual([
      'Refund',
      expect.stringMatching(/^CN-2026-/),
      'November 25, 2026, 2:00 PM',
      `#${f.patients.cash}`,
      'Cashier Manager Demo',
      'Lab',
      'Cash',
      undefined,
      250,
    ]);
    const own = await call('GET', `billing/sales.xlsx?from=${DAY}`, h.lab);
    const ownBook = new ExcelJS.Workbook();
    await ownBook.xlsx.load(own.rawPayload as never);
    expect(ownBook.getWorksheet('Summary')?.getRow(5).values).toEqual([
      undefined,
      'Cashier',
      'Lab Cashier Demo',
    ]);
    expect(ownBook.getWorksheet('Entries')?.rowCount).toBe(4);
  });
});
