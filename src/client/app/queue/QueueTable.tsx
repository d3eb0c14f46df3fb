import { useState } from 'react';
import type { QueueRow } from '../../../engine/wire/visit-queue';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { buttonClass } from '../../forms/widgets/shared';
import { minutesSince, useMinuteClock } from '../../state/minute-clock';
import { QueueRowSteps } from './QueueRowSteps';

/** Minutes a visit waited: until it was called, else until it ended, else until now. */
export function waitedMinutes(row: QueueRow, now: number): number {
  const until = row.calledAt ?? row.endedAt;
  return minutesSince(row.arrivedAt, until ? Date.parse(until) : now);
}

/** One part of a department's queue: number, patient, status, minutes waited, room, steps. */
export function QueueTable({
  caption,
  rows,
  name,
  onMoved,
  onProblem,
  recall,
}: {
  caption: string;
  rows: QueueRow[];
  name(row: QueueRow): string;
  onMoved(): void;
  onProblem(message: string): void;
  /** Offer "Call again" (the caller may call patients in). */
  recall?: boolean;
}) {
  const now = useMinuteClock();
  const columns: DataColumn<QueueRow>[] = [
    {
      key: 'number',
      header: 'No.',
      numeric: true,
      cellClass: 'text-lg font-bold',
      cell: (row) => row.number,
    },
    {
      key: 'patient',
      header: 'Patient',
      rowHeader: true,
      cell: (row) => (
        <>
          <a
            className="underline-offset-2 hover:underline"
            href={`/admin/main/visit/l/detail/${row.visit}`}
          >
            {name(row)}
          </a>
          {row.visitType === 'Emergency' && (
            <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-800 dark:bg-red-900 dark:text-red-100">
              Emergency
            </span>
          )}
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (row) => row.status },
    {
      key: 'waited',
      header: 'Waited (min)',
      numeric: true,
      cell: (row) => waitedMinutes(row, now),
    },
    { key: 'room', header: 'Room', cell: (row) => row.room ?? '' },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      end: true,
      cell: (row) => (
        <div className="flex flex-wrap justify-end gap-2">
          {recall && <RecallButton row={row} name={name(row)} onProblem={onProblem} />}
          <QueueRowSteps row={row} onMoved={onMoved} onProblem={onProblem} />
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.visit}
      empty="None."
    />
  );
}

function RecallButton({
  row,
  name,
  onProblem,
}: {
  row: QueueRow;
  name: string;
  onProblem(message: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const recall = async () => {
    setBusy(true);
    try {
      await http.post('/api/queue/recall', { visit: row.visit });
    } catch (failure) {
      onProblem(failureMessage(toApiFailure(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void recall()}
      className={buttonClass}
      aria-label={`Call number ${row.number}, ${name}, again`}
    >
      {busy ? 'Calling...' : 'Call again'}
    </button>
  );
}
