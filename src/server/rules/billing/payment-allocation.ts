/**
 * A payment goes into open invoices of its patient: never into a draft or cancelled one, never
 * past what is due from whoever pays (the patient's balance, or the insurer's). The invoices
 * are locked first, so ten cashiers paying one invoice at once cannot overpay it. The server
 * fills the amount (the allocations' sum), who received it and at which cashier; once written,
 * each invoice's balances and status follow.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { paidInto } from '../../repositories/invoice-payments';
import type { ModelRule, RuleContext } from '../types';
import { cashierPointOf } from './cashier-points';
import { settleInvoice } from './invoice-settlement';
import { cents, money, shown } from './money';
import { recordOf } from './prices';

const rows = (value: unknown) => (Array.isArray(value) ? (value as RecordValues[]) : []);
const invoicesOf = (payment: RecordValues | undefined) =>
  rows(payment?.allocations).flatMap((row) =>
    row.invoice === null || row.invoice === undefined ? [] : [Number(row.invoice)],
  );

async function allocationProblems(ctx: RuleContext, payment: RecordValues, id: number | undefined) {
  const problems: Problem[] = [];
  const byInsurer = payment.payer_kind === 'Insurer';
  const wanted = new Map<number, number>();
  const invoices = new Map(
    (await ctx.records.lock('invoice', invoicesOf(payment))).map((i) => [i.id as number, i]),
  );
  for (const [index, row] of rows(payment.allocations).entries()) {
    const invoice = invoices.get(Number(row.invoice));
    if (!invoice) continue; // the reference check names a missing invoice
    const field = `allocations[${index}].invoice`;
    const where = `Invoices Paid row ${index + 1}: invoice ${invoice.invoice_number}`;
    if (Number(invoice.patient) !== Number(payment.patient)) {
      problems.push({ field, message: `${where} is another patient's` });
      continue;
    }
    if (invoice.status === 'Draft') {
      problems.push({ field, message: `${where} is a draft: submit it before taking payment` });
      continue;
    }
    if (invoice.status === 'Cancelled') {
      problems.push({ field, message: `${where} is cancelled` });
      continue;
    }
    if (byInsurer && invoice.payer_type === 'Cash') {
      problems.push({ field, message: `${where} is a cash invoice: it has no insurer's share` });
      continue;
    }
    const asked = (wanted.get(invoice.id as number) ?? 0) + cents(row.amount);
    wanted.set(invoice.id as number, asked);
    const paid = await paidInto(ctx.trx, invoice.id as number, id);
    const due = byInsurer
      ? cents(invoice.insurer_share) - paid.insurer
      : cents(invoice.patient_share) - paid.patient;
    if (asked > due)
      problems.push({
        field: `allocations[${index}].amount`,
        message: `${where} has ${shown(Math.max(due, 0))} left to pay${byInsurer ? ' by the insurer' : ''}: ${shown(cents(row.amount))} is more than its balance`,
      });
  }
  return problems;
}

export const paymentAllocation: ModelRule = {
  name: 'billing.payment-allocation',
  models: ['payment'],

  prepare(ctx, change) {
    const payment = change.after;
    payment.amount = money(
      rows(payment.allocations).reduce((sum, row) => sum + cents(row.amount), 0),
    );
    if (!payment.payer_kind) payment.payer_kind = 'Patient';
    if (change.action === 'create') {
      payment.received_by = ctx.actor.email;
      payment.cashier_point = cashierPointOf(ctx.actor.engineUser);
    }
  },

  async check(ctx, change) {
    if (change.action === 'delete') return [];
    const problems = await allocationProblems(ctx, change.after, change.id);
    const method = await recordOf(ctx, 'paymentMethod', change.after.method);
    if (method?.requires_reference && !String(change.after.reference ?? '').trim())
      problems.push({
        field: 'reference',
        message: `Reference is required for ${method.name} payments (the slip, transaction or cheque number)`,
      });
    return problems;
  },

  async afterWrite(ctx, change) {
    const touched = new Set([...invoicesOf(change.before), ...invoicesOf(change.after)]);
    for (const invoice of [...touched].sort((a, b) => a - b)) await settleInvoice(ctx, invoice);
  },
};
