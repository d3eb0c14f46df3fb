/**
 * What the payment import reads around its sheet: the invoices and payment methods the rows
 * name, the invoice states a payment may go into, and once written the receipt numbers and the
 * invoices' balances.
 */
import type { AnyDb } from '../models/any-db';
import type { ModelService } from '../models/model-service';
import { decodeRow } from '../models/record-reads';

export interface ImportReader {
  models: ModelService;
  db: AnyDb;
}

export interface InvoiceBalance {
  id: number;
  invoice_number: string | null;
  total: string;
  paid: string;
  /** What is still due, from the patient and the insurer together. */
  balance: string;
  /** What is still due from the patient, whom the import's payments are from. */
  patient_balance: string;
  /** The invoice's status (Submitted, Partly Paid, Paid). */
  status: string | null;
}

export interface InvoiceRow {
  id: number;
  number: string | null;
  patient: number | null;
  status: string | null;
}

/** The invoices the sheet names, by number (any case) and by id. */
export async function invoicesNamed(options: ImportReader, texts: string[]) {
  const rt = options.models.runtime('invoice');
  const field = rt.schema.naming?.field as string;
  const numbers = [...new Set(texts.map((text) => text.toUpperCase()))];
  const ids = [...new Set(texts.filter((text) => /^\d{1,9}$/.test(text)).map(Number))];
  const byText = new Map<string, InvoiceRow>();
  const remember = (row: Record<string, unknown>) => {
    const invoice = {
      id: Number(row.id),
      number: (row[field] as string) ?? null,
      patient: row.patient === null ? null : Number(row.patient),
      status: (row.status as string | null) ?? null,
    };
    byText.set(String(invoice.id), invoice);
    if (invoice.number) byText.set(invoice.number.toUpperCase(), invoice);
  };
  for (const [column, values] of [
    [field, numbers],
    ['id', ids],
  ] as const) {
    for (let i = 0; i < values.length; i += 500) {
      const rows = await options.db
        .selectFrom(rt.plan.table)
        .select(['id', field, 'patient', 'status'])
        .where(column, 'in', values.slice(i, i + 500))
        .where('deleted_at', 'is', null)
        .execute();
      for (const row of rows) remember(row);
    }
  }
  return byText;
}

export interface MethodRow {
  id: number;
  name: string;
  active: boolean;
}

/** Payment methods by name (any case), and the names of those in use for a message. */
export async function paymentMethods(options: ImportReader) {
  const rt = options.models.runtime('paymentMethod');
  const rows = await options.db
    .selectFrom(rt.plan.table)
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const methods: MethodRow[] = rows.map((row) => {
    const record = decodeRow(rt, row);
    return { id: Number(record.id), name: String(record.name), active: record.is_active === true };
  });
  return {
    byName: new Map(methods.map((method) => [method.name.toLowerCase(), method])),
    inUse: methods.filter((method) => method.active).map((method) => method.name),
  };
}

/**
 * The invoice states a payment may go into: the payment's own invoice picker
 * (`allocations.invoice` refFilter on status), so the sheet and the form agree.
 */
export function payableStates(options: ImportReader): string[] {
  const column = options.models
    .runtime('payment')
    .schema.fields.allocations?.columns?.find((c) => c.field === 'invoice');
  const status = column?.refFilter?.status;
  return status && typeof status === 'object' && !Array.isArray(status) && status.in
    ? status.in.map(String)
    : [];
}

/** Each invoice the file paid into, as it stands once the import is written. */
export async function balancesOf(options: ImportReader, ids: number[]): Promise<InvoiceBalance[]> {
  const invoice = options.models.runtime('invoice');
  if (ids.length === 0) return [];
  const rows = await options.db
    .selectFrom(invoice.plan.table)
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const record = decodeRow(invoice, row);
    return {
      id: record.id as number,
      invoice_number: (record.invoice_number as string | null) ?? null,
      total: String(record.total ?? '0.00'),
      paid: String(record.paid_amount ?? '0.00'),
      balance: String(record.balance_due ?? '0.00'),
      patient_balance: String(record.patient_balance ?? '0.00'),
      status: (record.status as string | null) ?? null,
    };
  });
}

/** The receipt numbers the new payments were given, by id. */
export async function paymentNumbers(options: ImportReader, ids: number[]) {
  const payment = options.models.runtime('payment');
  const field = payment.schema.naming?.field;
  const numbers = new Map<number, string>();
  if (!field || ids.length === 0) return numbers;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await options.db
      .selectFrom(payment.plan.table)
      .select(['id', field])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) numbers.set(Number(row.id), String(row[field]));
  }
  return numbers;
}
