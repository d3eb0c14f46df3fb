/**
 * A prescription follows its items: an item's status is worked out from what has been dispensed
 * of its quantity, and the prescription moves (its `auto` steps) to Partly Dispensed once any of
 * it is dispensed and to Dispensed once every item not cancelled is.
 */
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

const count = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** What an item's status is with `dispensed` of its `quantity` handed out. */
export function itemStatus(quantity: unknown, dispensed: unknown): string {
  const given = count(dispensed);
  if (given <= 0) return 'Pending';
  return given >= count(quantity) ? 'Dispensed' : 'Partly Dispensed';
}

/** The units of an item still to be dispensed. */
export const leftToDispense = (item: RecordValues) =>
  Math.max(0, count(item.quantity) - count(item.dispensed_quantity));

/**
 * Moves the prescription where its items put it (nothing for a cancelled or settled one).
 * `locked`: the prescription as this write locked and read it, when nothing has changed it
 * since (a dispensing's check), so it is not read again.
 */
export async function followItems(
  ctx: RuleContext,
  prescriptionId: number,
  locked?: RecordValues,
): Promise<void> {
  const prescription = locked ?? (await ctx.records.get('prescription', prescriptionId));
  if (!prescription) return;
  const from = String(prescription.status);
  if (from !== 'Active' && from !== 'Partly Dispensed') return;
  const items = (
    await ctx.records.find('prescriptionItem', { prescription: prescriptionId })
  ).filter((item) => item.status !== 'Cancelled');
  const anyGiven = items.some((item) => count(item.dispensed_quantity) > 0);
  if (!anyGiven) return;
  const allGiven = items.every((item) => leftToDispense(item) === 0);
  const to = allGiven ? 'Dispensed' : 'Partly Dispensed';
  if (to !== from) await ctx.records.transition('prescription', prescriptionId, to);
}
