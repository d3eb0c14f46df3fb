// The cashier's queue (the request-payment page) and the invoice dialog's one-call invoice, on
// both databases: who waits at which point, oldest first, with what and how much; who may read
// which point (403 otherwise); the invoice made from charges and submitted in one transaction
// (or not at all); and the queue's news on socket.io when a charge is made or a payment taken.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillingQueueChanged,
  BillingQueueWatchAck,
  CashierQueue,
} from '../../src/engine/wire/billing-queue';
import type { Actor } from '../../src/server/models/read-rule';
import { signIn, useSeededApp } from '../helpers/app';
import { type BillingFixtures, billingFixtures } from '../helpers/billing-fixtures';
import { dialectCases } from '../helpers/databases';
import { connected, socketClients } from '../helpers/sockets';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

/** Orders make charges as the server: this stands in for the ordering rules. */
const SERVER: Actor = {
  id: null,
  email: null,
  engineUser: { role: 'Preferences', permissions: [] },
  ip: null,
};

describe.each(dialectCases)('cashier queue on $dialect', (dialect) => {
  // Each charge is made a minute after the last, so "oldest first" has one answer.
  let now = new Date('2026-11-25T06:00:00Z');
  const tick = () => {
    now = new Date(now.getTime() + 60_000);
  };
  const suite = useSeededApp(dialect, { clock: () => now });
  const sockets = socketClients(() => url);
  let url: string;
  let app: FastifyInstance;
  let f: BillingFixtures;
  const h = {} as Record<
    'lab' | 'radiology' | 'manager' | 'credit' | 'doctor' | 'finance',
    Headers
  >;
  const tokens = {} as Record<'lab' | 'radiology' | 'manager', string>;

  beforeAll(async () => {
    if (dialect.skip) return;
    app = suite.app;
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    f = await billingFixtures(app);
    const who = {
      lab: 'lab-cashier@tena.demo',
      radiology: 'radiology-cashier@tena.demo',
      manager: 'cashier-manager@tena.demo',
      credit: 'credit-cashier@tena.demo',
      doctor: 'doctor@tena.demo',
      finance: 'finance-head@tena.demo',
    } as const;
    for (const [key, email] of Object.entries(who)) {
      const signed = await signIn(app, email);
      h[key as keyof typeof h] = signed.headers;
      if (key in { lab: 1, radiology: 1, manager: 1 })
        tokens[key as keyof typeof tokens] = signed.accessToken;
    }
  });
  afterAll(() => sockets.closeAll());

  const charge = async (patient: number, service: number, quantity = 1) => {
    tick();
    const { id } = await app.models.create('charge', SERVER, { patient, service, quantity });
    const res = await app.inject({
      method: 'GET',
      url: `/api/models/charge/${id}`,
      headers: h.manager,
    });
    return res.json() as Row & { id: number };
  };
  const queue = async (headers: Headers, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/billing/queue${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CashierQueue;
  };
  const rowOf = (q: CashierQueue, patient: number, point: string) =>
    q.rows.find((row) => row.patient === patient && row.point === point);
  const checkout = (headers: Headers, payload: object) =>
    app.inject({ method: 'POST', url: '/api/billing/invoices', headers, payload });
  const pay = (patient: number, invoice: unknown, amount: string, more: Row = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/models/payment',
      headers: h.lab,
      payload: {
        patient,
        payment_date: '2026-11-25',
        method: f.methods.cash,
        allocations: [{ invoice, amount }],
        ...more,
      },
    });
  const count = async (model: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/models/${model}?pageSize=1`,
        headers: h.manager,
      })
    ).json().total as number;

  it.skipIf(dialect.skip)(
    "lists the point's waiting patients oldest first, then bills and settles them",
    async () => {
      const cbc = await charge(f.patients.cash, f.services.cbc, 2);
      await charge(f.patients.insured, f.services.cbc);
      await charge(f.patients.cash, f.services.xray);
      const lab = await queue(h.lab);
      expect(lab.points).toEqual(['Lab']);
      expect(lab.choices).toEqual(['Lab']);
      // The X-ray waits at Radiology, not here.
      expect(lab.rows).toEqual([
        {
          patient: f.patients.cash,
          point: 'Lab',
          unbilled: { count: 1, amount: '500.00' },
          unpaid: { count: 0, balance: '0.00' },
          waitingSince: cbc.charged_at,
        },
        expect.objectContaining({
          patient: f.patients.insured,
          point: 'Lab',
          // The insurer's price of a CBC.
          unbilled: { count: 1, amount: '300.00' },
        }),
      ]);
      expect(lab.titles.patient?.[String(f.patients.cash)]).toMatch(/Kebede/);

      const made = await checkout(h.lab, {
        patient: f.patients.cash,
        point: 'Lab',
        charges: [cbc.id],
      });
      expect(made.statusCode, made.body).toBe(201);
      const invoice = made.json() as Row;
      expect(invoice).toMatchObject({
        status: 'Submitted',
        cashier_point: 'Lab',
        total: '500.00',
        balance_due: '500.00',
        items: [expect.objectContaining({ charge: cbc.id, amount: '500.00' })],
      });
      const billed = rowOf(await queue(h.lab), f.patients.cash, 'Lab');
      expect(billed).toMatchObject({
        unbilled: { count: 0, amount: '0.00' },
        unpaid: { count: 1, balance: '500.00' },
        waitingSince: invoice.created_at,
      });

      expect((await pay(f.patients.cash, invoice.id, '200.00')).statusCode).toBe(201);
      expect(rowOf(await queue(h.lab), f.patients.cash, 'Lab')?.unpaid).toEqual({
        count: 1,
        balance: '300.00',
      });
      expect((await pay(f.patients.cash, invoice.id, '300.00')).statusCode).toBe(201);
      expect(rowOf(await queue(h.lab), f.patients.cash, 'Lab')).toBeUndefined();
      expect(rowOf(await queue(h.radiology), f.patients.cash, 'Radiology')?.unbilled).toEqual({
        count: 1,
        amount: '800.00',
      });
    },
  );

  it.skipIf(dialect.skip)(
    "shows a manager every point, or the one chosen, and the insurers' shares at Credit",
    async () => {
      const insured = await charge(f.patients.insured, f.services.dressing);
      const made = await checkout(h.manager, {
        patient: f.patients.insured,
        point: 'Service',
        charges: [insured.id],
      });
      expect(made.statusCode, made.body).toBe(201);
      // 150.00 at 80% coverage: the insurer owes 120.00, the patient 30.00.
      expect(made.json()).toMatchObject({ insurer_share: '120.00', patient_share: '30.00' });
      const all = await queue(h.manager);
      expect(all.points).toEqual(all.choices);
      expect(all.choices).toEqual([
        'Reception',
        'Lab',
        'Radiology',
        'Pharmacy',
        'Service',
        'OR',
        'Liaison',
        'Credit',
      ]);
      expect(rowOf(all, f.patients.insured, 'Service')?.unpaid.balance).toBe('30.00');
      expect(rowOf(all, f.patients.insured, 'Credit')?.unpaid).toEqual({
        count: 1,
        balance: '120.00',
      });
      const service = await queue(h.manager, '?point=Service');
      expect(new Set(service.rows.map((row) => row.point))).toEqual(new Set(['Service']));
      const credit = await queue(h.credit);
      expect(credit.points).toEqual(['Credit']);
      expect(credit.rows.map((row) => [row.patient, row.unpaid.balance])).toEqual([
        [f.patients.insured, '120.00'],
      ]);
    },
  );

  it.skipIf(dialect.skip)(
    "refuses another point's queue, and readers who take no payments",
    async () => {
      const other = await app.inject({
        method: 'GET',
        url: '/api/billing/queue?point=Radiology',
        headers: h.lab,
      });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: "You collect at the Lab point: the Radiology queue is another cashier's.",
      });
      for (const headers of [h.doctor, h.finance]) {
        const res = await app.inject({ method: 'GET', url: '/api/billing/queue', headers });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/^The cashier's queue is for those who take payments/);
      }
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/billing/queue?point=Kitchen',
        headers: h.manager,
      });
      expect(unknown.statusCode).toBe(400);
      // No token is refused as an expired one is (spec 4: the client refreshes and retries).
      const none = await app.inject({ method: 'GET', url: '/api/billing/queue' });
      expect(none.statusCode).toBe(403);
    },
  );

  it.skipIf(dialect.skip)('makes the invoice from charges all at once or not at all', async () => {
    const cbc = await charge(f.patients.staff, f.services.cbc);
    const xray = await charge(f.patients.staff, f.services.xray);
    const others = await charge(f.patients.cash, f.services.cbc);
    const invoices = await count('invoice');

    const wrongPoint = await checkout(h.lab, {
      patient: f.patients.staff,
      point: 'Lab',
      charges: [cbc.id, xray.id],
    });
    expect(wrongPoint.statusCode).toBe(422);
    expect(wrongPoint.json().details).toEqual([
      {
        field: 'charges[1]',
        message: `Charge ${xray.charge_number} is collected at the Radiology point, not Lab`,
      },
    ]);
    // Another patient's charge: the invoice's own checks refuse it.
    const wrongPatient = await checkout(h.lab, {
      patient: f.patients.staff,
      point: 'Lab',
      charges: [cbc.id, others.id],
    });
    expect(wrongPatient.statusCode).toBe(422);
    expect(wrongPatient.json().details).toEqual([
      {
        field: 'items[1].charge',
        message: `Items row 2: ${others.charge_number} is not one this invoice may pick (its Patient must be Dawit Kebede Tesfaye)`,
      },
    ]);
    const otherPoint = await checkout(h.lab, {
      patient: f.patients.staff,
      point: 'Radiology',
      charges: [xray.id],
    });
    expect(otherPoint.statusCode).toBe(403);
    // Made, then refused at its submission (past the company's credit limit): both or neither.
    const twoXrays = await charge(f.patients.staff, f.services.xray, 2);
    const pastLimit = await checkout(h.radiology, {
      patient: f.patients.staff,
      point: 'Radiology',
      charges: [twoXrays.id],
    });
    expect(pastLimit.statusCode).toBe(422);
    expect(pastLimit.json().details).toEqual([
      expect.objectContaining({ field: 'credit_approved' }),
    ]);
    expect(await count('invoice')).toBe(invoices);
    for (const id of [cbc.id, twoXrays.id]) {
      const stored = await app.inject({
        method: 'GET',
        url: `/api/models/charge/${id}`,
        headers: h.manager,
      });
      expect(stored.json()).toMatchObject({ status: 'Unbilled', invoice: null });
    }
  });

  it.skipIf(dialect.skip)("lists an invoice's payments with their receipts", async () => {
    const made = await charge(f.patients.cash, f.services.cbc, 4);
    const invoice = (
      await checkout(h.lab, { patient: f.patients.cash, point: 'Lab', charges: [made.id] })
    ).json() as Row;
    const first = (await pay(f.patients.cash, invoice.id, '400.00')).json() as Row;
    const card = { method: f.methods.card, reference: 'SLIP-77' };
    const second = (await pay(f.patients.cash, invoice.id, '600.00', card)).json() as Row;
    const res = await app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${invoice.id}/payments`,
      headers: h.lab,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        {
          payment: first.id,
          payment_number: first.payment_number,
          payment_date: '2026-11-25',
          payer_kind: 'Patient',
          method: f.methods.cash,
          method_name: 'Cash',
          reference: '',
          amount: '400.00',
        },
        expect.objectContaining({
          payment: second.id,
          amount: '600.00',
          method: f.methods.card,
          reference: 'SLIP-77',
        }),
      ],
      titles: { method: { [f.methods.cash]: 'Cash', [f.methods.card]: 'Card' } },
    });
    expect(String(first.payment_number)).toMatch(/^RCT-2026-\d{6}$/);
    const doctor = await app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${invoice.id}/payments`,
      headers: h.doctor,
    });
    expect(doctor.statusCode).toBe(403);
    const none = await app.inject({
      method: 'GET',
      url: '/api/billing/invoices/999999/payments',
      headers: h.lab,
    });
    expect(none.statusCode).toBe(404);
  });

  it.skipIf(dialect.skip)(
    "tells a point's watchers when a charge is made or a payment taken",
    async () => {
      const lab = sockets.open(tokens.lab);
      const radiology = sockets.open(tokens.radiology);
      const manager = sockets.open(tokens.manager);
      for (const client of [lab, radiology, manager]) await connected(client.socket);
      const watch = (socket: typeof lab.socket, point?: string) =>
        socket.emitWithAck(
          'billing:queue:watch',
          point ? { point } : {},
        ) as Promise<BillingQueueWatchAck>;
      expect(await watch(lab.socket, 'Radiology')).toEqual({
        ok: false,
        error: {
          status: 403,
          code: 'FORBIDDEN',
          message: "You collect at the Lab point: the Radiology queue is another cashier's.",
        },
      });
      expect(await watch(lab.socket)).toEqual({ ok: true, points: ['Lab'] });
      expect(await watch(radiology.socket)).toEqual({ ok: true, points: ['Radiology'] });
      expect(await watch(manager.socket, 'Lab')).toEqual({ ok: true, points: ['Lab'] });
      const news = (client: typeof lab) =>
        client.heardOf('billing:queue:changed') as BillingQueueChanged[];

      const made = await charge(f.patients.cash, f.services.cbc);
      await expect.poll(() => news(lab)).toEqual([{ points: ['Lab'] }]);
      await expect.poll(() => news(manager)).toEqual([{ points: ['Lab'] }]);
      const invoice = await checkout(h.lab, {
        patient: f.patients.cash,
        point: 'Lab',
        charges: [made.id],
      });
      await expect.poll(() => news(lab).length).toBe(2);
      expect((await pay(f.patients.cash, invoice.json().id, '100.00')).statusCode).toBe(201);
      await expect.poll(() => news(lab).length).toBe(3);
      // A refused payment writes nothing, so nobody hears of it.
      expect((await pay(f.patients.cash, invoice.json().id, '9999.00')).statusCode).toBe(422);
      await charge(f.patients.cash, f.services.xray);
      await expect.poll(() => news(radiology)).toEqual([{ points: ['Radiology'] }]);
      expect(news(lab)).toHaveLength(3);
      expect(news(manager)).toHaveLength(3);
    },
  );
});
