import { useCallback, useEffect, useState } from 'react';
import { failureMessage, toApiFailure } from '../../api/failure';
import {
  activeMethods,
  getInvoice,
  invoiceCharges,
  invoicePayments,
  openInvoices,
  type PaymentLine,
  unbilledCharges,
  type WaitingCharge,
} from './invoice-api';
import { type InvoiceView, type MethodOption, readInvoice } from './invoice-logic';

export interface InvoiceDialogData {
  charges: WaitingCharge[];
  /** The patient's other invoices with something to pay at this point. */
  open: { id: number; number: string }[];
  methods: MethodOption[];
  invoice?: InvoiceView;
  payments: PaymentLine[];
}

const EMPTY: InvoiceDialogData = { charges: [], open: [], methods: [], payments: [] };

/**
 * What the invoice dialog shows, read when it opens and again after each change: the patient's
 * charges waiting at the point (none without a point), their open invoices there, the payment
 * methods, and the invoice in hand with its payments (the one asked for, else the oldest open).
 */
export function useInvoiceDialog(
  open: boolean,
  patient: number,
  point: string | undefined,
  invoiceId: number | undefined,
  onProblem: (message: string) => void,
) {
  const [data, setData] = useState<InvoiceDialogData>();
  const [current, setCurrent] = useState(invoiceId);
  const [busy, setBusy] = useState(false);
  // The first read failed: the dialog says so rather than that nothing is waiting.
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (wanted: number | undefined) => {
      const [charges, others, methods] = await Promise.all([
        point ? unbilledCharges(patient, point) : [],
        point ? openInvoices(patient, point) : [],
        activeMethods(),
      ]);
      const id = wanted ?? others[0]?.id;
      const [record, payments] = id
        ? await Promise.all([getInvoice(id), invoicePayments(id)])
        : [undefined, []];
      setCurrent(id);
      setData({
        charges,
        open: others,
        methods,
        invoice: record ? readInvoice(record) : undefined,
        payments,
      });
    },
    [patient, point],
  );

  useEffect(() => {
    if (!open) return;
    setData(undefined);
    setFailed(false);
    load(invoiceId).catch((error: unknown) => {
      setData(EMPTY);
      setFailed(true);
      onProblem(failureMessage(toApiFailure(error)));
    });
  }, [open, invoiceId, load, onProblem]);

  /** Runs a change, then reads everything again on the invoice it leaves in hand. */
  const run = async (change: () => Promise<number | undefined>) => {
    setBusy(true);
    try {
      await load(await change());
    } catch (error) {
      onProblem(failureMessage(toApiFailure(error)));
    } finally {
      setBusy(false);
    }
  };

  return {
    data,
    busy,
    failed,
    /** Makes and submits the invoice of these charges, and takes it in hand. */
    invoice: (charges: number[]) =>
      run(async () => {
        if (!point) return current;
        return Number((await invoiceCharges(patient, point, charges)).id);
      }),
    /** Takes another open invoice in hand. */
    choose: (id: number) => run(async () => id),
    /** Reads again after a payment. */
    refresh: () => run(async () => current),
  };
}
