import { HttpError } from '../errors';
import { centsToMoney, moneyToCents } from '../models/codecs';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, IndexedProblem } from '../models/model-service';
import {
  balancesOf,
  type ImportReader,
  type InvoiceBalance,
  invoicesNamed,
  payableStates,
  paymentMethods,
  paymentNumbers,
} from './payment-import-lookups';
import { PAYMENT_COLUMNS, sheetProblems, unpayableMessage } from './payment-import-problems';
import { describeProblems, type Sheet, type SheetProblem } from './read-workbook';

const REQUIRED_COLUMNS = ['invoice', 'amount', 'payment_date', 'method'] as const;

/** Each row is checked by the engine and written in one transaction: keep a file bounded. */
export const MAX_PAYMENT_ROWS = 5000;

export interface PaymentImportOptions extends ImportReader {
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

export interface PaymentImportResult {
  imported: number;
  payments: ImportedPayment[];
  /** Each invoice the file paid into, after the import. */
  invoices: InvoiceBalance[];
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

/**
 * Spec 7 "Import payments", all or nothing: each row becomes a payment by the patient of the
 * invoice it names (by number or id) into that one invoice, with its method named as a payment
 * method is (any case). Every row runs the payment's whole write pipeline, as
 * `POST /api/models/payment` does, in one transaction with the rows before it: so the invoice
 * must be open (Submitted or Partly Paid) and the rows together may not pay past the patient's
 * balance. Any problem refuses the whole file (422 SPREADSHEET_INVALID, one
 * `{row, column, message}` per problem, named by the sheet's column). Otherwise the payments
 * are written and their rule settles each invoice (paid amount, balances, status).
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
  const payable = payableStates(options);

  // The sheet's own problems, keyed by row index and column.
  const own = new Map<string, IndexedProblem>();
  // Each row's method as the hospital names it, for the answer.
  const methodNames: string[] = [];
  const bodies = sheet.rows.map(({ values }, index) => {
    const body: RecordValues = { payer_kind: 'Patient' };
    const invoiceText = values.invoice ?? '';
    const invoice = invoices.get(invoiceText.toUpperCase());
    const invoiceProblem = (message: string) =>
      own.set(`${index}:invoice`, { index, field: 'invoice', message });
    if (invoice) {
      body.patient = invoice.patient;
      // Read before the write: the payment's picker still refuses a state changed since.
      if (payable.length > 0 && !payable.includes(String(invoice.status)))
        invoiceProblem(unpayableMessage(invoice, payable));
    } else if (invoiceText === '') invoiceProblem('Invoice is required: its number or id');
    else invoiceProblem(`No invoice numbered "${invoiceText}"`);
    const allocation: RecordValues = { invoice: invoice?.id ?? null };
    if (values.amount) allocation.amount = values.amount;
    body.allocations = [allocation];
    if (values.payment_date) body.payment_date = dateText(values.payment_date);
    if (values.method) {
      const method = methods.byName.get(values.method.trim().toLowerCase());
      const known = methods.inUse.length
        ? `use one of ${methods.inUse.join(', ')}`
        : 'no payment method is in use';
      if (method === undefined)
        own.set(`${index}:method`, {
          index,
          field: 'method',
          message: `No payment method named "${values.method}": ${known}`,
        });
      else {
        body.method = method.id;
        methodNames[index] = method.name;
        if (!method.active)
          own.set(`${index}:method`, {
            index,
            field: 'method',
            message: `Payment method ${method.name} is no longer in use: ${known}`,
          });
      }
    }
    if (values.reference) body.reference = values.reference;
    return body;
  });

  // The payments' own rule (rules/billing/payment-allocation.ts) checks each row against its
  // invoice, counting the rows before it, and settles the invoices, as for one payment. Every
  // problem the sheet finds above is one the pipeline refuses too (an unknown invoice leaves the
  // row without one; a state or method it may not pick fails the picker's refFilter), so the
  // file is refused; one read before the write and put right since is the pipeline's to allow.
  let ids: number[];
  try {
    ids = await options.models.createMany('payment', options.actor, bodies);
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'VALIDATION_FAILED') throw error;
    const problems = sheetProblems({
      rows: sheet.rows.map(({ row, values }) => ({
        row,
        invoice: invoices.get((values.invoice ?? '').toUpperCase()),
      })),
      own,
      refused: error.details as IndexedProblem[],
    });
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
      method: methodNames[index] ?? '',
      reference: (values.reference as string | undefined) ?? null,
    };
  });
  return {
    imported: payments.length,
    payments,
    invoices: [...balances.values()],
  };
}
