/** What has been paid into an invoice, read in the caller's transaction or database. */
import type { AnyDb } from '../models/any-db';
import { centsToMoney } from '../models/codecs';
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

/** One payment into an invoice, as the invoice's page and its printed copy list it. */
export interface InvoicePaymentLine {
  /** The payment's id, for its page and its receipt. */
  payment: number;
  payment_number: string;
  payment_date: string;
  payer_kind: string;
  method: number | null;
  /** The payment method's name ('' when it has none). */
  method_name: string;
  reference: string;
  /** What this payment put into the invoice (a payment may pay several). */
  amount: string;
}

/** The invoice's live payments, oldest first, each with what it put into the invoice. */
export async function paymentLinesOf(db: AnyDb, invoiceId: number): Promise<InvoicePaymentLine[]> {
  const rows = await db
    .selectFrom(`${childTableName('payment', 'allocations')} as a`)
    .innerJoin(`${tableName('payment')} as p`, 'p.id', 'a.parent_id')
    .leftJoin(`${tableName('paymentMethod')} as m`, 'm.id', 'p.method')
    .select((eb) => [
      'p.id as payment',
      'p.payment_number as payment_number',
      'p.payment_date as payment_date',
      'p.payer_kind as payer_kind',
      'p.method as method',
      'm.name as method_name',
      'p.reference as reference',
      eb.fn.sum('a.amount').as('amount'),
    ])
    .where('a.invoice', '=', invoiceId)
    .where('p.deleted_at', 'is', null)
    .groupBy([
      'p.id',
      'p.payment_number',
      'p.payment_date',
      'p.payer_kind',
      'p.method',
      'm.name',
      'p.reference',
    ])
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    payment: Number(row.payment),
    payment_number: String(row.payment_number ?? ''),
    payment_date: String(row.payment_date ?? ''),
    payer_kind: String(row.payer_kind ?? 'Patient'),
    method: row.method === null || row.method === undefined ? null : Number(row.method),
    method_name: String(row.method_name ?? ''),
    reference: String(row.reference ?? ''),
    amount: centsToMoney(Number(row.amount ?? 0)),
  }));
}
