import { formatCurrency } from '../../../engine/format/currency';
import { formatDateTime } from '../../../engine/format/dates';
import type { SalesReport } from '../../../engine/wire/sales';
import { countOf } from './sales-view';

/** The period as the server read it and its grand totals: received, refunded, net. */
export function SalesSummary({ report, busy }: { report: SalesReport; busy: boolean }) {
  const { period, totals } = report;
  const cards = [
    { label: 'Received', amount: totals.received, note: countOf(totals.payments, 'payment') },
    { label: 'Refunded', amount: totals.refunded, note: countOf(totals.refunds, 'refund') },
    { label: 'Net', amount: totals.net, note: 'received less refunds' },
  ];
  return (
    <div aria-busy={busy} className="flex flex-col gap-2">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        From {formatDateTime(period.from, period.timeZone)} to{' '}
        {formatDateTime(period.to, period.timeZone)} ({period.timeZone})
        {report.everyone ? '' : ': your own payments'}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <div
            key={card.label}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{card.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatCurrency(card.amount)}</dd>
            <dd className="text-xs text-slate-500 dark:text-slate-400">{card.note}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
