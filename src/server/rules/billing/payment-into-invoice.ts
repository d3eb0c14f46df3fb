/**
 * A payment goes into an invoice that can take it: not void, and never past its total (the
 * invoice is locked first, so two payments at once cannot both pass). Once written, the
 * invoice's payment status follows from its payments. Every entry point runs it: the API, the
 * payment spreadsheet import, the seed.
 */
import { isMoney, moneyToCents } from '../../models/codecs';
import type { RecordValues } from '../../models/model-runtime';
import { paidCents } from '../../repositories/invoice-payments';
import type { ModelRule, RuleContext } from '../types';
import { invoiceLabel, invoiceTotalCents, money } from './invoice-balance';

const invoiceOf = (payment: RecordValues | undefined) =>
  payment && Number.isInteger(Number(payment.invoice)) && payment.invoice !== null
    ? Number(payment.invoice)
    : undefined;

/** The status an invoice's payments give it. */
function statusFor(paid: number, total: number): string {
  if (paid <= 0) return 'Unpaid';
  return paid >= total ? 'Paid' : 'Partially Paid';
}

async function settleInvoice(ctx: RuleContext, invoiceId: number) {
  const [invoice] = await ctx.records.lock('invoice', [invoiceId]);
  if (!invoice || invoice.payment_status === 'Void') return;
  const paid = await paidCents(ctx.trx, invoiceId);
  await ctx.records.setDerived('invoice', invoiceId, {
    payment_status: statusFor(paid, invoiceTotalCents(invoice)),
  });
}

export const paymentIntoInvoice: ModelRule = {
  name: 'billing.payment-into-invoice',
  models: ['payment'],

  async check(ctx, change) {
    if (change.action === 'delete') return [];
    const invoiceId = invoiceOf(change.after);
    if (invoiceId === undefined || !isMoney(change.after.amount)) return [];
    const [invoice] = await ctx.records.lock('invoice', [invoiceId]);
    // A missing invoice is the reference check's to report.
    if (!invoice) return [];
    const label = invoiceLabel(invoice);
    if (invoice.payment_status === 'Void')
      return [{ field: 'invoice', message: `Invoice ${label} is void` }];
    const total = invoiceTotalCents(invoice);
    const paid =
      (await paidCents(ctx.trx, invoiceId, change.id)) + moneyToCents(change.after.amount);
    if (paid <= total) return [];
    return [
      {
        field: 'amount',
        message: `Payments would exceed the total of invoice ${label}: ${money(paid)} paid of ${money(total)}`,
      },
    ];
  },

  async afterWrite(ctx, change) {
    const invoices = new Set([invoiceOf(change.before), invoiceOf(change.after)]);
    for (const id of invoices) if (id !== undefined) await settleInvoice(ctx, id);
  },
};
