/**
 * A cashier settling what a visit charged at their point (the consultation at Reception, the
 * tests at the Lab), as the demo's clinical day does for patients who paid: an invoice of the
 * unbilled charges, submitted, and the patient's share paid in cash on the same day. Each part
 * is skipped when done (charges billed, invoice submitted, nothing left to pay), so a seed cut
 * short finishes it.
 */
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, ModelService } from '../models/model-service';

export interface BillContext {
  db: AnyDb;
  models: ModelService;
  table: (model: string) => string;
  /** The Cash payment method's id. */
  cash: number;
}

/** The charges of these orders at one cashier point that are not void, oldest first. */
async function chargesAt(
  { db, table }: BillContext,
  sources: readonly (readonly [string, number])[],
  point: string,
) {
  if (sources.length === 0) return [];
  return db
    .selectFrom(table('charge'))
    .select(['id', 'service', 'status', 'invoice'])
    .where((eb) =>
      eb.or(
        sources.map(([model, id]) =>
          eb.and([eb('source_model', '=', model), eb('source_id', '=', id)]),
        ),
      ),
    )
    .where('cashier_point', '=', point)
    .where('status', '!=', 'Void')
    .orderBy('id')
    .execute();
}

/** Bills and settles, as `cashier` on `day`, what `sources` charged the patient at `point`. */
export async function settleCharges(
  context: BillContext,
  cashier: Actor,
  patient: number,
  sources: readonly (readonly [string, number])[],
  point: string,
  day: string,
): Promise<void> {
  const { models } = context;
  const charges = await chargesAt(context, sources, point);
  const invoices = new Set(
    charges
      .filter((c) => c.status === 'Billed' && c.invoice !== null)
      .map((c) => Number(c.invoice)),
  );
  const unbilled = charges.filter((c) => c.status === 'Unbilled');
  if (unbilled.length > 0) {
    const created = await models.create('invoice', cashier, {
      patient,
      invoice_date: day,
      cashier_point: point,
      items: unbilled.map((c) => ({
        charge: Number(c.id),
        service: Number(c.service),
        quantity: 1,
      })),
    });
    invoices.add(Number(created.id));
  }
  for (const id of invoices) {
    let invoice: RecordValues = await models.get('invoice', cashier, id);
    if (invoice.status === 'Draft')
      invoice = await models.transition('invoice', cashier, id, 'Submitted');
    const owed = Number(invoice.patient_balance);
    if (invoice.status === 'Cancelled' || !(owed > 0)) continue;
    await models.create('payment', cashier, {
      patient,
      payment_date: day,
      method: context.cash,
      allocations: [{ invoice: id, amount: owed.toFixed(2) }],
    });
  }
}
