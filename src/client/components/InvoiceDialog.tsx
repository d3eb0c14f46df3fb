import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatFormDate } from '../../engine/format/dates';
import { InvoicePrintLink, ReceiptPrintLink } from '../app/print/PrintLinks';
import { buttonClass } from '../forms/widgets/shared';
import { shared } from '../state/shared';
import { ChargePicker } from './invoice/ChargePicker';
import { InvoicePayments } from './invoice/InvoicePayments';
import { InvoiceSummary } from './invoice/InvoiceSummary';
import {
  defaultMethod,
  dueFrom,
  moneyText,
  type PayerKind,
  payerKindAt,
} from './invoice/invoice-logic';
import { PaymentForm } from './invoice/PaymentForm';
import { useInvoiceDialog } from './invoice/use-invoice-dialog';
import { useMoney } from './invoice/use-money';
import { CloseButton } from './panels/CloseButton';
import { useAlert } from './use-alert';

export interface InvoiceDialogProps {
  open: boolean;
  onClose(): void;
  /** Spec 3.2: the patient billed. */
  customerId: number;
  /** Spec 3.2: the invoice to show; none: the patient's oldest open one at `point`, if any. */
  invoiceId?: number;
  header: string;
  /** Spec 3.2: what the opener knew was waiting, shown until the invoice is read. */
  totalAmount: number;
  balanceDue: number;
  /** The cashier point collecting (the queue row's): its charges wait to be invoiced here. */
  point?: string;
  /** Who pays: the patient, or (at the Credit point) the insurer or company. */
  payer?: PayerKind;
  /** Called after each invoice made or payment recorded, so the opener can read again. */
  onChanged?(): void;
}

/**
 * Spec 2.5 invoice dialog: the patient's charges waiting at this point (all ticked) made into
 * a submitted invoice, the invoice's lines, totals and shares, its payments with their
 * receipts, and a payment recorded into it. A modal dialog: focus stays inside until it closes.
 */
export function InvoiceDialog(props: InvoiceDialogProps) {
  const { open, onClose, customerId, point, header } = props;
  const { settings } = useSnapshot(shared);
  const money = useMoney();
  const errorAlert = useAlert('error');
  const [receipt, setReceipt] = useState<{ id: number; number: string }>();
  const dialog = useInvoiceDialog(open, customerId, point, props.invoiceId, errorAlert.show);
  const { data } = dialog;
  const payer = props.payer ?? payerKindAt(point);
  const invoice = data?.invoice;
  const due = invoice ? dueFrom(invoice, payer) : 0;
  const changed = () => props.onChanged?.();

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-[92vh] w-full max-w-4xl flex-col rounded-lg bg-white shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
            <DialogTitle className="flex-1 text-base font-semibold">{header}</DialogTitle>
            <CloseButton onClick={onClose} />
          </div>
          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-4">
            <dl className="grid grid-cols-2 gap-3 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
              <div>
                <dt className="text-xs text-slate-600 dark:text-slate-400">Total Amount</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {money(invoice ? invoice.total : props.totalAmount)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600 dark:text-slate-400">Balance Due</dt>
                <dd data-testid="balance-due" className="text-lg font-semibold tabular-nums">
                  {money(invoice ? due : props.balanceDue)}
                </dd>
              </div>
            </dl>
            {!data && <p className="text-sm text-slate-600">Loading…</p>}
            {data && data.charges.length > 0 && (
              <ChargePicker
                key={data.charges.map((charge) => charge.id).join()}
                charges={data.charges}
                busy={dialog.busy}
                onInvoice={(ids) => dialog.invoice(ids).then(changed)}
              />
            )}
            {data && data.open.length > 1 && (
              <nav aria-label="Open invoices" className="flex flex-wrap items-center gap-2 text-sm">
                <span>Open invoices:</span>
                {data.open.map((other) => (
                  <button
                    key={other.id}
                    type="button"
                    aria-current={other.id === invoice?.id}
                    disabled={dialog.busy}
                    onClick={() => dialog.choose(other.id)}
                    className={buttonClass}
                  >
                    {other.number}
                  </button>
                ))}
              </nav>
            )}
            {dialog.failed && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                The invoice could not be loaded.
              </p>
            )}
            {data && !dialog.failed && !invoice && data.charges.length === 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                Nothing is waiting to be paid here.
              </p>
            )}
            {invoice && (
              <section aria-label={`Invoice ${invoice.number}`} className="space-y-4">
                <InvoiceSummary invoice={invoice} />
                <div className="flex justify-end">
                  <InvoicePrintLink invoiceId={invoice.id} />
                </div>
                <h3 className="text-sm font-semibold">Payments</h3>
                <InvoicePayments payments={data.payments} />
              </section>
            )}
            {receipt && (
              <p role="status" className="flex flex-wrap items-center gap-3 text-sm">
                Payment {receipt.number} recorded.
                <ReceiptPrintLink paymentId={receipt.id} />
              </p>
            )}
            {invoice && due > 0 && data && (
              <section aria-label="Payment" className="space-y-3">
                <h3 className="text-sm font-semibold">Record Payment</h3>
                <PaymentForm
                  // A fresh form, with the balance left, after every payment.
                  key={`${invoice.id}-${invoice.paid}`}
                  patient={customerId}
                  invoiceId={invoice.id}
                  payer={payer}
                  methods={data.methods}
                  initial={{
                    amount: moneyText(due),
                    paymentDate: formatFormDate(new Date(), settings.timeZone),
                    method: String(defaultMethod(data.methods)?.id ?? ''),
                    reference: '',
                  }}
                  onRecorded={(payment) => {
                    setReceipt({ id: Number(payment.id), number: String(payment.payment_number) });
                    void dialog.refresh().then(changed);
                  }}
                  onFailed={errorAlert.show}
                />
              </section>
            )}
          </div>
          {errorAlert.alert}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
