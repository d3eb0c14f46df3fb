import { useState } from 'react';
import { Link } from 'react-router';
import { formatCurrency } from '../../../engine/format/currency';
import { formatDateTime } from '../../../engine/format/dates';
import type { SalesQuery } from '../../../engine/wire/sales';
import { Pager } from '../../grid/server-list/Pager';
import { Outcome } from '../account/AuthCard';
import { secondaryButton } from '../account/RowButtons';
import { useLoaded } from '../account/use-loaded';
import { salesApi } from './sales-api';
import { entryPath, type PickedTotal, signedAmount } from './sales-view';

const PAGE_SIZE = 25;
const HEADINGS = ['Number', 'Recorded', 'Patient', 'Cashier', 'Point', 'Method', 'Amount'];

/** The payments and refunds one total sums, oldest first, each opening its record. */
export function SalesEntriesPanel({
  query,
  picked,
  timeZone,
  onClose,
}: {
  query: SalesQuery;
  picked: PickedTotal;
  timeZone: string;
  onClose(): void;
}) {
  const [page, setPage] = useState(1);
  const asked = { ...query, by: picked.by, key: picked.key, page, pageSize: PAGE_SIZE };
  const entries = useLoaded(JSON.stringify(asked), (signal) => salesApi.entries(asked, signal));
  const rows = entries.value?.rows ?? [];
  return (
    <section
      aria-labelledby="sales-entries-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sales-entries-title" className="text-lg font-semibold">
          Payments behind {picked.label}
        </h2>
        <button type="button" className={secondaryButton} onClick={onClose}>
          Close
        </button>
      </div>
      {entries.error && <Outcome ok={false} message={entries.error} />}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-busy={entries.loading}>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-300">
              {HEADINGS.map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-medium">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={HEADINGS.length} className="px-3 py-3 text-slate-500">
                  {entries.loading ? 'Loading…' : 'No data found'}
                </td>
              </tr>
            )}
            {rows.map((entry) => (
              <tr
                key={`${entry.model}-${entry.id}`}
                className="border-b border-slate-100 last:border-0 dark:border-slate-800"
              >
                <td className="px-3 py-2">
                  <Link to={entryPath(entry)} className="text-sky-700 underline dark:text-sky-300">
                    {entry.number}
                  </Link>
                  {entry.kind === 'refund' && <span className="ml-2 text-xs">(refund)</span>}
                </td>
                <td className="px-3 py-2">{formatDateTime(entry.at, timeZone)}</td>
                <td className="px-3 py-2">{entry.patientName ?? entry.patient ?? '-'}</td>
                <td className="px-3 py-2">{entry.cashierName ?? '-'}</td>
                <td className="px-3 py-2">{entry.point ?? '-'}</td>
                <td className="px-3 py-2">{entry.methodName ?? '-'}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatCurrency(signedAmount(entry))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={PAGE_SIZE} total={entries.value?.total ?? 0} onPage={setPage} />
    </section>
  );
}
