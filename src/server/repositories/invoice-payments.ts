/** What an invoice's payments add up to, read in the caller's transaction or database. */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

/** The sum, in cents, of the invoice's payments (not deleted), leaving out payment `except`. */
export async function paidCents(db: AnyDb, invoiceId: number, except?: number): Promise<number> {
  let query = db
    .selectFrom(tableName('payment'))
    .select((eb) => eb.fn.sum('amount').as('paid'))
    .where('invoice', '=', invoiceId)
    .where('deleted_at', 'is', null);
  if (except !== undefined) query = query.where('id', '!=', except);
  const row = await query.executeTakeFirst();
  return Number(row?.paid ?? 0);
}
