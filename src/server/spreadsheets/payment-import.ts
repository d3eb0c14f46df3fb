import type { ModelSchema } from '../../engine/types';
import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import { centsToMoney, moneyToCents } from '../models/codecs';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, IndexedProblem, ModelService } from '../models/model-service';
import { decodeRow } from '../models/record-reads';
import { paidCents } from '../repositories/invoice-payments';
import { invoiceTotalCents } from '../rules/billing/invoice-balance';
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
  totalCents: number;
  status: string | null;
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

/** The option id a cell names, matched without regard to case ("cash" -> "Cash"). */
function optionText(schema: ModelSchema, field: string, text: string): string {
  const ids = (schema.fields[field]?.options ?? []).map((o) => String(o.id ?? o.value ?? o.name));
  return ids.find((id) => id.toLowerCase() === text.toLowerCase()) ?? text;
}

/** Invoice number (any case) -> invoice, for the numbers the sheet names. */
async function invoicesByNumber(
  options: PaymentImportOptions,
  texts: string[],
): Promise<Map<string, InvoiceRow>> {
  const rt = options.models.runtime('invoice');
  const field = rt.schema.naming?.field;
  const wanted = [...new Set(texts.map((text) => text.toUpperCase()))];
  const found = new Map<string, InvoiceRow>();
  if (!field || wanted.length === 0) return found;
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await options.db
      .selectFrom(rt.plan.table)
      .select(['id', field])
      .where(field, 'in', wanted.slice(i, i + 500))
      .where('deleted_at', 'is', null)
      .execute();
    for (const row of rows) {
      const number = String(row[field]);
      found.set(number.toUpperCase(), {
        id: Number(row.id),
        number,
        totalCents: 0,
        status: null,
      });
    }
  }
  return found;
}

/** Each invoice the file paid into, as it stands once the import is written. */
async function balancesOf(options: PaymentImportOptions, ids: number[]): Promise<InvoiceBalance[]> {
  const invoice = options.models.runtime('invoice');
  const numberField = invoice.schema.naming?.field;
  if (ids.length === 0) return [];
  const rows = await options.db
    .selectFrom(invoice.plan.table)
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const records = rows.map((row) => decodeRow(invoice, row));
  const balances: InvoiceBalance[] = [];
  for (const record of records) {
    const total = invoiceTotalCents(record);
    const paid = await paidCents(options.db, record.id as number);
    balances.push({
      id: record.id as number,
      invoice_number: numberField ? ((record[numberField] as string | null) ?? null) : null,
      total: centsToMoney(total),
      paid: centsToMoney(paid),
      balance: centsToMoney(total - paid),
      payment_status: (record.payment_status as string | null) ?? null,
    });
  }
  return balances;
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
  const paymentSchema = options.models.runtime('payment').schema;
  const byNumber = await invoicesByNumber(
    options,
    sheet.rows.map((row) => row.values.invoice ?? '').filter((text) => text !== ''),
  );

  // The sheet's own problems, keyed by row index and column.
  const own = new Map<string, IndexedProblem>();
  const bodies = sheet.rows.map(({ values }, index) => {
    const body: RecordValues = {};
    const invoiceText = values.invoice ?? '';
    const named = byNumber.get(invoiceText.toUpperCase());
    if (named) body.invoice = named.id;
    else if (/^\d{1,9}$/.test(invoiceText)) body.invoice = Number(invoiceText);
    else if (invoiceText !== '') {
      own.set(`${index}:invoice`, {
        index,
        field: 'invoice',
        message: `No invoice numbered "${invoiceText}"`,
      });
    }
    if (values.amount) body.amount = values.amount;
    if (values.payment_date) body.payment_date = dateText(values.payment_date);
    if (values.method) body.method = optionText(paymentSchema, 'method', values.method);
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
    const problems = [...own.values(), ...(error.details as IndexedProblem[])]
      // A column the sheet already faults (an unknown invoice number) needs no second message.
      .filter((p) => {
        const mine = own.get(`${p.index}:${p.field}`);
        return !mine || mine.message === p.message;
      })
      .map((p) => ({
        row: sheet.rows[p.index]?.row ?? 0,
        column: p.field || 'invoice',
        message: p.message,
      }))
      .sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
    throw new HttpError(422, 'SPREADSHEET_INVALID', describeProblems(problems), problems);
  }

  const invoiceIds = [...new Set(bodies.map((body) => Number(body.invoice)))];
  const balances = new Map((await balancesOf(options, invoiceIds)).map((b) => [b.id, b]));
  const numbers = await paymentNumbers(options, ids);
  const payments = ids.map((id, index) => {
    const values = bodies[index] as RecordValues;
    const invoice = Number(values.invoice);
    return {
      row: sheet.rows[index]?.row ?? 0,
      id,
      payment_number: numbers.get(id) ?? null,
      invoice,
      invoice_number: balances.get(invoice)?.invoice_number ?? null,
      amount: centsToMoney(moneyToCents(values.amount as string)),
      payment_date: String(values.payment_date),
      method: String(values.method),
      reference: (values.reference as string | undefined) ?? null,
    };
  });
  return {
    imported: payments.length,
    payments,
    invoices: [...balances.values()],
  };
}
