/**
 * A charge is priced by the server when it is made: the rate the patient's payer pays for the
 * service (their insurer's price, or cash), the amount, the cashier who collects it and the
 * department it is income of. A new charge waits, Unbilled, for an invoice.
 */
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { lineCents, money } from './money';
import { dayOf, patientPayer, payerKey, priceCents, pricesCents, recordOf } from './prices';

export const chargePricing: ModelRule = {
  name: 'billing.charge-pricing',
  models: ['charge'],

  async prepare(ctx, change) {
    if (change.action === 'transition') return;
    const service = await recordOf(ctx, 'service', change.after.service);
    if (!service) return;
    const payer = patientPayer(await recordOf(ctx, 'patient', change.after.patient));
    price(ctx, change, service, payer, await priceCents(ctx, service, payer, dayOf(ctx.now)));
  },

  /**
   * An order's charges at once: their services and patients read in one query each, their
   * payers' prices in one per payer.
   */
  async prepareMany(ctx, changes) {
    const byId = async (model: string, field: string) => {
      const ids = changes.map((change) => Number(change.after[field])).filter(Boolean);
      const records = await ctx.records.getMany(model, ids);
      return new Map(records.map((record) => [Number(record.id), record]));
    };
    const services = await byId('service', 'service');
    const patients = await byId('patient', 'patient');
    const priced = changes.flatMap((change) => {
      const service = services.get(Number(change.after.service));
      if (change.action === 'transition' || !service) return [];
      return [{ change, service, payer: patientPayer(patients.get(Number(change.after.patient))) }];
    });
    const rates = await pricesCents(ctx, priced, dayOf(ctx.now));
    for (const { change, service, payer } of priced)
      price(ctx, change, service, payer, rates.get(payerKey(Number(service.id), payer)) as number);
  },

  async check(_ctx, change) {
    if (change.action === 'update' && change.before?.status !== 'Unbilled')
      return [{ field: 'status', message: `A ${change.before?.status} charge cannot be changed` }];
    return [];
  },
};

/** Sets the charge's rate (`rate` cents, what `payer` pays for `service`), amount and owners. */
function price(
  ctx: RuleContext,
  change: RecordChange,
  service: RecordValues,
  payer: number | null,
  rate: number,
) {
  const charge = change.after;
  charge.rate = money(rate);
  charge.amount = money(lineCents(charge.quantity ?? 1, rate));
  charge.payer = payer;
  // A point its source gave when making it (createCharge's `cashierPoint`) stays; else the service's.
  charge.cashier_point = charge.cashier_point || service.cashier_point || null;
  charge.department = service.department ?? null;
  if (!charge.description) charge.description = service.name;
  if (change.action === 'create') {
    charge.status = 'Unbilled';
    charge.charged_at = ctx.now.toISOString();
  }
}
