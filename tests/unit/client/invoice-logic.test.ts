import { describe, expect, it } from 'vitest';
import {
  checkPayment,
  defaultMethod,
  describeFailure,
  dueFrom,
  isShared,
  moneyText,
  payerKindAt,
  paymentBody,
  readInvoice,
  readMethods,
} from '../../../src/client/components/invoice/invoice-logic';

const methods = readMethods([
  { id: 2, name: 'Card', kind: 'Card', requires_reference: true },
  { id: 1, name: 'Cash', kind: 'Cash', requires_reference: false },
]);
const good = { amount: '150.50', paymentDate: '04-05-2026', method: '1', reference: '' };

/** An invoice as GET /api/models/invoice/:id answers it (schemas/invoice.json). */
const insured = {
  id: 9,
  invoice_number: 'INV-2026-000009',
  invoice_date: '2026-11-25',
  status: 'Partly Paid',
  patient: 20,
  payer_type: 'Insurance',
  payer: 3,
  coverage_percent: 80,
  items: [
    {
      id: 41,
      description: 'CBC',
      quantity: 2,
      rate: '250.00',
      discount: '0.00',
      tax_percent: 0,
      amount: '500.00',
    },
  ],
  subtotal: '500.00',
  discount_total: '0.00',
  tax_total: '0.00',
  total: '500.00',
  insurer_share: '400.00',
  patient_share: '100.00',
  paid_amount: '60.00',
  patient_balance: '40.00',
  insurer_balance: '400.00',
  balance_due: '440.00',
  credited_amount: '0.00',
  titles: { patient: { '20': 'Meron Alemu' }, payer: { '3': 'Nyala Insurance S.C.' } },
};

describe('invoice dialog rules', () => {
  it('reads an invoice with its lines, totals, shares and titled patient and payer', () => {
    const view = readInvoice(insured);
    expect(view).toMatchObject({
      id: 9,
      number: 'INV-2026-000009',
      status: 'Partly Paid',
      patient: 'Meron Alemu',
      payer: 'Nyala Insurance S.C.',
      coveragePercent: 80,
      total: 500,
      insurerShare: 400,
      patientShare: 100,
      patientBalance: 40,
      insurerBalance: 400,
      balanceDue: 440,
    });
    expect(view.lines).toEqual([
      {
        id: 41,
        description: 'CBC',
        quantity: 2,
        rate: 250,
        discount: 0,
        taxPercent: 0,
        amount: 500,
      },
    ]);
    expect(isShared(view)).toBe(true);
    expect(isShared(readInvoice({ ...insured, payer_type: 'Cash' }))).toBe(false);
    expect(readInvoice(null).lines).toEqual([]);
  });

  it('asks each payer for their own balance, and nothing of an invoice not open', () => {
    const view = readInvoice(insured);
    expect(payerKindAt('Lab')).toBe('Patient');
    expect(payerKindAt('Credit')).toBe('Insurer');
    expect(dueFrom(view, 'Patient')).toBe(40);
    expect(dueFrom(view, 'Insurer')).toBe(400);
    for (const status of ['Draft', 'Paid', 'Cancelled'])
      expect(dueFrom({ ...view, status }, 'Patient')).toBe(0);
    expect(moneyText(40)).toBe('40.00');
    expect(moneyText(0.1 + 0.2)).toBe('0.30');
  });

  it('requires an amount over 0 with at most 2 decimals, a date, a method and its reference', () => {
    expect(checkPayment(good, methods)).toEqual({});
    expect(checkPayment({ ...good, amount: '' }, methods).amount).toBe('Amount is required');
    expect(checkPayment({ ...good, amount: '0' }, methods).amount).toBe(
      'Amount must be more than 0',
    );
    expect(checkPayment({ ...good, amount: '1.234' }, methods).amount).toBe(
      'Amount must have at most 2 decimals',
    );
    expect(checkPayment({ ...good, paymentDate: '2026-05-04' }, methods).paymentDate).toBeDefined();
    expect(checkPayment({ ...good, method: '7' }, methods).method).toBe('Method is required');
    expect(checkPayment({ ...good, method: '2' }, methods).reference).toBe(
      'Reference is required for Card payments',
    );
    // More than the balance is the server's to refuse: another cashier may have been paid meanwhile.
    expect(checkPayment({ ...good, amount: '99999.00' }, methods)).toEqual({});
  });

  it('starts a payment in cash, else with a method that needs no reference', () => {
    expect(defaultMethod(methods)?.name).toBe('Cash');
    const noCash = methods.filter((m) => m.kind !== 'Cash');
    expect(
      defaultMethod([
        ...noCash,
        { id: 5, name: 'Telebirr', kind: 'Mobile', requiresReference: false },
      ])?.name,
    ).toBe('Telebirr');
    expect(defaultMethod([])).toBeUndefined();
  });

  it('builds the payment of one allocation into the invoice, leaving out an empty reference', () => {
    expect(paymentBody(20, 9, 'Patient', good)).toEqual({
      patient: 20,
      payer_kind: 'Patient',
      payment_date: '2026-05-04',
      method: 1,
      allocations: [{ invoice: 9, amount: '150.50' }],
    });
    expect(paymentBody(20, 9, 'Insurer', { ...good, reference: ' R-1 ' })).toMatchObject({
      payer_kind: 'Insurer',
      reference: 'R-1',
    });
  });

  it('puts 422 details beside their fields and keeps the server message for the alert', () => {
    const message =
      'Invoices Paid row 1: invoice INV-2026-000009 has 40.00 left to pay: 50.00 is more than its balance';
    const failure = describeFailure({
      status: 422,
      data: {
        message,
        details: [
          { field: 'allocations[0].amount', message },
          { field: 'reference', message: 'Reference is required for Card payments' },
          { field: 'unknown', message: 'ignored' },
        ],
      },
    });
    expect(failure).toEqual({
      message,
      fields: { amount: message, reference: 'Reference is required for Card payments' },
    });
    expect(describeFailure({ status: 500, data: {} })).toEqual({
      message: 'Request failed (500)',
      fields: {},
    });
    expect(describeFailure({ message: 'Network Error' }).message).toBe('Network Error');
  });
});
