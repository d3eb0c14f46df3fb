import { describe, expect, it } from 'vitest';
import {
  checkPayment,
  describeFailure,
  invoiceBalance,
  PAYMENT_METHODS,
  paymentBody,
  readInvoice,
} from '../../../src/client/components/invoice/invoice-logic';

const good = { amount: '150.50', paymentDate: '04-05-2026', method: 'Cash', reference: '' };

describe('invoice dialog rules', () => {
  it('reads an invoice record with its items and totals', () => {
    const view = readInvoice({
      invoice_number: 'INV-2026-000001',
      invoice_date: '2026-05-01',
      service_type: 'Laboratory',
      payment_status: 'Unpaid',
      items: [{ description: 'CBC', quantity: 2, unit_price: '75.25', amount: 150.5 }],
      subtotal: 150.5,
      discount: null,
      total: '150.50',
    });
    expect(view.number).toBe('INV-2026-000001');
    expect(view.items).toEqual([
      { description: 'CBC', quantity: 2, unitPrice: 75.25, amount: 150.5 },
    ]);
    expect(view.discount).toBeNull();
    expect(view.total).toBe(150.5);
    expect(readInvoice(null).items).toEqual([]);
  });

  it("names the invoice's patient from the answer's titles, not by a bare id", () => {
    const view = readInvoice({ patient: 20, titles: { patient: { '20': 'Abebe Kebede' } } });
    expect(view.patient).toBe('Abebe Kebede');
    expect(readInvoice({ patient: 20, titles: {} }).patient).toBe('');
  });

  it('takes the payment date as the form types dates (dd-MM-yyyy) and sends it as ISO', () => {
    expect(checkPayment({ ...good, paymentDate: '2026-05-04' }).paymentDate).toBeDefined();
    expect(checkPayment({ ...good, paymentDate: '31-02-2026' }).paymentDate).toBeDefined();
    expect(paymentBody(3, good).payment_date).toBe('2026-05-04');
  });

  it('offers the payment model methods', () => {
    expect(PAYMENT_METHODS).toEqual([
      'Cash',
      'Card',
      'Mobile Money (telebirr)',
      'Bank Transfer',
      'Insurance',
      'Credit',
    ]);
  });

  it('requires an amount over 0 with at most 2 decimals, a date and a known method', () => {
    expect(checkPayment(good)).toEqual({});
    expect(checkPayment({ ...good, amount: '' }).amount).toBe('Amount is required');
    expect(checkPayment({ ...good, amount: '0' }).amount).toBe('Amount must be more than 0');
    expect(checkPayment({ ...good, amount: '1.234' }).amount).toBe(
      'Amount must have at most 2 decimals',
    );
    expect(checkPayment({ ...good, paymentDate: '' }).paymentDate).toBeDefined();
    expect(checkPayment({ ...good, method: 'Barter' }).method).toBeDefined();
  });

  it('builds the payment body, leaving out an empty reference', () => {
    expect(paymentBody(7, good)).toEqual({
      invoice: 7,
      amount: 150.5,
      payment_date: '2026-05-04',
      method: 'Cash',
    });
    expect(paymentBody(7, { ...good, reference: ' R-1 ' }).reference).toBe('R-1');
  });

  it('puts 422 details beside their fields and keeps the server message for the alert', () => {
    const failure = describeFailure({
      status: 422,
      data: {
        message: 'Amount must be more than 0; Payment Date is required',
        details: [
          { field: 'amount', message: 'Amount must be more than 0' },
          { field: 'payment_date', message: 'Payment Date is required' },
          { field: 'unknown', message: 'ignored' },
        ],
      },
    });
    expect(failure.message).toBe('Amount must be more than 0; Payment Date is required');
    expect(failure.fields).toEqual({
      amount: 'Amount must be more than 0',
      paymentDate: 'Payment Date is required',
    });
    expect(describeFailure({ status: 500, data: {} })).toEqual({
      message: 'Request failed (500)',
      fields: {},
    });
    expect(describeFailure({ message: 'Network Error' }).message).toBe('Network Error');
  });
});

describe('invoice balance', () => {
  it('is the total less every payment, in cents, never below zero', () => {
    const invoice = { subtotal: 500, discount: 0, total: 500 };
    expect(invoiceBalance(invoice, [])).toEqual({ total: 500, balanceDue: 500 });
    expect(invoiceBalance(invoice, [{ amount: '200.10' }, { amount: 99.9 }])).toEqual({
      total: 500,
      balanceDue: 200,
    });
    expect(invoiceBalance(invoice, [{ amount: 600 }]).balanceDue).toBe(0);
  });

  it('takes the subtotal less the discount when the invoice carries no total', () => {
    expect(
      invoiceBalance({ subtotal: 300, discount: null, total: null }, [{ amount: 'x' }]),
    ).toEqual({ total: 300, balanceDue: 300 });
    expect(invoiceBalance({ subtotal: 300, discount: 50, total: null }, []).total).toBe(250);
  });
});
