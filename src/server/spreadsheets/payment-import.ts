import type { ModelSchema } from '../../engine/types';
import type { DialectName } from '../db/connect';
import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import { centsToMoney, isMoney, moneyToCents } from '../models/codecs';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, IndexedProblem, ModelService } from '../models/model-service';
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
  dialect: DialectName;
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

/**
 * What an invoice row asks for, in cents: its total, or for an invoice stored before the total
 * formula read an empty discount as none (its total is empty), the subtotal less any discount.
 */
function totalCents(row: Record<string, unknown>): number {
  if (row.total !== null && row.total !== undefined) return Number(row.total);
  return Number(row.subtotal ?? 0) - Number(row.discount ?? 0);
}

/**
 * The invoices paid into, locked until the import commits (PostgreSQL: FOR UPDATE, in id order
 * so two imports cannot deadlock; SQLite: one writer at a time already), and what each has
 * been paid so far.
 */
async function lockInvoices(trx: AnyDb, options: PaymentImportOptions, ids: number[]) {
  const invoice = options.models.runtime('invoice');
  const payment = options.models.runtime('payment');
  const numberField = invoice.schema.naming?.field;
  const invoices = new Map<number, InvoiceRow>();
  const paid = new Map<number, number>();
  if (ids.length === 0) return { invoices, paid };
  let query = trx
    .selectFrom(invoice.plan.table)
    .selectAll()
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .orderBy('id');
  if (options.dialect === 'postgres') query = query.forUpdate();
  for (const row of await query.execute()) {
    invoices.set(Number(row.id), {
      id: Number(row.id),
      number: numberField ? (row[numberField] ?? null) : null,
      totalCents: totalCents(row),
      status: row.payment_status ?? null,
    });
  }
  const sums = await trx
    .selectFrom(payment.plan.table)
    .select((eb) => ['invoice', eb.fn.sum('amount').as('paid')])
    .where('invoice', 'in', ids)
    .where('deleted_at', 'is', null)
    .groupBy('invoice')
    .execute();
  for (const row of sums) paid.set(Number(row.invoice), Number(row.paid ?? 0));
  return { invoices, paid };
}

/** The invoice fields that follow from its payments, for those its schema has. */
function derivedInvoiceFields(schema: ModelSchema, paidCents: number, totalCents: number) {
  const fields: RecordValues = {};
  const writable = (name: string) =>
    schema.fields[name] && !schema.fields[name].formula && !schema.fields[name].expression;
  for (const name of ['amount_paid', 'paid_amount', 'paid'])
    if (writable(name)) fields[name] = centsToMoney(paidCents);
  for (const name of ['balance', 'balance_due'])
    if (writable(name)) fields[name] = centsToMoney(totalCents - paidCents);
  const statuses = (schema.fields.payment_status?.options ?? []).map((o) => String(o.id));
  const status = paidCents >= totalCents ? 'Paid' : paidCents > 0 ? 'Partially Paid' : 'Unpaid';
  if (writable('payment_status') && statuses.includes(status)) fields.payment_status = status;
  return fields;
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
  const invoiceSchema = options.models.runtime('invoice').schema;
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

  let written: { ids: number[]; values: RecordValues[] } | undefined;
  const balances = new Map<number, InvoiceBalance>();
  try {
    await options.models.createMany('payment', options.actor, bodies, {
      async check(trx, checked) {
        const problems = [...own.values()];
        const ids = [...new Set(checked.flatMap((v) => (v ? [Number(v.invoice)] : [])))];
        const { invoices, paid } = await lockInvoices(trx, options, ids);
        const running = new Map(paid);
        for (const [index, values] of checked.entries()) {
          if (!values || !isMoney(values.amount)) continue;
          const invoice = invoices.get(Number(values.invoice));
          const label = invoice?.number ?? `id ${values.invoice}`;
          if (!invoice) {
            problems.push({ index, field: 'invoice', message: `No invoice ${label}` });
          } else if (invoice.status === 'Void') {
            problems.push({ index, field: 'invoice', message: `Invoice ${label} is void` });
          } else {
            const before = running.get(invoice.id) ?? 0;
            const after = before + moneyToCents(values.amount);
            running.set(invoice.id, after);
            if (after > invoice.totalCents) {
              problems.push({
                index,
                field: 'amount',
                message: `Payments would exceed the total of invoice ${label}: ${centsToMoney(after)} paid of ${centsToMoney(invoice.totalCents)}`,
              });
            }
          }
        }
        for (const invoice of invoices.values()) {
          const paidCents = running.get(invoice.id) ?? 0;
          balances.set(invoice.id, {
            id: invoice.id,
            invoice_number: invoice.number,
            total: centsToMoney(invoice.totalCents),
            paid: centsToMoney(paidCents),
            balance: centsToMoney(invoice.totalCents - paidCents),
            payment_status: invoice.status,
          });
        }
        return problems;
      },
      async afterInsert(trx, ids, values) {
        written = { ids, values };
        for (const balance of balances.values()) {
          const fields = derivedInvoiceFields(
            invoiceSchema,
            moneyToCents(balance.paid),
            moneyToCents(balance.total),
          );
          await options.models.setDerivedFields(trx, 'invoice', options.actor, balance.id, fields);
          if (typeof fields.payment_status === 'string')
            balance.payment_status = fields.payment_status;
        }
      },
    });
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'VALIDATION_FAILED') throw error;
    const problems = (error.details as IndexedProblem[])
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

  const done = written as { ids: number[]; values: RecordValues[] };
  const payments = done.ids.map((id, index) => {
    const values = done.values[index] as RecordValues;
    const invoice = Number(values.invoice);
    return {
      row: sheet.rows[index]?.row ?? 0,
      id,
      payment_number: (values.payment_number as string | undefined) ?? null,
      invoice,
      invoice_number: balances.get(invoice)?.invoice_number ?? null,
      amount: centsToMoney(moneyToCents(values.amount)),
      payment_date: String(values.payment_date),
      method: String(values.method),
      reference: (values.reference as string | undefined) ?? null,
    };
  });
  return {
    imported: payments.length,
    payments,
    invoices: [...balances.values()].sort((a, b) => a.id - b.id),
  };
}
