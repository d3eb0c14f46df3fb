/**
 * The printed billing documents (issue 17 section 3, printing): an A4 invoice and an 80 mm
 * receipt. The server composes them once, with every amount and date already written out, and
 * both the browser's print view and the PDF draw the same text, so a printout and a download
 * never disagree.
 */

/** Who issues the document: the hospital's company record and the branch it is issued at. */
export interface DocumentIssuer {
  name: string;
  legalName: string;
  tin: string;
  /** Empty when the company is not registered for VAT. */
  vatNumber: string;
  /** "Bole, Woreda 03, Addis Ababa". */
  address: string;
  phone: string;
  email: string;
  branch?: { name: string; address: string; phone: string };
  /** The company's logo as a data URL (PNG or JPEG, the kinds a PDF embeds), when it has one. */
  logo?: string;
}

/** One "label: value" line of a document's heading or totals. */
export interface DocumentLine {
  label: string;
  value: string;
  /** Printed in bold: the total, the balance due. */
  strong?: boolean;
}

/** A table of a document: its columns, and each row's cells in column order. */
export interface DocumentTable {
  columns: { label: string; align: 'left' | 'right' }[];
  rows: string[][];
}

export interface InvoiceDocument {
  kind: 'invoice';
  /** The PDF's file name, e.g. "INV-2026-000001.pdf". */
  filename: string;
  /** "Invoice", or "Draft invoice" / "Cancelled invoice" so a printout cannot pass for another. */
  title: string;
  issuer: DocumentIssuer;
  /** Invoice number, date, status, cashier. */
  details: DocumentLine[];
  /** The patient and, for insurance or credit, the payer, member and approval numbers. */
  billTo: DocumentLine[];
  /** Why it was cancelled, or that a draft is not a bill yet. */
  notice?: string;
  lines: DocumentTable;
  totals: DocumentLine[];
  /** The payments into this invoice; absent for a reader who may not see payments. */
  payments?: DocumentTable;
  currency: string;
}

export interface ReceiptDocument {
  kind: 'receipt';
  filename: string;
  title: string;
  issuer: DocumentIssuer;
  /** Receipt number, date and time, patient, paid by. */
  details: DocumentLine[];
  /**
   * The invoices paid: number, amount, balance left on each after this receipt; for a counter
   * sale's receipt, the items sold (see `tableTitle`).
   */
  invoices: DocumentTable;
  /** The table's heading: "Invoices Paid" when absent; "Items" on a counter sale's receipt. */
  tableTitle?: string;
  /** Amount, method, reference, cashier, balance left. */
  summary: DocumentLine[];
  currency: string;
}

export type BillingDocument = InvoiceDocument | ReceiptDocument;
