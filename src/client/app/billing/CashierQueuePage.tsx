import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../engine/format/dates';
import type { PageScreen } from '../../../engine/registry/types';
import type { CashierQueueRow } from '../../../engine/wire/billing-queue';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { InvoiceDialog } from '../../components/InvoiceDialog';
import { useMoney } from '../../components/invoice/use-money';
import { inputClass } from '../../forms/field-style';
import { primaryButtonClass } from '../../forms/widgets/shared';
import { shared } from '../../state/shared';
import { PageLoader } from '../layout/PageLoader';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { useCashierQueue } from './use-cashier-queue';

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
  // The patient's name is kept as the row is opened: once paid in full they leave the queue,
  // and its titles with them, while the dialog stays open on their invoice.
  const [opened, setOpened] = useState<{ row: CashierQueueRow; name: string }>();
  const { queue, error, read } = useCashierQueue(point);
  if (error && !queue) return <PageProblem title={screen.title} message={error.message} />;
  if (!queue) return <PageLoader />;
  const name = (row: CashierQueueRow) =>
    queue.titles.patient?.[String(row.patient)] ?? `Patient #${row.patient}`;
  const waiting = (row: CashierQueueRow) =>
    Math.round((Number(row.unbilled.amount) + Number(row.unpaid.balance)) * 100) / 100;
  const columns: DataColumn<CashierQueueRow>[] = [
    { key: 'patient', header: 'Patient', rowHeader: true, cell: name },
    ...(queue.points.length > 1
      ? [{ key: 'point', header: 'Point', cell: (row: CashierQueueRow) => row.point }]
      : []),
    {
      key: 'since',
      header: 'Waiting Since',
      cell: (row) => formatDateTime(row.waitingSince, settings.timeZone),
    },
    { key: 'charges', header: 'Charges', numeric: true, cell: (row) => row.unbilled.count },
    {
      key: 'unbilled',
      header: 'Unbilled',
      numeric: true,
      cell: (row) => money(Number(row.unbilled.amount)),
    },
    { key: 'invoices', header: 'Invoices', numeric: true, cell: (row) => row.unpaid.count },
    {
      key: 'balance',
      header: 'Balance',
      numeric: true,
      cell: (row) => money(Number(row.unpaid.balance)),
    },
    {
      key: 'open',
      header: 'Open',
      hiddenHeader: true,
      end: true,
      cell: (row) => (
        <button
          type="button"
          onClick={() => setOpened({ row, name: name(row) })}
          className={primaryButtonClass}
          aria-label={`Open ${name(row)} at ${row.point}`}
        >
          Open
        </button>
      ),
    },
  ];
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
        <DataTable
          caption="Patients waiting to pay"
          columns={columns}
          rows={queue.rows}
          rowKey={(row) => `${row.patient}-${row.point}`}
        />
      )}
      {opened && (
        <InvoiceDialog
          key={`${opened.row.patient}-${opened.row.point}`}
          open
          onClose={() => setOpened(undefined)}
          customerId={opened.row.patient}
          header={`${opened.name}: ${opened.row.point}`}
          totalAmount={waiting(opened.row)}
          balanceDue={waiting(opened.row)}
          point={opened.row.point}
          onChanged={() => void read()}
        />
      )}
    </div>
  );
}
