import { pageCount } from './list-params';

const buttonClass =
  'inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium ' +
  'text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** Where the list is (rows shown of the total, page of pages) and Previous / Next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600 dark:text-slate-300" aria-live="polite">
        {total === 0 ? 'No rows' : `Rows ${first}–${last} of ${total}`}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <span aria-hidden="true">‹</span> Previous
        </button>
        <span className="tabular-nums text-slate-600 dark:text-slate-300">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <button
          type="button"
          className={buttonClass}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next <span aria-hidden="true">›</span>
        </button>
      </div>
    </nav>
  );
}
