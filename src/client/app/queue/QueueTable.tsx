import { useEffect, useState } from 'react';
import type { QueueRow } from '../../../engine/wire/visit-queue';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { buttonClass } from '../../forms/widgets/shared';
import { QueueRowSteps } from './QueueRowSteps';

const cell = 'px-3 py-2';
const MINUTE = 60_000;

/** Minutes a visit waited: until it was called, else until it ended, else until now. */
export function waitedMinutes(row: QueueRow, now: number): number {
  const until = row.calledAt ?? row.endedAt;
  const end = until ? Date.parse(until) : now;
  return Math.max(0, Math.floor((end - Date.parse(row.arrivedAt)) / MINUTE));
}

/** The clock the waiting minutes count on, moved each minute (the page's own, not a read). */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE / 2);
    return () => window.clearInterval(timer);
  }, []);
  return now;
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
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-left font-semibold dark:bg-slate-800">
          {caption}
        </caption>
        <thead className="text-left text-xs text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className={`${cell} text-right`}>
              No.
            </th>
            <th scope="col" className={cell}>
              Patient
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Waited (min)
            </th>
            <th scope="col" className={cell}>
              Room
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className={`${cell} text-slate-600 dark:text-slate-300`}>
                None.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.visit}>
              <td className={`${cell} text-right text-lg font-bold tabular-nums`}>{row.number}</td>
              <th scope="row" className={`${cell} text-left font-medium`}>
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
              </th>
              <td className={cell}>{row.status}</td>
              <td className={`${cell} text-right tabular-nums`}>{waitedMinutes(row, now)}</td>
              <td className={cell}>{row.room ?? ''}</td>
              <td className={`${cell} text-right`}>
                <div className="flex flex-wrap justify-end gap-2">
                  {recall && <RecallButton row={row} name={name(row)} onProblem={onProblem} />}
                  <QueueRowSteps row={row} onMoved={onMoved} onProblem={onProblem} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
