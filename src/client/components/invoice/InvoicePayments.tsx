import { useSnapshot } from 'valtio';
import { formatLongDate } from '../../../engine/format/dates';
import { ReceiptPrintLink } from '../../app/print/PrintLinks';
import { shared } from '../../state/shared';
import { type DataColumn, DataTable } from '../DataTable';
import type { PaymentLine } from './invoice-api';
import { useMoney } from './use-money';

/** The payments into an invoice, each with its receipt number and a link to print it. */
export function InvoicePayments({ payments }: { payments: readonly PaymentLine[] }) {
  const money = useMoney();
  const { settings } = useSnapshot(shared);
  if (payments.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No payments yet.</p>;
  const columns: DataColumn<PaymentLine>[] = [
    { key: 'number', header: 'Receipt Number', cell: (payment) => payment.number },
    {
      key: 'date',
      header: 'Date',
      cell: (payment) => formatLongDate(payment.date, settings.timeZone) || payment.date,
    },
    { key: 'payer', header: 'Paid By', cell: (payment) => payment.payerKind },
    { key: 'method', header: 'Method', cell: (payment) => payment.method },
    { key: 'amount', header: 'Amount', numeric: true, cell: (payment) => money(payment.amount) },
    {
      key: 'receipt',
      header: 'Receipt',
      hiddenHeader: true,
      cell: (payment) => (
        <ReceiptPrintLink paymentId={payment.payment} label={`Print receipt ${payment.number}`} />
      ),
    },
  ];
  return (
    <DataTable
      caption="Payments"
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.payment}
      frame="panel"
    />
  );
}
