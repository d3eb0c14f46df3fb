// Billing rules through the API on both databases: invoices priced by the server, locked once
// submitted, paid by allocations that never pass the balance, shared with insurers, limited for
// credit companies, and refunded by credit notes.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { type BillingFixtures, billingFixtures } from '../helpers/billing-fixtures';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
const TODAY = '2026-11-25';

describe.each(dialectCases)('billing on $dialect', (dialect) => {
  const suite = useSeededApp(dialect);
  let app: FastifyInstance;
  let f: BillingFixtures;
  const h = {} as Record<'lab' | 'manager' | 'credit' | 'reception', Headers>;
  beforeAll(async () => {
    if (dialect.skip) return;
    app = suite.app;
    f = await billingFixtures(app);
    h.lab = (await signIn(app, 'lab-cashier@tena.demo')).headers;
    h.manager = (await signIn(app, 'cashier-manager@tena.demo')).headers;
    h.credit = (await signIn(app, 'credit-cashier@tena.demo')).headers;
    h.reception = (await signIn(app, 'reception-cashier@tena.demo')).headers;
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api/models/${url}`, headers, payload });
  const line = (service: number, quantity = 1, more: Row = {}) => ({ service, quantity, ...more });
  const draft = async (items: Row[], more: Row = {}, headers = h.lab) => {
    const res = await call('POST', 'invoice', headers, {
      patient: f.patients.cash,
      invoice_date: TODAY,
      cashier_point: 'Lab',
      items,
      ...more,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Row;
  };
  const submit = async (invoice: Row, headers = h.lab) => {
    const res = await call('POST', `invoice/${invoice.id}/transition`, headers, {
      to: 'Submitted',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };
  const pay = (patient: number, allocations: Row[], headers = h.lab, more: Row = {}) =>
    call('POST', 'payment', headers, {
      patient,
      payment_date: TODAY,
      method: f.methods.cash,
      allocations,
      ...more,
    });
  const invoice = async (id: unknown) =>
    (await call('GET', `invoice/${id}`, h.manager)).json() as Row;

  it.skipIf(dialect.skip)('prices every line and total on the server', async () => {
    const made = await draft([line(f.services.cbc, 10), line(f.services.xray, 1)]);
    expect(made.items).toMatchObject([
      { rate: '250.00', quantity: 10, discount: '0.00', tax_percent: 0, amount: '2500.00' },
      { rate: '800.00', tax_percent: 15, amount: '800.00', description: 'Chest X-ray' },
    ]);
    expect(made).toMatchObject({
      status: 'Draft',
      payer_type: 'Cash',
      subtotal: '3300.00',
      tax_total: '120.00',
      total: '3420.00',
      patient_share: '3420.00',
      insurer_share: '0.00',
      paid_amount: '0.00',
      balance_due: '3420.00',
    });
    // A client's copy of the rate is not kept: the server fetches the service's price again,
    // and an amount worked out from another rate is refused.
    const stale = await call('POST', 'invoice', h.lab, {
      patient: f.patients.cash,
      invoice_date: TODAY,
      cashier_point: 'Lab',
      items: [line(f.services.cbc, 10, { rate: '1.00', amount: '10.00' })],
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().details).toEqual([
      {
        field: 'items[0].amount',
        message: 'Items row 1: Amount must be 2500.00 (quantity * rate - discount), not 10.00',
      },
    ]);
  });

  it.skipIf(dialect.skip)(
    'never takes a status, paid amount or balance from a client',
    async () => {
      const typed = await call('POST', 'invoice', h.lab, {
        patient: f.patients.cash,
        invoice_date: TODAY,
        cashier_point: 'Lab',
        items: [line(f.services.cbc)],
        status: 'Paid',
        paid_amount: '250.00',
      });
      expect(typed.statusCode).toBe(422);
      expect(typed.json().details).toEqual(
        expect.arrayContaining([
          {
            field: 'paid_amount',
            message: 'Paid is kept by the server from other records and cannot be written',
          },
        ]),
      );
    },
  );

  it.skipIf(dialect.skip)(
    'needs the Give Discount permission and a reason for a discount',
    async () => {
      const items = [line(f.services.cbc, 2, { discount: '50.00', amount: '450.00' })];
      const base = { patient: f.patients.cash, invoice_date: TODAY, cashier_point: 'Lab', items };
      const cashier = await call('POST', 'invoice', h.lab, {
        ...base,
        discount_reason: 'Staff family',
      });
      expect(cashier.statusCode).toBe(422);
      expect(cashier.json().details).toEqual([
        {
          field: 'items[0]',
          message: 'Items row 1: a discount needs the Give Discount permission',
        },
      ]);
      const noReason = await call('POST', 'invoice', h.manager, base);
      expect(noReason.json().details).toEqual([
        {
          field: 'discount_reason',
          message: 'Discount Reason is required when a line has a discount',
        },
      ]);
      const given = await call('POST', 'invoice', h.manager, {
        ...base,
        discount_reason: 'Staff family',
      });
      expect(given.statusCode, given.body).toBe(201);
      expect(given.json()).toMatchObject({
        subtotal: '500.00',
        discount_total: '50.00',
        total: '450.00',
      });
    },
  );

  it.skipIf(dialect.skip)(
    'locks a submitted invoice and takes payments up to its balance',
    async () => {
      const made = await draft([line(f.services.cbc, 2)]);
      const intoDraft = await pay(f.patients.cash, [{ invoice: made.id, amount: '100.00' }]);
      expect(intoDraft.statusCode).toBe(422);
      expect(intoDraft.json().details).toEqual([
        {
          field: 'allocations[0].invoice',
          // The picker's filter (refFilter) refuses it before the payment rule would.
          message: `Invoices Paid row 1: ${made.invoice_number} is not one this payment may pick (its Status must be one of Submitted, Partly Paid)`,
        },
      ]);
      const submitted = await submit(made);
      const edit = await call('PUT', `invoice/${made.id}`, h.lab, {
        version: submitted.version,
        cashier_point: 'Reception',
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toMatchObject({
        code: 'RECORD_LOCKED',
        message: 'This invoice record is Submitted, so it cannot be changed: use Cancel.',
      });
      const tooMuch = await pay(f.patients.cash, [{ invoice: made.id, amount: '999999.99' }]);
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().details).toEqual([
        {
          field: 'allocations[0].amount',
          message: `Invoices Paid row 1: invoice ${made.invoice_number} has 500.00 left to pay: 999,999.99 is more than its balance`,
        },
      ]);
      const part = await pay(f.patients.cash, [{ invoice: made.id, amount: '200.00' }]);
      expect(part.statusCode, part.body).toBe(201);
      expect(part.json()).toMatchObject({
        amount: '200.00',
        payer_kind: 'Patient',
        received_by: 'lab-cashier@tena.demo',
        cashier_point: 'Lab',
      });
      expect(part.json().payment_number).toMatch(/^RCT-\d{4}-\d{6}$/);
      expect(await invoice(made.id)).toMatchObject({
        status: 'Partly Paid',
        paid_amount: '200.00',
        balance_due: '300.00',
        patient_balance: '300.00',
      });
      const cancel = await call('POST', `invoice/${made.id}/transition`, h.lab, {
        to: 'Cancelled',
        values: { cancellation_reason: 'Wrong patient' },
      });
      expect(cancel.statusCode).toBe(409);
      const rest = await pay(f.patients.cash, [{ invoice: made.id, amount: '300.00' }]);
      expect(rest.statusCode, rest.body).toBe(201);
      const paid = await invoice(made.id);
      expect(paid).toMatchObject({ status: 'Paid', paid_amount: '500.00', balance_due: '0.00' });
      // Voiding the receipt (the manager's) opens the invoice again.
      expect((await call('DELETE', `payment/${rest.json().id}`, h.manager)).statusCode).toBe(200);
      expect(await invoice(made.id)).toMatchObject({
        status: 'Partly Paid',
        balance_due: '300.00',
      });
    },
  );

  it.skipIf(dialect.skip)(
    'refuses a paid invoice cancelling and a payment into a cancelled one',
    async () => {
      const made = await draft([line(f.services.dressing)]);
      const submitted = await submit(made);
      const noReason = await call('POST', `invoice/${made.id}/transition`, h.lab, {
        to: 'Cancelled',
      });
      expect(noReason.statusCode).toBe(422);
      const cancelled = await call('POST', `invoice/${made.id}/transition`, h.lab, {
        to: 'Cancelled',
        version: submitted.version,
        values: { cancellation_reason: 'Ordered in error' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // Nothing is owed on a cancelled invoice.
      expect(cancelled.json()).toMatchObject({
        balance_due: '0.00',
        patient_balance: '0.00',
        insurer_balance: '0.00',
      });
      const into = await pay(f.patients.cash, [{ invoice: made.id, amount: '10.00' }]);
      expect(into.json().details).toEqual([
        {
          field: 'allocations[0].invoice',
          message: `Invoices Paid row 1: ${made.invoice_number} is not one this payment may pick (its Status must be one of Submitted, Partly Paid)`,
        },
      ]);
      const people = await call('POST', `invoice/${made.id}/transition`, h.manager, { to: 'Paid' });
      expect(people.statusCode).toBe(409);
    },
  );

  it.skipIf(dialect.skip)('asks a reference for card payments', async () => {
    const made = await submit(await draft([line(f.services.dressing)]));
    const card = await pay(f.patients.cash, [{ invoice: made.id, amount: '150.00' }], h.lab, {
      method: f.methods.card,
    });
    expect(card.json().details).toEqual([
      {
        field: 'reference',
        message: 'Reference is required for Card payments (the slip, transaction or cheque number)',
      },
    ]);
  });

  it.skipIf(dialect.skip)(
    "splits an insured patient's invoice and prices it by the insurer",
    async () => {
      const made = await draft([line(f.services.cbc, 2)], { patient: f.patients.insured });
      expect(made).toMatchObject({
        payer_type: 'Insurance',
        payer: f.insurer,
        member_number: 'NY-2231-07',
        coverage_percent: 80,
        total: '600.00',
        insurer_share: '480.00',
        patient_share: '120.00',
      });
      await submit(made);
      const patientPays = await pay(f.patients.insured, [{ invoice: made.id, amount: '120.00' }]);
      expect(patientPays.statusCode, patientPays.body).toBe(201);
      expect(await invoice(made.id)).toMatchObject({
        status: 'Partly Paid',
        patient_balance: '0.00',
        insurer_balance: '480.00',
      });
      const more = await pay(f.patients.insured, [{ invoice: made.id, amount: '1.00' }]);
      expect(more.statusCode).toBe(422);
      const insurerPays = await pay(
        f.patients.insured,
        [{ invoice: made.id, amount: '480.00' }],
        h.credit,
        {
          payer_kind: 'Insurer',
        },
      );
      expect(insurerPays.statusCode, insurerPays.body).toBe(201);
      expect(insurerPays.json().cashier_point).toBe('Credit');
      expect(await invoice(made.id)).toMatchObject({ status: 'Paid', balance_due: '0.00' });
    },
  );

  it.skipIf(dialect.skip)(
    "needs a Cashier Manager's approval past a company's credit limit",
    async () => {
      const small = await submit(
        await draft([line(f.services.xray)], { patient: f.patients.staff }),
      );
      expect(small).toMatchObject({
        payer_type: 'Credit',
        insurer_share: '920.00',
        patient_share: '0.00',
      });
      const big = await draft([line(f.services.consultation)], { patient: f.patients.staff });
      const refused = await call('POST', `invoice/${big.id}/transition`, h.lab, {
        to: 'Submitted',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'credit_approved',
          message:
            "Abay Textiles PLC's credit limit is 1,000.00: it owes 920.00 and this invoice adds 500.00, so a Cashier Manager must approve credit past the limit",
        },
      ]);
      const lab = await call('PUT', `invoice/${big.id}`, h.lab, {
        version: big.version,
        credit_approved: true,
      });
      expect(lab.statusCode).toBe(403);
      const approved = await call('PUT', `invoice/${big.id}`, h.manager, {
        version: big.version,
        credit_approved: true,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      await submit(approved.json());
    },
  );

  it.skipIf(dialect.skip)('never overpays an invoice under ten cashiers at once', async () => {
    const made = await submit(await draft([line(f.services.cbc, 4)]));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(f.patients.cash, [{ invoice: made.id, amount: '250.00' }]),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(6);
    expect(await invoice(made.id)).toMatchObject({
      status: 'Paid',
      paid_amount: '1000.00',
      balance_due: '0.00',
    });
  });

  it.skipIf(dialect.skip)('refunds a paid line once with a credit note', async () => {
    const made = await submit(await draft([line(f.services.cbc), line(f.services.dressing)]));
    await pay(f.patients.cash, [{ invoice: made.id, amount: '400.00' }]);
    const lineId = (made.items as Row[])[1]?.id;
    const note = await call('POST', 'creditNote', h.manager, {
      invoice: made.id,
      credit_date: TODAY,
      refund_method: f.methods.cash,
      reason: 'Dressing not done',
      lines: [{ invoice_line: lineId }],
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json()).toMatchObject({
      patient: f.patients.cash,
      total: '150.00',
      lines: [{ invoice_line: lineId, description: 'Wound dressing', amount: '150.00' }],
    });
    expect((await invoice(made.id)).credited_amount).toBe('150.00');
    const again = await call('POST', 'creditNote', h.manager, {
      invoice: made.id,
      credit_date: TODAY,
      refund_method: f.methods.cash,
      reason: 'Twice',
      lines: [{ invoice_line: lineId }],
    });
    expect(again.json().details).toEqual([
      {
        field: 'lines[0]',
        message: `Lines Refunded row 1: that line is already refunded on credit note ${note.json().credit_note_number}`,
      },
    ]);
  });
});
