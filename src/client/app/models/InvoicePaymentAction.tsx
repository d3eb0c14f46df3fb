import { useState } from 'react';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { InvoiceDialog } from '../../components/InvoiceDialog';
import { invoiceBalance, readInvoice } from '../../components/invoice/invoice-logic';
import { buttonClass } from '../../forms/widgets/shared';
import type { StoredRecord } from './record-api';

/** Enough for every payment of one invoice (the list's largest page). */
const PAYMENTS_PAGE = 200;

interface Opened {
  total: number;
  balanceDue: number;
}

/**
 * "Record payment" on an invoice's detail page (spec 2.5): opens the invoice dialog with the
 * invoice's total and what its payments so far leave to pay, worked out when it is opened.
 */
export function InvoicePaymentAction({
  record,
  onProblem,
}: {
  record: StoredRecord;
  onProblem(message: string): void;
}) {
  const [opened, setOpened] = useState<Opened>();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const { data } = await http.get<{ rows: unknown[] }>('/api/models/payment', {
        params: { 'filter[invoice]': record.id, pageSize: PAYMENTS_PAGE },
      });
      setOpened(invoiceBalance(readInvoice(record), data.rows));
    } catch (error) {
      onProblem(failureMessage(toApiFailure(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={buttonClass} disabled={busy} onClick={open}>
        Record payment
      </button>
      {opened && (
        <InvoiceDialog
          open
          onClose={() => setOpened(undefined)}
          customerId={String(record.patient ?? '')}
          invoiceId={record.id}
          header={`Invoice ${String(record.invoice_number ?? `#${record.id}`)}`}
          totalAmount={opened.total}
          balanceDue={opened.balanceDue}
        />
      )}
    </>
  );
}
