import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import { centsToMoney, moneyToCents } from '../models/codecs';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, IndexedProblem, ModelService } from '../models/model-service';
import { decodeRow } from '../models/record-reads';
import { describeProblems, type Sheet, type SheetProblem } from './read-workbook';

/** The columns a payment sheet may have, in the order its problems are listed. */
export const PAYMENT_COLUMNS = [
  'invoice',
  'amount',
  'payment_date',
  'method',
  'reference',
] as const;
const REQUIRED_COLUMNS = ['invoice', 'amount', 'payment_date', 'method'] as const;

/** Each row is checked by the engine and written in one transaction: keep a file bounded. */
export const MAX_PAYMENT_ROWS = 5000;

export interface PaymentImportOptions {
  models: ModelService;
  db: AnyDb;
  /** Who uploads the file: the payments and the invoice changes are theirs. */
  actor: Actor;
}

export interface ImportedPayment {
  row: number;
  id: number;
  payment_number: string | null;
  invoice: number;
  invoice_number: string | null;
  amount: string;
  payment_date: string;
  method: string;
  reference: string | null;
}

export interface InvoiceBalance {
  id: number;
  invoice_number: string | null;
  total: string;
  paid: string;
  balance: string;
  payment_status: string | null;
}

export interface PaymentImportResult {
  imported: number;
  payments: ImportedPayment[];
  /** Each invoice the file paid into, after the import. */
  invoices: InvoiceBalance[];
}

interface InvoiceRow {
  id: number;
  number: string | null;
  patient: number | null;
}

function assertHeaders(sheet: Sheet): void {
  const problems: SheetProblem[] = [...sheet.headerProblems];
  const allowed = new Set<string>(PAYMENT_COLUMNS);
  const unknown = sheet.headers.filter((header) => !allowed.has(header.key));
  for (const header of unknown)
    problems.push({ row: 1, column: header.text, message: `Unknown column "${header.text}"` });
  const keys = new Set(sheet.headers.map((header) => header.key));
  if (sheet.headers.length > 0) {
    for (const column of REQUIRED_COLUMNS.filter((key) => !keys.has(key)))
      problems.push({ row: 1, column, message: `Add a ${column} column` });
  }
  if (problems.length === 0) return;
  throw new HttpError(
    422,
    'INVALID_HEADERS',
    `${describeProblems(problems)}. Columns: ${PAYMENT_COLUMNS.join(', ')}`,
    problems,
  );
}

/** "2026-03-01T00:00:00.000Z" (a date cell as the workbook reader gives it) -> "2026-03-01". */
function dateText(text: string): string {
  return /^(\d{4}-\d{2}-\d{2})T00:00:00(\.000)?Z$/.exec(text)?.[1] ?? text;
}

/** The invoices the sheet names, by number (any case) and by id. */
async function invoicesNamed(options: PaymentImportOptions, texts: string[]) {
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
        .select(['id', field, 'patient'])
        .where(column, 'in', values.slice(i, i + 500))
        .where('deleted_at', 'is', null)
        .execute();
      for (const row of rows) remember(row);
    }
  }
  return byText;
}

/** Payment method name (any case) -> its id, and the names for a message. */
async function paymentMethods(options: PaymentImportOptions) {
  const rt = options.models.runtime('paymentMethod');
  const rows = await options.db
    .selectFrom(rt.plan.table)
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return {
    byName: new Map(rows.map((row) => [String(row.name).toLowerCase(), Number(row.id)])),
    names: rows.map((row) => String(row.name)),
  };
}

/** Each invoice the file paid into, as it stands once the import is written. */
async function balancesOf(options: PaymentImportOptions, ids: number[]): Promise<InvoiceBalance[]> {
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
      payment_status: (record.status as string | null) ?? null,
    };
  });
}

/** The receipt numbers the new payments were given, by id. */
async function paymentNumbers(options: PaymentImportOptions, ids: number[]) {
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

/**
 * A payment's problem as a sheet names it: `allocations[0].amount` is the amount column, the
 * patient (taken from the invoice) the invoice column; the row prefix the form shows is noise.
 */
function sheetColumn(field: string): string {
  const cell = /^allocations\[\d+\]\.(\w+)$/.exec(field)?.[1];
  if (cell) return cell;
  if (field === 'patient' || field.startsWith('allocations') || field === '') return 'invoice';
  return field;
}
const sheetMessage = (message: string) => message.replace(/^Invoices Paid row \d+: /, '');

const columnOrder = (column: string) => {
  const at = (PAYMENT_COLUMNS as readonly string[]).indexOf(column);
  return at < 0 ? PAYMENT_COLUMNS.length : at;
};

/**
 * Spec 7 "Import payments", all or nothing: each row becomes a payment against an invoice
 * (named by its number or id). Every row is checked as `POST /api/models/payment` checks one,
 * and also against its invoice: not void, and the invoice's payments may not pass its total.
 * Any problem refuses the whole file (422 SPREADSHEET_INVALID, one `{row, column, message}` per
 * problem). Otherwise the payments are written and each invoice's payment status (and paid and
 * balance fields, where its schema has them) updated, all in one transaction.
 */
export async function importPayments(
  sheet: Sheet,
  options: PaymentImportOptions,
): Promise<PaymentImportResult> {
  assertHeaders(sheet);
  if (sheet.rows.length > MAX_PAYMENT_ROWS) {
    throw new HttpError(
      413,
      'TOO_MANY_ROWS',
      `The sheet has ${sheet.rows.length} rows; import at most ${MAX_PAYMENT_ROWS} payments per file.`,
    );
  }
  const invoices = await invoicesNamed(
    options,
    sheet.rows.map((row) => row.values.invoice ?? '').filter((text) => text !== ''),
  );
  const methods = await paymentMethods(options);

  // The sheet's own problems, keyed by row index and column.
  const own = new Map<string, IndexedProblem>();
  const bodies = sheet.rows.map(({ values }, index) => {
    const body: RecordValues = { payer_kind: 'Patient' };
    const invoiceText = values.invoice ?? '';
    const invoice = invoices.get(invoiceText.toUpperCase());
    if (invoice) body.patient = invoice.patient;
    else if (invoiceText !== '') {
      own.set(`${index}:invoice`, {
        index,
        field: 'invoice',
        message: `No invoice numbered "${invoiceText}"`,
      });
    }
    const allocation: RecordValues = { invoice: invoice?.id ?? null };
    if (values.amount) allocation.amount = values.amount;
    body.allocations = [allocation];
    if (values.payment_date) body.payment_date = dateText(values.payment_date);
    if (values.method) {
      const method = methods.byName.get(values.method.trim().toLowerCase());
      if (method !== undefined) body.method = method;
      else
        own.set(`${index}:method`, {
          index,
          field: 'method',
          message: `No payment method named "${values.method}" (${methods.names.join(', ')})`,
        });
    }
    if (values.reference) body.reference = values.reference;
    return body;
  });

  // The payments' own rule (rules/billing/payment-into-invoice.ts) checks each row against its
  // invoice, counting the rows before it, and settles the invoices, as for one payment.
  let ids: number[];
  try {
    ids = await options.models.createMany('payment', options.actor, bodies);
    // A row naming an unknown invoice has none, which its required check refuses.
    if (own.size > 0) throw new Error('a row with an unknown invoice was written');
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'VALIDATION_FAILED') throw error;
    const named = (error.details as IndexedProblem[]).map((p) => ({
      ...p,
      field: sheetColumn(p.field),
      message: sheetMessage(p.message),
    }));
    const problems = [
      ...own.values(),
      // A column the sheet already faults (an unknown invoice number) needs no second message.
      ...named.filter((p) => !own.has(`${p.index}:${p.field}`)),
    ]
      .map((p) => ({
        row: sheet.rows[p.index]?.row ?? 0,
        column: p.field,
        message: p.message,
      }))
      .sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
    throw new HttpError(422, 'SPREADSHEET_INVALID', describeProblems(problems), problems);
  }

  const invoiceOf = (body: RecordValues) =>
    Number((body.allocations as RecordValues[])[0]?.invoice);
  const invoiceIds = [...new Set(bodies.map(invoiceOf))];
  const balances = new Map((await balancesOf(options, invoiceIds)).map((b) => [b.id, b]));
  const numbers = await paymentNumbers(options, ids);
  const payments = ids.map((id, index) => {
    const values = bodies[index] as RecordValues;
    const invoice = invoiceOf(values);
    const allocation = (values.allocations as RecordValues[])[0] as RecordValues;
    return {
      row: sheet.rows[index]?.row ?? 0,
      id,
      payment_number: numbers.get(id) ?? null,
      invoice,
      invoice_number: balances.get(invoice)?.invoice_number ?? null,
      amount: centsToMoney(moneyToCents(allocation.amount as string)),
      payment_date: String(values.payment_date),
      method: String(sheet.rows[index]?.values.method ?? ''),
      reference: (values.reference as string | undefined) ?? null,
    };
  });
  return {
    imported: payments.length,
    payments,
    invoices: [...balances.values()],
  };
}
