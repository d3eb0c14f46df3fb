/**
 * Charge capture, for the rules of ordering models (a visit's check-in, a lab or radiology
 * request, dispensing, bed-days, procedures): an order makes charges linked to it; cancelling
 * it before billing voids them; once billed, only a credit note takes them back.
 *
 * The hooks a module uses: an order whose charges follow from its fields (a lab request's tests)
 * declares them with `orderCharges` (order-charges.ts); one that charges as things happen (a
 * bed-day each night, a dispensed drug) calls `createCharge` (or `createCharges` for several) in
 * its rule's afterWrite, and on
 * cancelling checks `billedChargeProblems` then calls `voidUnbilledCharges`.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

export interface ChargeOrder {
  patient: number;
  service: number;
  quantity?: number;
  description?: string;
  /** The ordering record: its model, id and what people call it ("LAB-2026-000012"). */
  source: { model: string; id: number; label: string };
  /**
   * The cashier point that collects it when the source decides rather than the service (a
   * theatre's consumables, Product services of the Pharmacy, are the OR Cashier's); left out,
   * the service's `cashier_point` (billing.charge-pricing).
   */
  cashierPoint?: string;
}

export function createCharge(ctx: RuleContext, order: ChargeOrder): Promise<RecordValues> {
  return ctx.records.create('charge', chargeValues(order));
}

/**
 * Several charges at once (an order's lines, a dispensing's medicines): each priced and checked
 * by the charge's rules as `createCharge`'s is, then written together in a few statements.
 * Answers their ids (no caller reads them back).
 */
export function createCharges(ctx: RuleContext, orders: readonly ChargeOrder[]): Promise<number[]> {
  if (orders.length === 0) return Promise.resolve([]);
  return ctx.records.createManyIds('charge', orders.map(chargeValues));
}

const chargeValues = (order: ChargeOrder): RecordValues => ({
  patient: order.patient,
  service: order.service,
  quantity: order.quantity ?? 1,
  ...(order.description ? { description: order.description } : {}),
  source_model: order.source.model,
  source_id: order.source.id,
  source_label: order.source.label,
  ...(order.cashierPoint ? { cashier_point: order.cashierPoint } : {}),
});

/**
 * The charges an order made, whatever their state; with `lock`, locked until the write ends (a
 * cashier billing one at that moment waits, so a charge is never voided as it is billed).
 */
export function chargesOf(ctx: RuleContext, model: string, id: number, options = { lock: false }) {
  return ctx.records.find('charge', { source_model: model, source_id: id }, options);
}

/**
 * Cancelling an order: what stops it (its billed charges, each named with its invoice), for
 * a rule's check.
 */
export async function billedChargeProblems(
  ctx: RuleContext,
  model: string,
  id: number,
  field: string,
): Promise<Problem[]> {
  return billedProblems(ctx, await chargesOf(ctx, model, id), field);
}

/** Of these charges, the billed ones as problems on `field`, each named with its invoice. */
export async function billedProblems(
  ctx: RuleContext,
  charges: readonly RecordValues[],
  field: string,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const charge of charges.filter((c) => c.status === 'Billed')) {
    const invoice = await ctx.records.get('invoice', Number(charge.invoice));
    const number = invoice?.invoice_number ?? `id ${charge.invoice}`;
    problems.push({
      field,
      message: `${charge.description} is billed on invoice ${number}: cancel that invoice, or refund the line with a credit note, first`,
    });
  }
  return problems;
}

/** Voids the order's charges not yet billed. */
export async function voidUnbilledCharges(ctx: RuleContext, model: string, id: number) {
  await voidCharges(ctx, await chargesOf(ctx, model, id));
}

/** Voids those of these charges not yet billed (billed ones need their invoice cancelled). */
export async function voidCharges(ctx: RuleContext, charges: readonly RecordValues[]) {
  for (const charge of charges)
    if (charge.status === 'Unbilled')
      await ctx.records.setDerived('charge', charge.id as number, { status: 'Void' });
}
