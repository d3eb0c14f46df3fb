import { useSnapshot } from 'valtio';
import { formatLongDate } from '../../../engine/format/dates';
import { ReceiptPrintLink } from '../../app/print/PrintLinks';
import { shared } from '../../state/shared';
import type { PaymentLine } from './invoice-api';
import { useMoney } from './use-money';

const cell = 'px-3 py-2';

/** The payments into an invoice, each with its receipt number and a link to print it. */
export function InvoicePayments({ payments }: { payments: readonly PaymentLine[] }) {
  const money = useMoney();
  const { settings } = useSnapshot(shared);
  if (payments.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No payments yet.</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">Payments</caption>
        <thead className="bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>
              Receipt Number
            </th>
            <th scope="col" className={cell}>
              Date
            </th>
            <th scope="col" className={cell}>
              Paid By
            </th>
            <th scope="col" className={cell}>
              Method
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {payments.map((payment) => (
            <tr key={payment.payment}>
              <td className={cell}>{payment.number}</td>
              <td className={cell}>
                {formatLongDate(payment.date, settings.timeZone) || payment.date}
              </td>
              <td className={cell}>{payment.payerKind}</td>
              <td className={cell}>{payment.method}</td>
              <td className={`${cell} text-right tabular-nums`}>{money(payment.amount)}</td>
              <td className={cell}>
                <ReceiptPrintLink
                  paymentId={payment.payment}
                  label={`Print receipt ${payment.number}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
