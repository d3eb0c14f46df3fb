import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatFormDate } from '../../engine/format/dates';
import { failureMessage, toApiFailure } from '../api/failure';
import { http } from '../api/session';
import { shared } from '../state/shared';
import { InvoiceSummary } from './invoice/InvoiceSummary';
import { type InvoiceView, PAYMENT_METHODS, readInvoice } from './invoice/invoice-logic';
import { PaymentForm } from './invoice/PaymentForm';
import { useMoney } from './invoice/use-money';
import { CloseButton } from './panels/CloseButton';
import { useAlert } from './use-alert';

export interface InvoiceDialogProps {
  open: boolean;
  onClose(): void;
  /** The patient billed. */
  customerId: number | string;
  invoiceId: number;
  header: string;
  totalAmount: number;
  balanceDue: number;
  /** Called with the saved payment record. */
  onPaymentRecorded?(payment: Record<string, unknown>): void;
}

type Load = { state: 'loading' } | { state: 'loaded'; invoice: InvoiceView } | { state: 'failed' };

/**
 * Spec 2.5 invoice dialog: shows the invoice with its items and totals and records a payment
 * against it. Server errors show in the shared alert; a 422 also marks the fields it names.
 */
export function InvoiceDialog(props: InvoiceDialogProps) {
  const { open, onClose, invoiceId, header, totalAmount, balanceDue } = props;
  const { settings } = useSnapshot(shared);
  const money = useMoney();
  const errorAlert = useAlert('error');
  const successAlert = useAlert('success');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [paid, setPaid] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const showError = errorAlert.show;

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoad({ state: 'loading' });
    setPaid(0);
    http.get(`/api/models/invoice/${invoiceId}`).then(
      ({ data }) => current && setLoad({ state: 'loaded', invoice: readInvoice(data) }),
      (error: unknown) => {
        if (!current) return;
        setLoad({ state: 'failed' });
        showError(failureMessage(toApiFailure(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [open, invoiceId, showError]);

  const remaining = Math.max(0, Math.round((balanceDue - paid) * 100) / 100);
  const recorded = (payment: Record<string, unknown>) => {
    setPaid((prev) => prev + Number(payment.amount ?? 0));
    setFormKey((key) => key + 1);
    successAlert.show(
      payment.payment_number
        ? `Payment ${String(payment.payment_number)} recorded`
        : 'Payment recorded',
    );
    props.onPaymentRecorded?.(payment);
  };

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-[92vh] w-full max-w-3xl flex-col rounded-lg bg-white shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
            <DialogTitle className="flex-1 text-base font-semibold">{header}</DialogTitle>
            <CloseButton onClick={onClose} />
          </div>
          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-4">
            {load.state === 'loading' && <p className="text-sm text-slate-500">Loading invoice…</p>}
            {load.state === 'failed' && (
              <p className="text-sm text-red-600 dark:text-red-400">
                The invoice could not be loaded.
              </p>
            )}
            {load.state === 'loaded' && (
              <InvoiceSummary invoice={load.invoice} customerId={props.customerId} />
            )}
            <dl className="grid grid-cols-2 gap-3 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">Total Amount</dt>
                <dd className="text-lg font-semibold tabular-nums">{money(totalAmount)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">Balance Due</dt>
                <dd data-testid="balance-due" className="text-lg font-semibold tabular-nums">
                  {money(remaining)}
                </dd>
              </div>
            </dl>
            {load.state === 'loaded' && (
              <section aria-label="Payment" className="space-y-3">
                <h3 className="text-sm font-semibold">Record Payment</h3>
                <PaymentForm
                  key={formKey}
                  invoiceId={invoiceId}
                  initial={{
                    amount: remaining > 0 ? remaining.toFixed(2) : '',
                    paymentDate: formatFormDate(new Date(), settings.timeZone),
                    method: PAYMENT_METHODS[0] ?? '',
                    reference: '',
                  }}
                  onRecorded={recorded}
                  onFailed={showError}
                />
              </section>
            )}
          </div>
          {errorAlert.alert}
          {successAlert.alert}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
