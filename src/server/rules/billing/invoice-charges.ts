/**
 * An invoice bills the charges on its lines: each must be this patient's and unbilled (or
 * already on this invoice), and is marked Billed with the invoice once written. Charges a draft
 * drops, and those of a cancelled or deleted invoice, are unbilled again for another invoice.
 * A submitted invoice with payments cannot be cancelled: a credit note refunds it instead.
 */

import { messages } from '../../../engine/validation/messages';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RuleContext } from '../types';
import { cents, shown } from './money';

const rows = (value: unknown) => (Array.isArray(value) ? (value as RecordValues[]) : []);
const chargeIds = (invoice: RecordValues | undefined) =>
  rows(invoice?.items).flatMap((line) =>
    line.charge === null || line.charge === undefined || line.charge === ''
      ? []
      : [Number(line.charge)],
  );

/** Whether the invoice holds its charges: not cancelled or deleted. */
const holdsCharges = (action: string, invoice: RecordValues) =>
  action !== 'delete' && invoice.status !== 'Cancelled';

async function lineProblems(ctx: RuleContext, invoice: RecordValues, id: number | undefined) {
  const problems: Problem[] = [];
  const seen = new Set<number>();
  const locked = new Map(
    (await ctx.records.lock('charge', chargeIds(invoice))).map((c) => [c.id as number, c]),
  );
  for (const [index, line] of rows(invoice.items).entries()) {
    if (line.charge === null || line.charge === undefined || line.charge === '') continue;
    const chargeId = Number(line.charge);
    const where = { field: `items[${index}]`, row: `Items row ${index + 1}` };
    const charge = locked.get(chargeId);
    if (!charge) continue; // the reference check names a missing charge
    if (seen.has(chargeId)) {
      problems.push({
        field: where.field,
        message: `${where.row}: charge ${charge.charge_number} is on an earlier line too`,
      });
      continue;
    }
    seen.add(chargeId);
    if (Number(charge.patient) !== Number(invoice.patient))
      problems.push({
        field: where.field,
        message: `${where.row}: charge ${charge.charge_number} is another patient's`,
      });
    else if (charge.status === 'Billed' && Number(charge.invoice) !== id) {
      const other = await ctx.records.get('invoice', Number(charge.invoice));
      problems.push({
        field: where.field,
        message: `${where.row}: charge ${charge.charge_number} is already billed on invoice ${other?.invoice_number ?? charge.invoice}`,
      });
    } else if (charge.status === 'Void' || charge.status === 'Credited')
      problems.push({
        field: where.field,
        message: `${where.row}: charge ${charge.charge_number} is ${String(charge.status).toLowerCase()}`,
      });
  }
  return problems;
}

export const invoiceCharges: ModelRule = {
  name: 'billing.invoice-charges',
  models: ['invoice'],

  async check(ctx, change) {
    if (change.action === 'create' || change.action === 'update')
      return lineProblems(ctx, change.after, change.id);
    if (change.action === 'transition' && change.after.status === 'Cancelled') {
      const paid = cents(change.before?.paid_amount);
      if (paid > 0)
        return [
          {
            field: 'status',
            message: `Invoice ${change.after.invoice_number} has payments of ${shown(paid)}: refund its lines with a credit note instead of cancelling it`,
          },
        ];
    }
    const submitting = change.action === 'transition' && change.before?.status === 'Draft';
    if (submitting && change.after.status === 'Submitted' && rows(change.after.items).length === 0)
      return [{ field: 'items', message: messages.addAtLeastOne('Items') }];
    if (change.action === 'restore') return lineProblems(ctx, change.after, change.id);
    return [];
  },

  async afterWrite(ctx, change) {
    // Of the moves, only a cancellation changes what the invoice bills (Submit, and the
    // payments' Partly Paid and Paid, keep its charges billed as they are).
    if (change.action === 'transition' && change.after.status !== 'Cancelled') return;
    const id = change.id as number;
    const kept = holdsCharges(change.action, change.after) ? chargeIds(change.after) : [];
    const dropped = [
      ...chargeIds(change.before),
      ...(change.action === 'delete' || change.after.status === 'Cancelled'
        ? chargeIds(change.after)
        : []),
    ].filter((charge) => !kept.includes(charge));
    await ctx.records.setDerivedMany('charge', kept, { status: 'Billed', invoice: id });
    const released = (await ctx.records.lock('charge', [...new Set(dropped)]))
      .filter((stored) => stored.status === 'Billed' && Number(stored.invoice) === id)
      .map((stored) => stored.id as number);
    await ctx.records.setDerivedMany('charge', released, { status: 'Unbilled', invoice: null });
  },
};
