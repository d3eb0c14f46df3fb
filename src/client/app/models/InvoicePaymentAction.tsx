import { useState } from 'react';
import { InvoiceDialog } from '../../components/InvoiceDialog';
import { type PayerKind, readInvoice } from '../../components/invoice/invoice-logic';
import { buttonClass } from '../../forms/widgets/shared';
import type { StoredRecord } from './record-api';

/**
 * "Record payment" on an invoice's page (spec 2.5): the invoice dialog on this invoice, the
 * patient paying; on an invoice an insurer or company shares, also the payment of their share.
 */
export function InvoicePaymentAction({
  record,
  onChanged,
}: {
  record: StoredRecord;
  onChanged(): void;
}) {
  const [payer, setPayer] = useState<PayerKind>();
  const invoice = readInvoice(record);
  if (!['Submitted', 'Partly Paid'].includes(invoice.status)) return null;
  const header = `Invoice ${invoice.number}${invoice.patient ? `: ${invoice.patient}` : ''}`;
  return (
    <>
      {invoice.patientBalance > 0 && (
        <button type="button" className={buttonClass} onClick={() => setPayer('Patient')}>
          Record payment
        </button>
      )}
      {invoice.insurerBalance > 0 && (
        <button type="button" className={buttonClass} onClick={() => setPayer('Insurer')}>
          Record insurer payment
        </button>
      )}
      {payer && (
        <InvoiceDialog
          open
          onClose={() => setPayer(undefined)}
          customerId={Number(record.patient)}
          invoiceId={record.id}
          header={header}
          totalAmount={invoice.total}
          balanceDue={payer === 'Insurer' ? invoice.insurerBalance : invoice.patientBalance}
          payer={payer}
          onChanged={onChanged}
        />
      )}
    </>
  );
}
