import { formatCurrency } from '../../../engine/format/currency';
import type { SalesTotal } from '../../../engine/wire/sales';
import { countOf, type SalesSection } from './sales-view';

const cell = 'px-3 py-2 text-right tabular-nums';

/** One grouping's totals; a total's button opens the payments and refunds it sums. */
export function SalesTotalsTable({
  section,
  picked,
  onPick,
}: {
  section: SalesSection;
  /** The key of this grouping's total whose entries are open. */
  picked?: string;
  onPick(total: SalesTotal): void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-left text-base font-semibold">{section.title}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {section.nameHeading}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Received
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Refunded
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {section.totals.length === 0 && (
            <tr>
              <td colSpan={4} className="px-3 py-3 text-slate-500 dark:text-slate-400">
                No data found
              </td>
            </tr>
          )}
          {section.totals.map((total) => (
            <tr
              key={total.key}
              className={`border-b border-slate-100 last:border-0 dark:border-slate-800 ${picked === total.key ? 'bg-sky-50 dark:bg-sky-950' : ''}`}
            >
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <button
                  type="button"
                  aria-pressed={picked === total.key}
                  onClick={() => onPick(total)}
                  className="text-left text-sky-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 dark:text-sky-300"
                >
                  {total.label}
                </button>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {countOf(total.payments, 'payment')}, {countOf(total.refunds, 'refund')}
                </span>
              </th>
              <td className={cell}>{formatCurrency(total.received)}</td>
              <td className={cell}>{formatCurrency(total.refunded)}</td>
              <td className={`${cell} font-semibold`}>{formatCurrency(total.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
