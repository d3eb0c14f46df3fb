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
  const payable = ['Submitted', 'Partly Paid'].includes(invoice.status);
  // An open dialog stays when its last payment makes the invoice Paid (the page reads the
  // record again): the cashier still sees the payment recorded and its receipt to print.
  if (!payable && !payer) return null;
  const header = `Invoice ${invoice.number}${invoice.patient ? `: ${invoice.patient}` : ''}`;
  return (
    <>
      {payable && invoice.patientBalance > 0 && (
        <button type="button" className={buttonClass} onClick={() => setPayer('Patient')}>
          Record payment
        </button>
      )}
      {payable && invoice.insurerBalance > 0 && (
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
