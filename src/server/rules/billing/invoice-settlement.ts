/**
 * An invoice's paid amount, balances and status follow from its payments: Submitted while
 * nothing is paid, Partly Paid, then Paid once nothing is due (the workflow's `auto` moves).
 */
import { paidInto } from '../../repositories/invoice-payments';
import type { RuleContext } from '../types';
import { cents, money } from './money';

const SETTLED_STATES = ['Submitted', 'Partly Paid', 'Paid'];

export async function settleInvoice(ctx: RuleContext, invoiceId: number) {
  const [invoice] = await ctx.records.lock('invoice', [invoiceId]);
  if (!invoice || !SETTLED_STATES.includes(String(invoice.status))) return;
  const paid = await paidInto(ctx.trx, invoiceId);
  const total = cents(invoice.total);
  const paidAmount = paid.patient + paid.insurer;
  await ctx.records.setDerived('invoice', invoiceId, {
    paid_amount: money(paidAmount),
    patient_balance: money(cents(invoice.patient_share) - paid.patient),
    insurer_balance: money(cents(invoice.insurer_share) - paid.insurer),
    balance_due: money(total - paidAmount),
  });
  const status = paidAmount <= 0 ? 'Submitted' : paidAmount >= total ? 'Paid' : 'Partly Paid';
  if (status !== invoice.status) await ctx.records.transition('invoice', invoiceId, status);
}
