import { useSnapshot } from 'valtio';
import { formatLongDate } from '../../../engine/format/dates';
import { shared } from '../../state/shared';
import { type InvoiceView, isShared } from './invoice-logic';
import { useMoney } from './use-money';

const cell = 'px-3 py-2';
const number = `${cell} text-right tabular-nums`;

/** The invoice's heading facts, its lines, its totals and who owes what of them. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceView }) {
  const money = useMoney();
  const { settings } = useSnapshot(shared);
  const split = isShared(invoice);
  const facts: [string, string][] = [
    ['Invoice Number', invoice.number || '—'],
    ['Invoice Date', formatLongDate(invoice.date, settings.timeZone) || invoice.date || '—'],
    ['Status', invoice.status || '—'],
    ['Patient', invoice.patient || '—'],
    [
      'Payer',
      split
        ? `${invoice.payer || invoice.payerType}${invoice.coveragePercent === null ? '' : ` (${invoice.coveragePercent}% covered)`}`
        : 'Cash (the patient pays)',
    ],
  ];
  const totals: [string, number, string?][] = [
    ['Subtotal', invoice.subtotal],
    ['Discount', invoice.discountTotal],
    ['Tax', invoice.taxTotal],
    ['Total', invoice.total, 'font-semibold'],
    ...(split
      ? ([
          ["Insurer's Share", invoice.insurerShare],
          ["Patient's Share", invoice.patientShare],
        ] as [string, number][])
      : []),
    ['Paid', invoice.paid],
    ...(invoice.credited > 0 ? ([['Credited', invoice.credited]] as [string, number][]) : []),
    ...(split
      ? ([
          ['Patient Balance', invoice.patientBalance],
          ['Insurer Balance', invoice.insurerBalance],
        ] as [string, number][])
      : []),
    ['Balance Due', invoice.balanceDue, 'font-semibold'],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} data-testid={`fact-${term}`}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
        <table className="w-full text-sm">
          <caption className="sr-only">Invoice lines</caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className={cell}>
                Description
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Quantity
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Rate
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Discount
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Tax
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {invoice.lines.length === 0 && (
              <tr>
                <td colSpan={6} className={`${cell} text-slate-500`}>
                  No data found
                </td>
              </tr>
            )}
            {invoice.lines.map((line, index) => (
              // Stored lines have ids; the index only stands in for a line not yet saved.
              <tr key={line.id ?? `new-${index}`}>
                <td className={cell}>{line.description}</td>
                <td className={number}>{line.quantity}</td>
                <td className={number}>{money(line.rate)}</td>
                <td className={number}>{money(line.discount)}</td>
                <td className={number}>{line.taxPercent}%</td>
                <td className={number}>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl aria-label="Invoice totals" className="ml-auto grid max-w-sm grid-cols-2 gap-y-1 text-sm">
        {totals.map(([term, value, emphasis]) => (
          <div key={term} className="contents" data-testid={`total-${term}`}>
            <dt className={emphasis ?? 'text-slate-600 dark:text-slate-400'}>{term}</dt>
            <dd className={`text-right tabular-nums ${emphasis ?? ''}`}>{money(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
