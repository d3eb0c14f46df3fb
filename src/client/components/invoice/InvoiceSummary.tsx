import { useSnapshot } from 'valtio';
import { formatLongDate } from '../../../engine/format/dates';
import { shared } from '../../state/shared';
import type { InvoiceView } from './invoice-logic';
import { useMoney } from './use-money';

const cell = 'px-3 py-2';

/** The invoice's heading facts, its items and its totals. */
export function InvoiceSummary({
  invoice,
  customerId,
}: {
  invoice: InvoiceView;
  customerId: number | string;
}) {
  const money = useMoney();
  const { settings } = useSnapshot(shared);
  const facts: [string, string][] = [
    ['Invoice Number', invoice.number || '—'],
    ['Invoice Date', formatLongDate(invoice.date, settings.timeZone) || invoice.date || '—'],
    // The patient's name when the reader may read patients, else their record number.
    ['Patient', invoice.patient || `Patient #${String(customerId)}`],
    ['Service Type', invoice.serviceType || '—'],
    ['Payment Status', invoice.status || '—'],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
        <table className="w-full text-sm">
          <caption className="sr-only">Items</caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className={cell}>
                Description
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Quantity
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Unit Price
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {invoice.items.length === 0 && (
              <tr>
                <td colSpan={4} className={`${cell} text-slate-500`}>
                  No data found
                </td>
              </tr>
            )}
            {invoice.items.map((item, index) => (
              // Items have no id of their own; their order is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only and never reordered
              <tr key={index}>
                <td className={cell}>{item.description}</td>
                <td className={`${cell} text-right tabular-nums`}>{item.quantity}</td>
                <td className={`${cell} text-right tabular-nums`}>{money(item.unitPrice)}</td>
                <td className={`${cell} text-right tabular-nums`}>{money(item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">Subtotal</dt>
        <dd className="text-right tabular-nums">{money(invoice.subtotal)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Discount</dt>
        <dd className="text-right tabular-nums">{money(invoice.discount ?? 0)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{money(invoice.total)}</dd>
      </dl>
    </div>
  );
}
