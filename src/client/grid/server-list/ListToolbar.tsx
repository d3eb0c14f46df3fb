import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../forms/widgets/shared';
import { PAGE_SIZES } from './list-params';

/** A search settles this long after the last key before it goes into the URL. */
export const SEARCH_DELAY_MS = 350;

export const controlClass =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm ' +
  'focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600 ' +
  'dark:scheme-dark dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export const labelClass = 'text-xs font-medium text-slate-700 dark:text-slate-300';

/** The Filters button: it shows and hides the list's filters (ListFilters.tsx). */
export interface FiltersToggle {
  /** The id of the filters it shows. */
  controls: string;
  open: boolean;
  /** How many columns are filtered now. */
  active: number;
  onToggle(): void;
}

/**
 * Search, the Filters button and page size above a model list. The search box follows the
 * URL (Back puts the earlier search back in it) and sends what is typed once typing pauses.
 */
export function ListToolbar({
  title,
  q,
  onSearch,
  filters,
  pageSize,
  onPageSize,
  extra,
}: {
  title: string;
  q: string;
  onSearch(q: string): void;
  /** Absent when the list has no column to filter by. */
  filters?: FiltersToggle;
  pageSize: number;
  onPageSize(size: number): void;
  /** Controls of the page around the list (an Add button), at the end of the bar. */
  extra?: ReactNode;
}) {
  const ids = { search: useId(), size: useId() };
  const [text, setText] = useState(q);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(timer.current);
    setText(q);
  }, [q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={ids.search} className={labelClass}>
          Search {title}
        </label>
        <input
          id={ids.search}
          type="search"
          value={text}
          placeholder="Name, number, phone…"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            window.clearTimeout(timer.current);
            // A record opened before the delay ends must not get the search: while the next page
            // loads (a transition) this list is still mounted, and its search would land on the
            // record's address.
            const typedAt = window.location.pathname;
            timer.current = window.setTimeout(() => {
              if (window.location.pathname === typedAt) onSearch(next);
            }, SEARCH_DELAY_MS);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            window.clearTimeout(timer.current);
            onSearch(text);
          }}
          className={controlClass}
        />
      </div>
      {filters && (
        <button
          type="button"
          aria-expanded={filters.open}
          aria-controls={filters.controls}
          onClick={filters.onToggle}
          className={buttonClass}
        >
          Filters{filters.active > 0 ? ` (${filters.active})` : ''}
        </button>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.size} className={labelClass}>
          Rows per page
        </label>
        <select
          id={ids.size}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className={controlClass}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {extra}
    </div>
  );
}
