/**
 * A company's credit has a limit: submitting a credit invoice that takes what the company owes
 * past it needs a Cashier Manager's approval (the invoice's `credit_approved`, which only that
 * role may set).
 */
import type { ModelRule } from '../types';
import { cents, shown } from './money';

const OPEN = ['Submitted', 'Partly Paid'];

export const invoiceCreditLimit: ModelRule = {
  name: 'billing.invoice-credit-limit',
  models: ['invoice'],

  async check(ctx, change) {
    const invoice = change.after;
    if (change.action !== 'transition' || change.before?.status !== 'Draft') return [];
    if (invoice.status !== 'Submitted') return [];
    if (invoice.payer_type !== 'Credit' || !invoice.payer || invoice.credit_approved === true)
      return [];
    const [company] = await ctx.records.lock('insuranceCompany', [Number(invoice.payer)]);
    const limit = cents(company?.credit_limit);
    if (!company || limit <= 0) return [];
    const open = await ctx.records.find('invoice', { payer: company.id, status: OPEN });
    const owed = open
      .filter((other) => other.id !== change.id)
      .reduce((sum, other) => sum + cents(other.insurer_balance), 0);
    const adds = cents(invoice.insurer_share);
    if (owed + adds <= limit) return [];
    return [
      {
        field: 'credit_approved',
        message: `${company.name}'s credit limit is ${shown(limit)}: it owes ${shown(owed)} and this invoice adds ${shown(adds)}, so a Cashier Manager must approve credit past the limit`,
      },
    ];
  },
};
