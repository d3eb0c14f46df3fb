/**
 * One dose of a medication order given, held or refused by a nurse
 * (`inpatient.medication-administration`):
 * - `admission`, `patient` and `product` are the order's; `administered_by` the writer;
 *   `administered_at` the write's time when left empty; `dose_given` the order's dose when Given;
 * - the order (its row locked, so of ten nurses recording one dose at once one succeeds) must be
 *   Active (the picker's refFilter says so before the write; the locked row says so again, for an
 *   order stopped or completed while the dose was being recorded); the scheduled time, the time recorded and a second dose are dose-checks.ts's (422,
 *   or 409 DOSE_ALREADY_GIVEN naming who gave it, by name, and when);
 * - Given (dose-stock.ts): only by a keeper of the admission's Ward Stock (its issuing roles,
 *   403); the dose's whole units (tablets, ampoules, syringes, nebules, bags) issued from that
 *   stock (FEFO through the ledger, whose shortfall 422 refuses the dose) and charged at the
 *   Liaison cashier point, or its volume drawn from the patient's open multi-dose vial or bottle
 *   of the product (a new one issued and charged when the open one holds too little or is past
 *   its in-use period, the replaced one closed with what it still held recorded as discarded;
 *   read under a lock of the admission and product, dose-container.ts); what it took stored, with
 *   the line `dose_taken` ("40 mg = 0.4 mL = 1 prefilled syringe");
 * - Held or Refused: `reason` is required (the schema's requiredWhen) and nothing is issued;
 * - then the order completes after its last dose (order-completion.ts).
 * A recorded dose is never edited or deleted (no role has the right, and this rule refuses it
 * from any other entry point): a wrong entry is not corrected in this issue; the MAR keeps it.
 */
import { HttpError } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { staffNamesByEmail } from '../../repositories/staff-names';
import { recordOf } from '../pharmacy/prescription-item';
import type { ModelRule, RuleContext } from '../types';
import {
  doubleDoseProblems,
  medicineText,
  orderProblems,
  scheduleProblems,
  timeProblems,
} from './dose-checks';
import { type DoseSupply, doseSupply, giveDose } from './dose-stock';
import { completeAfterLastDose } from './order-completion';

/** What each write's check read, for its afterWrite (the same context runs both). */
const readsOf = new WeakMap<RuleContext, { order: RecordValues; supply?: DoseSupply }>();

/** What a given dose took (and, on an opening dose, its container's end), set by dose-stock.ts and dose-container.ts: never the client's. */
const STOCK_FIELDS = [
  'batch_number',
  'warehouse',
  'quantity_issued',
  'dose_volume_ml',
  'container_dose',
  'container_left_ml',
  'container_discard_at',
  'container_opened_at',
  'container_closed_at',
  'container_closed_reason',
  'container_waste_ml',
  'dose_taken',
  'stock_working',
];

const blank = (value: unknown) => value === undefined || value === null || value === '';

function takeFromOrder(values: RecordValues, order: RecordValues | undefined) {
  if (!order) return;
  values.admission = order.admission;
  values.patient = order.patient;
  values.product = order.product;
}

export const medicationAdministrationRule: ModelRule = {
  name: 'inpatient.medication-administration',
  models: ['medicationAdministration'],

  async fill(ctx, values) {
    takeFromOrder(values, await recordOf(ctx, 'medicationOrder', values.medication_order));
  },

  async prepare(ctx, change) {
    if (change.action !== 'create') return;
    const dose = change.after;
    const order = await recordOf(ctx, 'medicationOrder', dose.medication_order);
    takeFromOrder(dose, order);
    dose.administered_by = ctx.actor.email ?? null;
    if (blank(dose.administered_at)) dose.administered_at = ctx.now.toISOString();
    dose.dose_given = dose.outcome === 'Given' && order ? order.dose : null;
    for (const field of STOCK_FIELDS) dose[field] = null;
  },

  async check(ctx, change) {
    if (change.action !== 'create') {
      const message =
        'A recorded dose stays on the record as it was entered: it is not changed or deleted';
      throw new HttpError(409, 'DOSE_RECORDED', message, [{ field: 'outcome', message }]);
    }
    const dose = change.after;
    const [order] = await ctx.records.lock('medicationOrder', [Number(dose.medication_order)]);
    if (!order) return [];
    const closed = orderProblems(order);
    if (closed.length > 0) return closed;
    const [product, unit] = await Promise.all([
      recordOf(ctx, 'product', order.product),
      recordOf(ctx, 'unitOfMeasurement', order.dose_unit),
    ]);
    const what = medicineText(order, product, unit);
    const timing = [...scheduleProblems(order, dose, what), ...timeProblems(ctx, order, dose)];
    if (timing.length > 0) return timing;
    const recorded = await ctx.records.find('medicationAdministration', {
      medication_order: Number(order.id),
    });
    const givers = await staffNamesByEmail(
      ctx.trx,
      recorded.filter((r) => r.outcome === 'Given').map((r) => r.administered_by),
    );
    const nameOf = (email: unknown) => givers.get(String(email).toLowerCase()) ?? String(email);
    const twice = doubleDoseProblems(order, dose, recorded, what, nameOf);
    if (twice.length > 0) return twice;
    if (dose.outcome !== 'Given' || !product) {
      readsOf.set(ctx, { order });
      return [];
    }
    const supply = await doseSupply(ctx, order, product, dose);
    if (Array.isArray(supply)) return supply;
    readsOf.set(ctx, { order, supply });
    return [];
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'create') return;
    const reads = readsOf.get(ctx);
    if (!reads)
      throw new Error('inpatient.medication-administration: afterWrite without its check');
    if (reads.supply) await giveDose(ctx, change.after, reads.order, reads.supply);
    await completeAfterLastDose(ctx, reads.order, change.after);
  },
};
