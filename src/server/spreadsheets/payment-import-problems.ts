/**
 * The payment import's problems as a person fixing the sheet reads them: by the sheet's row and
 * column (invoice, amount, payment_date, method, reference), one message per cell, without the
 * "Invoices Paid row 1:" a payment form shows for its allocation rows.
 */
import type { IndexedProblem } from '../models/model-service';
import type { InvoiceRow } from './payment-import-lookups';
import type { SheetProblem } from './read-workbook';

/** The columns a payment sheet may have, in the order its problems are listed. */
export const PAYMENT_COLUMNS = [
  'invoice',
  'amount',
  'payment_date',
  'method',
  'reference',
] as const;

/** Why a payment cannot go into an invoice in this state, in words for the sheet's author. */
export function unpayableMessage(invoice: InvoiceRow, payable: string[]): string {
  const named = `Invoice ${invoice.number ?? invoice.id}`;
  if (invoice.status === 'Draft') return `${named} is a draft: submit it before taking payment`;
  if (invoice.status === 'Paid') return `${named} is paid in full: nothing is left to pay`;
  return `${named} is ${String(invoice.status).toLowerCase()}: only ${payable.join(' or ')} invoices take payments`;
}

/**
 * A payment's problem as a sheet names it: `allocations[0].amount` is the amount column, the
 * patient (taken from the invoice) the invoice column.
 */
function sheetColumn(field: string): string {
  const cell = /^allocations\[\d+\]\.(\w+)$/.exec(field)?.[1];
  if (cell) return cell;
  if (field === 'patient' || field.startsWith('allocations') || field === '') return 'invoice';
  return field;
}

/**
 * An allocation row missing cells ("Please fill in required fields: Amount", the browser's
 * words for a table row) is one "… is required" per missing column of the sheet.
 */
function missingCells(problem: IndexedProblem): IndexedProblem[] {
  const listed = /^allocations\[\d+\]$/.test(problem.field)
    ? /^Please fill in required fields: (.+)$/.exec(problem.message)?.[1]
    : undefined;
  if (!listed) return [problem];
  return listed.split(', ').map((label) => ({
    index: problem.index,
    field: label.toLowerCase(),
    message: `${label} is required`,
  }));
}

/** "Invoices Paid row 1: invoice INV-… has …" reads "Invoice INV-… has …" on the sheet's row. */
function sheetMessage(message: string): string {
  const text = message.replace(/^Invoices Paid row \d+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const columnOrder = (column: string) => {
  const at = (PAYMENT_COLUMNS as readonly string[]).indexOf(column);
  return at < 0 ? PAYMENT_COLUMNS.length : at;
};

const cellKey = (p: IndexedProblem) => `${p.index}:${p.field}`;

export interface RefusedSheet {
  /** The sheet's data rows: their 1-based row numbers and the invoice each row pays. */
  rows: { row: number; invoice: InvoiceRow | undefined }[];
  /** What the sheet itself found, keyed `index:column`, in the sheet's own words. */
  own: Map<string, IndexedProblem>;
  /** What the payment pipeline refused, each with the index of its row. */
  refused: IndexedProblem[];
}

/**
 * An invoice a row may pay, as read before the write, that the pipeline refused to let the row
 * pick: the rows above it in this file, written first, paid it in full.
 */
function paidAbove(sheet: RefusedSheet, problem: IndexedProblem, failed: Set<number>) {
  const invoice = sheet.rows[problem.index]?.invoice;
  if (!invoice) return undefined;
  const above = sheet.rows
    .slice(0, problem.index)
    .flatMap((row, index) =>
      row.invoice?.id === invoice.id && !failed.has(index) ? [row.row] : [],
    );
  if (above.length === 0) return undefined;
  return {
    ...problem,
    field: 'amount',
    message: `Invoice ${invoice.number ?? invoice.id} is paid in full by ${above.length === 1 ? 'row' : 'rows'} ${above.join(', ')} above: nothing is left for this row`,
  };
}

/** Every problem of a refused sheet, by row then column, one message per cell. */
export function sheetProblems(sheet: RefusedSheet): SheetProblem[] {
  const failed = new Set(sheet.refused.map((p) => p.index));
  const named = sheet.refused.flatMap(missingCells).map((p) => {
    const problem = { ...p, field: sheetColumn(p.field), message: sheetMessage(p.message) };
    const key = cellKey(problem);
    if (problem.field !== 'invoice' || sheet.own.has(key)) return problem;
    return paidAbove(sheet, problem, failed) ?? problem;
  });
  const seen = new Set<string>();
  // The sheet's own words first: a cell it already faults (an unknown invoice, which is also a
  // missing patient and a missing allocation invoice) needs no second message.
  return [...sheet.own.values(), ...named]
    .filter((p) => {
      const key = cellKey(p);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((p) => ({ row: sheet.rows[p.index]?.row ?? 0, column: p.field, message: p.message }))
    .sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
}
