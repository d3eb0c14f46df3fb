/**
 * Closing the patient's open multi-dose vials and bottles (dose-container.ts) when nothing on
 * this ward will draw from them any more (`inpatient.dose-container-close`), inside the write
 * that ends them, what they still held recorded as discarded on the dose that opened them:
 * - a medication order Stopped or Completed (its last dose, the discharge's completing of ended
 *   orders, a doctor's Stop) closes the admission's open container of its product, unless
 *   another Active order of the admission gives the same product. A discharge is refused while
 *   an order is Active, so by the time a patient leaves every container is closed, each in the
 *   transaction of the order's end (completeEndedOrders runs in the discharge's own);
 * - the admission Discharged or Cancelled closes whatever is still open (a container of an order
 *   that ended before this rule existed), in the discharge's write;
 * - a bed transfer to a ward with another Ward Stock closes the containers opened from the old
 *   ward's stock. They are not left to the old ward: a multi-dose vial opened for a patient is
 *   kept for that patient alone (CDC, "Questions about multi-dose vials": a vial that entered a
 *   patient's treatment area is dedicated to that patient and discarded after use), and it was
 *   issued and charged to the patient, so no other patient may be given from it; nor does it go
 *   with the patient, since the new ward gives from its own Ward Stock, whose keepers answer for
 *   what it holds (dose-stock.ts). The next dose opens one from the new ward's stock.
 * A container's in-use period ending with no write is recorded by the next of these writes or
 * the dose that opens a new one, at its discard time (closeContainer).
 */
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RuleContext } from '../types';
import { closeOpenContainers } from './dose-container';

const ACTIVE = 'Active';
/** An admission in these states has no one left to give its vials to. */
const CLOSED_STAYS = new Set(['Discharged', 'Cancelled']);

async function afterOrderEnded(ctx: RuleContext, order: RecordValues): Promise<void> {
  const admission = Number(order.admission);
  const product = Number(order.product);
  const others = await ctx.records.find('medicationOrder', { admission, product, status: ACTIVE });
  if (others.some((other) => Number(other.id) !== Number(order.id))) return;
  const ended = order.status === 'Stopped' ? 'stopped' : String(order.status).toLowerCase();
  await closeOpenContainers(ctx, admission, `order ${order.order_number} was ${ended}`, {
    products: [product],
  });
}

async function afterTransfer(ctx: RuleContext, transfer: RecordValues): Promise<void> {
  const ward = await ctx.records.get('ward', Number(transfer.to_ward));
  if (!ward) return;
  const reason = `the patient moved to ward ${ward.name} (${transfer.transfer_number ?? 'transfer'})`;
  await closeOpenContainers(ctx, Number(transfer.admission), reason, {
    keepStore: Number(ward.warehouse),
  });
}

export const doseContainerClose: ModelRule = {
  name: 'inpatient.dose-container-close',
  models: ['medicationOrder', 'bedTransfer', 'impatient'],

  async afterWrite(ctx, change) {
    if (change.model === 'impatient') {
      const status = String(change.after.status);
      if (change.before?.status !== status && CLOSED_STAYS.has(status))
        await closeOpenContainers(
          ctx,
          Number(change.after.id),
          status === 'Cancelled' ? 'the admission was cancelled' : 'the patient was discharged',
        );
      return;
    }
    if (change.model === 'bedTransfer') {
      if (change.action === 'create') await afterTransfer(ctx, change.after);
      return;
    }
    if (change.before?.status === ACTIVE && change.after.status !== ACTIVE)
      await afterOrderEnded(ctx, change.after);
  },
};
