import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../engine/format/dates';
import type { PageScreen } from '../../../engine/registry/types';
import type { CashierQueueRow } from '../../../engine/wire/billing-queue';
import { InvoiceDialog } from '../../components/InvoiceDialog';
import { useMoney } from '../../components/invoice/use-money';
import { inputClass } from '../../forms/field-style';
import { primaryButtonClass } from '../../forms/widgets/shared';
import { shared } from '../../state/shared';
import { PageLoader } from '../layout/PageLoader';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { useCashierQueue } from './use-cashier-queue';

const cell = 'px-3 py-2';
const number = `${cell} text-right tabular-nums`;

/**
 * The request-payment page (spec 2.1): the cashier's queue, oldest first, each patient with
 * what waits at the point and what it comes to; opening a row opens the invoice dialog. A
 * manager chooses a point or sees them all.
 */
export function CashierQueuePage({ screen }: { screen: PageScreen }) {
  const money = useMoney();
  const { settings } = useSnapshot(shared);
  const filterId = useId();
  const [point, setPoint] = useState<string>();
  const [opened, setOpened] = useState<CashierQueueRow>();
  const { queue, error, read } = useCashierQueue(point);
  if (error && !queue) return <PageProblem title={screen.title} message={error.message} />;
  if (!queue) return <PageLoader />;
  const name = (row: CashierQueueRow) =>
    queue.titles.patient?.[String(row.patient)] ?? `Patient #${row.patient}`;
  const waiting = (row: CashierQueueRow) =>
    Math.round((Number(row.unbilled.amount) + Number(row.unpaid.balance)) * 100) / 100;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeading title={screen.title}>
        {queue.choices.length > 1 && (
          <div className="flex items-center gap-2">
            <label htmlFor={filterId} className="text-sm font-medium">
              Cashier point
            </label>
            <select
              id={filterId}
              value={point ?? ''}
              onChange={(event) => setPoint(event.target.value || undefined)}
              className={`${inputClass} min-h-[38px] w-48 text-sm`}
            >
              <option value="">Every point</option>
              {queue.choices.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          </div>
        )}
      </PageHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {queue.total === 0
          ? `Nobody is waiting at ${queue.points.join(', ')}.`
          : `${queue.total} waiting at ${queue.points.length > 1 ? 'every point' : queue.points[0]}, oldest first.`}
      </p>
      {queue.rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm">
            <caption className="sr-only">Patients waiting to pay</caption>
            <thead className="bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className={cell}>
                  Patient
                </th>
                {queue.points.length > 1 && (
                  <th scope="col" className={cell}>
                    Point
                  </th>
                )}
                <th scope="col" className={cell}>
                  Waiting Since
                </th>
                <th scope="col" className={number}>
                  Charges
                </th>
                <th scope="col" className={number}>
                  Unbilled
                </th>
                <th scope="col" className={number}>
                  Invoices
                </th>
                <th scope="col" className={number}>
                  Balance
                </th>
                <th scope="col" className={cell}>
                  <span className="sr-only">Open</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {queue.rows.map((row) => (
                <tr key={`${row.patient}-${row.point}`}>
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    {name(row)}
                  </th>
                  {queue.points.length > 1 && <td className={cell}>{row.point}</td>}
                  <td className={cell}>{formatDateTime(row.waitingSince, settings.timeZone)}</td>
                  <td className={number}>{row.unbilled.count}</td>
                  <td className={number}>{money(Number(row.unbilled.amount))}</td>
                  <td className={number}>{row.unpaid.count}</td>
                  <td className={number}>{money(Number(row.unpaid.balance))}</td>
                  <td className={`${cell} text-right`}>
                    <button
                      type="button"
                      onClick={() => setOpened(row)}
                      className={primaryButtonClass}
                      aria-label={`Open ${name(row)} at ${row.point}`}
                    >
                      Open
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {opened && (
        <InvoiceDialog
          key={`${opened.patient}-${opened.point}`}
          open
          onClose={() => setOpened(undefined)}
          customerId={opened.patient}
          header={`${name(opened)}: ${opened.point}`}
          totalAmount={waiting(opened)}
          balanceDue={waiting(opened)}
          point={opened.point}
          onChanged={() => void read()}
        />
      )}
    </div>
  );
}
