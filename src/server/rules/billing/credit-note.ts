/**
 * A credit note refunds paid lines of one invoice: each line once, and never more than the
 * invoice was paid. The server fills each line's description and amount (with its tax) from
 * the invoice, and the total; once written, the invoice's credited amount follows and the
 * lines' charges are Credited.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { creditedInto } from '../../repositories/invoice-payments';
import type { ModelRule, RuleContext } from '../types';
import { cents, money, percentOf, shown } from './money';

const rows = (value: unknown) => (Array.isArray(value) ? (value as RecordValues[]) : []);

/** An invoice line's amount with its tax, in cents. */
const lineTotal = (line: RecordValues) =>
  cents(line.amount) + percentOf(cents(line.amount), Number(line.tax_percent ?? 0));

async function creditedLines(ctx: RuleContext, invoice: number, except: number | undefined) {
  const notes = await ctx.records.find('creditNote', { invoice });
  const taken = new Map<number, string>();
  for (const note of notes) {
    if (note.id === except) continue;
    const stored = await ctx.records.get('creditNote', note.id as number);
    for (const line of rows(stored?.lines))
      taken.set(Number(line.invoice_line), String(note.credit_note_number));
  }
  return taken;
}

async function setCharges(
  ctx: RuleContext,
  invoice: RecordValues | undefined,
  lineIds: number[],
  status: string,
) {
  for (const line of rows(invoice?.items)) {
    if (!lineIds.includes(Number(line.id)) || !line.charge) continue;
    await ctx.records.setDerived('charge', Number(line.charge), { status });
  }
}

export const creditNote: ModelRule = {
  name: 'billing.credit-note',
  models: ['creditNote'],

  async prepare(ctx, change) {
    if (change.action === 'transition') return;
    const note = change.after;
    const invoice = await ctx.records.get('invoice', Number(note.invoice));
    if (!invoice) return;
    note.patient = invoice.patient;
    const items = new Map(rows(invoice.items).map((line) => [Number(line.id), line]));
    let total = 0;
    for (const line of rows(note.lines)) {
      const item = items.get(Number(line.invoice_line));
      if (!item) continue;
      line.description = item.description;
      line.amount = money(lineTotal(item));
      total += lineTotal(item);
    }
    note.total = money(total);
  },

  async check(ctx, change) {
    if (change.action === 'delete') return [];
    const note = change.after;
    const [invoice] = await ctx.records.lock('invoice', [Number(note.invoice)]);
    if (!invoice) return [];
    const label = `invoice ${invoice.invoice_number}`;
    if (invoice.status !== 'Partly Paid' && invoice.status !== 'Paid')
      return [
        {
          field: 'invoice',
          message: `Only paid lines are refunded: ${label} is ${invoice.status}`,
        },
      ];
    const problems: Problem[] = [];
    const items = new Set(rows(invoice.items).map((line) => Number(line.id)));
    const taken = await creditedLines(ctx, invoice.id as number, change.id);
    const seen = new Set<number>();
    for (const [index, line] of rows(note.lines).entries()) {
      const field = `lines[${index}]`;
      const where = `Lines Refunded row ${index + 1}`;
      const id = Number(line.invoice_line);
      if (!items.has(id))
        problems.push({
          field,
          message: `${where}: ${line.invoice_line} is not a line of ${label}`,
        });
      else if (seen.has(id))
        problems.push({ field, message: `${where}: that line is on an earlier row too` });
      else if (taken.has(id))
        problems.push({
          field,
          message: `${where}: that line is already refunded on credit note ${taken.get(id)}`,
        });
      seen.add(id);
    }
    const paid = cents(invoice.paid_amount);
    const refunded = await creditedInto(ctx.trx, invoice.id as number, change.id);
    if (problems.length === 0 && refunded + cents(note.total) > paid)
      problems.push({
        field: 'lines',
        message: `Refunds would pass what ${label} was paid: ${shown(paid)} paid, ${shown(refunded)} already refunded, ${shown(cents(note.total))} asked`,
      });
    return problems;
  },

  async afterWrite(ctx, change) {
    const invoiceId = Number(change.after.invoice);
    const invoice = await ctx.records.get('invoice', invoiceId);
    await ctx.records.setDerived('invoice', invoiceId, {
      credited_amount: money(await creditedInto(ctx.trx, invoiceId)),
    });
    const lineIds = (note: RecordValues | undefined) =>
      rows(note?.lines).map((l) => Number(l.invoice_line));
    if (change.action === 'delete') await setCharges(ctx, invoice, lineIds(change.after), 'Billed');
    else {
      const dropped = lineIds(change.before).filter((id) => !lineIds(change.after).includes(id));
      await setCharges(ctx, invoice, dropped, 'Billed');
      await setCharges(ctx, invoice, lineIds(change.after), 'Credited');
    }
  },
};
