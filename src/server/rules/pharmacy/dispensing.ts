/**
 * A dispensing (`pharmacy.dispensing`): medicines handed to the patient against a prescription,
 * in full or in part, from a pharmacy (dispensing-checks.ts says what may be). Once saved it
 * posts a Dispensing movement from the pharmacy (first expiry first out unless a batch is named;
 * a shortage is the ledger's 422 naming the product, warehouse, batch and what is there, and the
 * whole dispensing rolls back), charges each medicine's billing service for the quantity given
 * (`createCharges`), adds it to each item's `dispensed_quantity` and moves the prescription to
 * Partly Dispensed or Dispensed. `patient`, the rows' `product`, `dispensed_by` and
 * `dispensed_at` are the server's. A dispensing is never edited.
 */
import type { RecordValues } from '../../models/model-runtime';
import { type ChargeOrder, createCharges } from '../billing/charges';
import { issueStock, type StockSource } from '../stock/ledger';
import type { ModelRule, RuleContext } from '../types';
import {
  type DispensingReads,
  itemProblems,
  itemsOf,
  prescriptionProblems,
  warehouseProblems,
} from './dispensing-checks';
import { followItems, itemStatus } from './prescription-progress';

/** What each write's check read, for its afterWrite (the same context runs both). */
const readsOf = new WeakMap<RuleContext, DispensingReads>();

async function giveItems(
  ctx: RuleContext,
  dispensing: RecordValues,
  label: string,
  reads: DispensingReads,
) {
  const given: { id: number; values: RecordValues }[] = [];
  const charges: ChargeOrder[] = [];
  for (const row of itemsOf(dispensing)) {
    const id = Number(row.prescription_item);
    const item = reads.items.get(id);
    if (!item) continue;
    const quantity = Number(item.dispensed_quantity ?? 0) + Number(row.quantity);
    given.push({
      id,
      values: { dispensed_quantity: quantity, status: itemStatus(item.quantity, quantity) },
    });
    const service = reads.services.get(Number(item.product));
    if (!service) continue; // refused in check: the write never gets here without one
    charges.push({
      patient: Number(dispensing.patient),
      service: Number(service.id),
      quantity: Number(row.quantity),
      description: String(service.name),
      source: { model: 'dispensing', id: Number(dispensing.id), label },
    });
  }
  await ctx.records.setDerivedEach('prescriptionItem', given);
  await createCharges(ctx, charges);
}

export const dispensingRule: ModelRule = {
  name: 'pharmacy.dispensing',
  models: ['dispensing'],

  async fill(ctx, values) {
    const prescription = await ctx.records.get('prescription', Number(values.prescription));
    if (prescription) values.patient = prescription.patient;
  },

  // The patient is the prescription's (fill, which every new record goes through) and each
  // row's product its prescription item's (the column's fetchFrom, which the engine sets from
  // the item it reads): both already set here, so not read again.
  prepare(ctx, change) {
    if (change.action !== 'create') return;
    change.after.dispensed_by = ctx.actor.email ?? null;
    change.after.dispensed_at = ctx.now.toISOString();
  },

  async check(ctx, change) {
    if (change.action !== 'create') return [];
    let prescription: RecordValues | undefined;
    return [
      ...(await warehouseProblems(ctx, change.after)),
      ...(await prescriptionProblems(ctx, change.after, (locked) => {
        prescription = locked;
      })),
      ...(await itemProblems(ctx, change.after, (reads) =>
        readsOf.set(ctx, { ...reads, prescription }),
      )),
    ];
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'create') return;
    const dispensing = change.after;
    const label = String(dispensing.dispensing_number);
    const source: StockSource = {
      model: 'dispensing',
      id: Number(dispensing.id),
      label,
      movement: 'Dispensing',
    };
    const reads = readsOf.get(ctx);
    if (!reads) throw new Error('pharmacy.dispensing: afterWrite without its check');
    await giveItems(ctx, dispensing, label, reads);
    // The prescription as the check locked it: only this write's afterWrite has run since.
    await followItems(ctx, Number(dispensing.prescription), reads.prescription);
    // The stock last: on PostgreSQL a posting holds its products' locks until the commit, so
    // every other dispensing of them waits from here on; the less follows, the shorter the wait.
    const warehouse = Number(dispensing.warehouse);
    await issueStock(
      ctx,
      source,
      itemsOf(dispensing).map((row, index) => ({
        product: Number(row.product),
        warehouse,
        quantity: Number(row.quantity),
        batch_number: (row.batch_number as string | null) ?? null,
        field: `items[${index}].quantity`,
      })),
    );
  },
};
