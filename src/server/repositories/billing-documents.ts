/**
 * What the printed invoice and receipt read beside the record itself: the issuing company and
 * its branches, the payments into an invoice, and what each invoice a payment went into had
 * left to pay right after it.
 */
import type { AnyDb } from '../models/any-db';
import { centsToMoney } from '../models/codecs';
import type { ModelRuntime, RecordValues } from '../models/model-runtime';
import { decodeRow } from '../models/record-reads';
import { childTableName, tableName } from '../models/table-plan';

const payments = tableName('payment');
const allocations = childTableName('payment', 'allocations');

/** The company (the first live one: a hospital is one company) and its live, active branches. */
export async function issuingRecords(
  db: AnyDb,
  company: ModelRuntime,
  branch: ModelRuntime,
): Promise<{ company?: RecordValues; branches: RecordValues[] }> {
  const row = await db
    .selectFrom(company.plan.table)
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return { branches: [] };
  const branches = await db
    .selectFrom(branch.plan.table)
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('company', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    company: decodeRow(company, row),
    branches: branches.map((b) => decodeRow(branch, b)).filter((b) => b.is_active !== false),
  };
}

export interface ReceiptInvoiceRow {
  number: string;
  amount: string;
  balanceLeft: string;
}

/**
 * The invoices a payment went into, in its order, each with what this payment put in and what
 * its payer (the patient, or the insurer for `payer_kind` Insurer) still owed right after it:
 * the payer's share less their live payments up to this one. A reprint tells what the receipt
 * told, whatever was paid since.
 */
export async function receiptInvoices(
  db: AnyDb,
  paymentId: number,
  byInsurer: boolean,
): Promise<ReceiptInvoiceRow[]> {
  const rows = await db
    .selectFrom(`${allocations} as a`)
    .innerJoin(`${tableName('invoice')} as i`, 'i.id', 'a.invoice')
    .select([
      'a.invoice as invoice',
      'a.amount as amount',
      'i.invoice_number as number',
      byInsurer ? 'i.insurer_share as share' : 'i.patient_share as share',
    ])
    .where('a.parent_id', '=', paymentId)
    .orderBy('a.position')
    .execute();
  if (rows.length === 0) return [];
  let paid = db
    .selectFrom(`${allocations} as a`)
    .innerJoin(`${payments} as p`, 'p.id', 'a.parent_id')
    .select((eb) => ['a.invoice as invoice', eb.fn.sum('a.amount').as('paid')])
    .where(
      'a.invoice',
      'in',
      rows.map((row) => Number(row.invoice)),
    )
    .where('p.id', '<=', paymentId)
    .where('p.deleted_at', 'is', null)
    .groupBy('a.invoice');
  paid = byInsurer
    ? paid.where('p.payer_kind', '=', 'Insurer')
    : paid.where((eb) =>
        eb.or([eb('p.payer_kind', 'is', null), eb('p.payer_kind', '!=', 'Insurer')]),
      );
  const paidBy = new Map(
    (await paid.execute()).map((row) => [Number(row.invoice), Number(row.paid ?? 0)]),
  );
  return rows.map((row) => ({
    number: String(row.number ?? ''),
    amount: centsToMoney(Number(row.amount ?? 0)),
    balanceLeft: centsToMoney(Number(row.share ?? 0) - (paidBy.get(Number(row.invoice)) ?? 0)),
  }));
}
