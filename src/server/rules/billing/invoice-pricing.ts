/**
 * The server prices an invoice: each line's rate (its charge's, or the payer's price of its
 * service), discount, tax and amount, then the totals and the split between the patient and
 * the insurer or credit company. Nothing a client sends for these is kept. A discount needs the
 * Give Discount permission and a reason.
 */
import { holds } from '../../../engine/permissions/access';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RuleContext } from '../types';
import { cents, lineCents, money, percentOf } from './money';
import { dayOf, patientPayer, priceCents, recordOf } from './prices';

/** The permission a cashier needs to give a discount on an invoice line. */
export const DISCOUNT_PERMISSION = 'Give Discount';

const rows = (value: unknown) => (Array.isArray(value) ? (value as RecordValues[]) : []);

/** Payer type, payer, coverage and member number: what the cashier chose, else the patient's. */
async function settlePayer(ctx: RuleContext, invoice: RecordValues) {
  const patient = await recordOf(ctx, 'patient', invoice.patient);
  const insurer = patientPayer(patient);
  if (!invoice.payer_type) {
    const company =
      insurer === null ? undefined : await ctx.records.get('insuranceCompany', insurer);
    invoice.payer_type = !company
      ? 'Cash'
      : company.kind === 'Credit company'
        ? 'Credit'
        : 'Insurance';
  }
  if (invoice.payer_type === 'Cash') {
    invoice.payer = null;
    invoice.coverage_percent = null;
    invoice.member_number = null;
    return;
  }
  if (!invoice.payer && insurer !== null) invoice.payer = insurer;
  const payer = await recordOf(ctx, 'insuranceCompany', invoice.payer);
  const ownInsurer = insurer !== null && Number(invoice.payer) === insurer;
  invoice.member_number = ownInsurer ? (patient?.member_number ?? null) : null;
  if (invoice.payer_type === 'Credit') invoice.coverage_percent = 100;
  else if (
    ownInsurer &&
    patient?.coverage_percent !== null &&
    patient?.coverage_percent !== undefined
  )
    invoice.coverage_percent = Number(patient.coverage_percent);
  else invoice.coverage_percent = Number(payer?.coverage_percent ?? 0);
}

/** The records an invoice's lines name, read in one query per model. */
async function lineRecords(ctx: RuleContext, lines: RecordValues[]) {
  const ids = (name: string, from: RecordValues[]) =>
    from.flatMap((row) =>
      row[name] === null || row[name] === undefined || row[name] === '' ? [] : [Number(row[name])],
    );
  const byId = (records: RecordValues[]) => new Map(records.map((r) => [r.id as number, r]));
  const charges = byId(await ctx.records.getMany('charge', ids('charge', lines)));
  const services = byId(
    await ctx.records.getMany('service', [
      ...ids('service', lines),
      ...ids('service', [...charges.values()]),
    ]),
  );
  const taxRates = byId(
    await ctx.records.getMany('taxRate', ids('tax_rate', [...services.values()])),
  );
  return { charges, services, taxRates };
}

type LineRecords = Awaited<ReturnType<typeof lineRecords>>;

async function priceLine(
  ctx: RuleContext,
  invoice: RecordValues,
  line: RecordValues,
  found: LineRecords,
) {
  const charge = found.charges.get(Number(line.charge));
  if (charge) {
    line.service = charge.service;
    line.quantity = charge.quantity;
    line.description = charge.description;
  }
  const service = found.services.get(Number(line.service));
  if (!service) return { gross: 0, discount: 0, tax: 0 };
  const payer = invoice.payer_type === 'Cash' ? null : Number(invoice.payer ?? 0) || null;
  const rate = charge ? cents(charge.rate) : await priceCents(ctx, service, payer, dayOf(ctx.now));
  const gross = lineCents(line.quantity ?? 1, rate);
  const discount = cents(line.discount);
  const taxPercent = Number(found.taxRates.get(Number(service.tax_rate))?.rate_percent ?? 0);
  const tax = percentOf(gross - discount, taxPercent);
  line.rate = money(rate);
  line.discount = money(discount);
  line.tax_percent = taxPercent;
  line.amount = money(gross - discount);
  if (!line.description) line.description = service.name;
  return { gross, discount, tax };
}

export const invoicePricing: ModelRule = {
  name: 'billing.invoice-pricing',
  models: ['invoice'],

  async prepare(ctx, change) {
    const invoice = change.after;
    if (change.action === 'transition') {
      // A cancelled invoice asks nothing of anyone (it could be cancelled only unpaid).
      if (invoice.status === 'Cancelled')
        Object.assign(invoice, {
          balance_due: money(0),
          patient_balance: money(0),
          insurer_balance: money(0),
        });
      return;
    }
    await settlePayer(ctx, invoice);
    let subtotal = 0;
    let discount = 0;
    let tax = 0;
    const lines = rows(invoice.items);
    const found = await lineRecords(ctx, lines);
    for (const line of lines) {
      const priced = await priceLine(ctx, invoice, line, found);
      subtotal += priced.gross;
      discount += priced.discount;
      tax += priced.tax;
    }
    const total = subtotal - discount + tax;
    const insurerShare =
      invoice.payer_type === 'Cash' ? 0 : percentOf(total, Number(invoice.coverage_percent ?? 0));
    Object.assign(invoice, {
      subtotal: money(subtotal),
      discount_total: money(discount),
      tax_total: money(tax),
      total: money(total),
      insurer_share: money(insurerShare),
      patient_share: money(total - insurerShare),
    });
    if (change.action === 'create') {
      Object.assign(invoice, {
        paid_amount: money(0),
        credited_amount: money(0),
        balance_due: money(total),
        patient_balance: money(total - insurerShare),
        insurer_balance: money(insurerShare),
      });
    } else {
      // A draft has no payments: its balances follow its totals.
      Object.assign(invoice, {
        balance_due: money(total - cents(invoice.paid_amount)),
        patient_balance: money(total - insurerShare),
        insurer_balance: money(insurerShare),
      });
    }
  },

  check(ctx, change) {
    if (change.action !== 'create' && change.action !== 'update') return [];
    const invoice = change.after;
    const problems: Problem[] = [];
    if (invoice.payer_type !== 'Cash' && !invoice.payer)
      problems.push({
        field: 'payer',
        message: `Insurer or Company is required for a ${String(invoice.payer_type).toLowerCase()} invoice (the patient has no insurance on file)`,
      });
    const lines = rows(invoice.items);
    lines.forEach((line, index) => {
      const discount = cents(line.discount);
      if (discount <= 0) return;
      const where = `items[${index}]`;
      const gross = lineCents(line.quantity ?? 1, cents(line.rate));
      if (discount > gross)
        problems.push({
          field: where,
          message: `Items row ${index + 1}: the discount ${money(discount)} is more than the line's ${money(gross)}`,
        });
      if (!holds(ctx.actor.engineUser, DISCOUNT_PERMISSION))
        problems.push({
          field: where,
          message: `Items row ${index + 1}: a discount needs the ${DISCOUNT_PERMISSION} permission`,
        });
    });
    if (cents(invoice.discount_total) > 0 && !String(invoice.discount_reason ?? '').trim())
      problems.push({
        field: 'discount_reason',
        message: 'Discount Reason is required when a line has a discount',
      });
    return problems;
  },
};
