/**
 * Charge capture, for the rules of ordering models (a visit's check-in, a lab or radiology
 * request, dispensing, bed-days, procedures): an order makes charges linked to it; cancelling
 * it before billing voids them; once billed, only a credit note takes them back.
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
}

export function createCharge(ctx: RuleContext, order: ChargeOrder): Promise<RecordValues> {
  return ctx.records.create('charge', {
    patient: order.patient,
    service: order.service,
    quantity: order.quantity ?? 1,
    ...(order.description ? { description: order.description } : {}),
    source_model: order.source.model,
    source_id: order.source.id,
    source_label: order.source.label,
  });
}

/** The charges an order made, whatever their state. */
export function chargesOf(ctx: RuleContext, model: string, id: number) {
  return ctx.records.find('charge', { source_model: model, source_id: id });
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
  const billed = (await chargesOf(ctx, model, id)).filter((c) => c.status === 'Billed');
  const problems: Problem[] = [];
  for (const charge of billed) {
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
  for (const charge of await chargesOf(ctx, model, id))
    if (charge.status === 'Unbilled')
      await ctx.records.setDerived('charge', charge.id as number, { status: 'Void' });
}
