/** What has been paid into an invoice, read in the caller's transaction or database. */
import type { AnyDb } from '../models/any-db';
import { childTableName, tableName } from '../models/table-plan';

export interface PaidCents {
  /** By the patient (payer_kind Patient or empty). */
  patient: number;
  /** By the insurer or credit company (payer_kind Insurer). */
  insurer: number;
}

/**
 * The invoice's payments (not deleted), by who paid, in cents: the sum of the payments'
 * allocations to it, leaving out payment `except`.
 */
export async function paidInto(db: AnyDb, invoiceId: number, except?: number): Promise<PaidCents> {
  const payments = tableName('payment');
  const allocations = childTableName('payment', 'allocations');
  let query = db
    .selectFrom(`${allocations} as a`)
    .innerJoin(`${payments} as p`, 'p.id', 'a.parent_id')
    .select((eb) => ['p.payer_kind as kind', eb.fn.sum('a.amount').as('paid')])
    .where('a.invoice', '=', invoiceId)
    .where('p.deleted_at', 'is', null)
    .groupBy('p.payer_kind');
  if (except !== undefined) query = query.where('p.id', '!=', except);
  const paid: PaidCents = { patient: 0, insurer: 0 };
  for (const row of await query.execute()) {
    if (row.kind === 'Insurer') paid.insurer += Number(row.paid ?? 0);
    else paid.patient += Number(row.paid ?? 0);
  }
  return paid;
}

/** The sum of the invoice's credit notes (not deleted), in cents, leaving out `except`. */
export async function creditedInto(db: AnyDb, invoiceId: number, except?: number): Promise<number> {
  let query = db
    .selectFrom(tableName('creditNote'))
    .select((eb) => eb.fn.sum('total').as('credited'))
    .where('invoice', '=', invoiceId)
    .where('deleted_at', 'is', null);
  if (except !== undefined) query = query.where('id', '!=', except);
  const row = await query.executeTakeFirst();
  return Number(row?.credited ?? 0);
}
