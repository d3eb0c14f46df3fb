/**
 * A charge is priced by the server when it is made: the rate the patient's payer pays for the
 * service (their insurer's price, or cash), the amount, the cashier who collects it and the
 * department it is income of. A new charge waits, Unbilled, for an invoice.
 */
import type { ModelRule } from '../types';
import { lineCents, money } from './money';
import { dayOf, patientPayer, priceCents, recordOf } from './prices';

export const chargePricing: ModelRule = {
  name: 'billing.charge-pricing',
  models: ['charge'],

  async prepare(ctx, change) {
    if (change.action === 'transition') return;
    const charge = change.after;
    const service = await recordOf(ctx, 'service', charge.service);
    if (!service) return;
    const patient = await recordOf(ctx, 'patient', charge.patient);
    const payer = patientPayer(patient);
    const rate = await priceCents(ctx, service, payer, dayOf(ctx.now));
    charge.rate = money(rate);
    charge.amount = money(lineCents(charge.quantity ?? 1, rate));
    charge.payer = payer;
    charge.cashier_point = service.cashier_point ?? null;
    charge.department = service.department ?? null;
    if (!charge.description) charge.description = service.name;
    if (change.action === 'create') {
      charge.status = 'Unbilled';
      charge.charged_at = ctx.now.toISOString();
    }
  },

  async check(_ctx, change) {
    if (change.action === 'update' && change.before?.status !== 'Unbilled')
      return [{ field: 'status', message: `A ${change.before?.status} charge cannot be changed` }];
    return [];
  },
};
