/**
 * Links to the printed documents, for the invoice detail and the invoice dialog (helper
 * "cashier"): `<InvoicePrintLink invoiceId={7} />`, `<ReceiptPrintLink paymentId={12} />`.
 * Each opens its print view in a new tab, so the page it came from stays as it was.
 */
import { Link } from 'react-router';
import { invoicePrintPath, receiptPrintPath } from './print-paths';

const LINK =
  'inline-flex items-center rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

export function InvoicePrintLink({
  invoiceId,
  label = 'Print invoice',
}: {
  invoiceId: number;
  label?: string;
}) {
  return (
    <Link to={invoicePrintPath(invoiceId)} target="_blank" rel="noopener" className={LINK}>
      {label}
    </Link>
  );
}

export function ReceiptPrintLink({
  paymentId,
  label = 'Print receipt',
}: {
  paymentId: number;
  label?: string;
}) {
  return (
    <Link to={receiptPrintPath(paymentId)} target="_blank" rel="noopener" className={LINK}>
      {label}
    </Link>
  );
}
