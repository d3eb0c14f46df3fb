/**
 * When a medication order is done (its `auto` Complete step):
 * - when its last scheduled dose (engine/inpatient lastDoseAt: the single dose, or the last one
 *   before its end) is recorded Given or Refused. A last dose Held leaves the order Active: a
 *   held dose may still be given late, or the doctor stops the order;
 * - an order without a fixed last dose (As needed, or one with no end) is never completed by a
 *   dose: `completeEndedOrders` completes an admission's Active orders whose end has passed (for
 *   whoever closes the admission's medication, the discharge check among them); an order with no
 *   end runs until a doctor stops it.
 */
import { doseOrderOf, HOSPITAL_TIME_ZONE, lastDoseAt } from '../../../engine/inpatient';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

const COMPLETE = 'Completed';

/** Completes the order if `dose` (just recorded) is its last scheduled dose, given or refused. */
export async function completeAfterLastDose(
  ctx: RuleContext,
  order: RecordValues,
  dose: RecordValues,
): Promise<boolean> {
  if (order.status !== 'Active' || dose.outcome === 'Held') return false;
  const last = lastDoseAt(doseOrderOf(order), HOSPITAL_TIME_ZONE);
  if (!last || Date.parse(String(dose.scheduled_at)) !== last.getTime()) return false;
  await ctx.records.transition('medicationOrder', Number(order.id), COMPLETE);
  return true;
}

/** Completes the admission's Active orders whose end has passed; how many it completed. */
export async function completeEndedOrders(ctx: RuleContext, admission: number): Promise<number> {
  const orders = await ctx.records.find('medicationOrder', { admission, status: 'Active' });
  const ended = orders.filter((order) => {
    const end = Date.parse(String(order.end_at ?? ''));
    return Number.isFinite(end) && end <= ctx.now.getTime();
  });
  for (const order of ended)
    await ctx.records.transition('medicationOrder', Number(order.id), COMPLETE);
  return ended.length;
}
