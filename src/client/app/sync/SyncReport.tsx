import { useId } from 'react';
import type { SyncRunContext } from '../../../machines/sync-run';

const card =
  'rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Progress, status, log, timing and failures of a sync run (spec 2.8). */
export function SyncReport({
  context,
  percent,
  started,
}: {
  context: SyncRunContext;
  percent: number;
  started: boolean;
}) {
  const tooltipId = useId();
  const timing = [
    ['File Ops', context.timing.fileOps],
    ['Sync Ops', context.timing.syncOps],
    ['Fetch Ops', context.timing.fetchOps],
  ] as const;
  return (
    <section className={`${card} space-y-5`} aria-label="Sync progress">
      <div>
        <div
          role="progressbar"
          aria-label="Sync progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className="h-full rounded-full bg-sky-600 transition-[width] duration-300 dark:bg-sky-400"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 text-sm tabular-nums text-slate-600 dark:text-slate-300">
          {percent}% completed
        </p>
      </div>
      <p role="status" aria-live="polite" className="font-medium">
        {context.status}
      </p>
      <pre
        role="log"
        aria-label="Sync log"
        className="max-h-64 min-h-24 overflow-auto rounded-md bg-slate-100 p-3 font-mono text-xs leading-5 whitespace-pre-wrap text-slate-800 dark:bg-slate-950 dark:text-slate-200"
      >
        {started ? context.log.join('\n') : ''}
      </pre>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">Timing Report (seconds)</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {timing.map(([label, seconds]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="tabular-nums">{seconds.toFixed(2)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 className="font-semibold">Failed Models:</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {context.failedModels.map((entry, index) => (
              <li key={`${entry.name}:${entry.error}`}>
                {/* The error shows on hover and on keyboard focus, and is read as its description. */}
                <button
                  type="button"
                  aria-describedby={`${tooltipId}-${index}`}
                  className="group relative cursor-help rounded text-red-600 underline decoration-dotted focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-red-400"
                >
                  {entry.name}
                  <span
                    id={`${tooltipId}-${index}`}
                    role="tooltip"
                    className="pointer-events-none absolute top-full left-0 z-10 mt-1 hidden w-72 rounded bg-slate-900 p-2 text-left text-xs text-white shadow-lg group-hover:block group-focus:block dark:bg-slate-700"
                  >
                    {entry.error}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
