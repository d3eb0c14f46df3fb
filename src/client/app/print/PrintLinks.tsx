/**
 * Links to the printed documents, for the invoice detail and the invoice dialog (helper
 * "cashier"): `<InvoicePrintLink invoiceId={7} />`, `<ReceiptPrintLink paymentId={12} />`, and
 * `PrintViewLink` for the detail pages' print actions (labels, a sale's receipt).
 * Each opens its print view in a new tab, so the page it came from stays as it was.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { invoicePrintPath, receiptPrintPath } from './print-paths';

const LINK =
  'inline-flex items-center rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

/** A print view (a path of print-paths.ts) opened in a new tab, styled as a secondary button. */
export function PrintViewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={LINK}>
      {children}
    </Link>
  );
}

export function InvoicePrintLink({
  invoiceId,
  label = 'Print invoice',
}: {
  invoiceId: number;
  label?: string;
}) {
  return <PrintViewLink to={invoicePrintPath(invoiceId)}>{label}</PrintViewLink>;
}

export function ReceiptPrintLink({
  paymentId,
  label = 'Print receipt',
}: {
  paymentId: number;
  label?: string;
}) {
  return <PrintViewLink to={receiptPrintPath(paymentId)}>{label}</PrintViewLink>;
}
