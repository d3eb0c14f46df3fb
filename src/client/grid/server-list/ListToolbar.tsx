import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { columnChoices } from '../core/values';
import { PAGE_SIZES } from './list-params';
import type { ListFilter } from './model-columns';

/** A search settles this long after the last key before it goes into the URL. */
export const SEARCH_DELAY_MS = 350;

const controlClass =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm ' +
  'focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600 ' +
  'dark:scheme-dark dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

const labelClass = 'text-xs font-medium text-slate-700 dark:text-slate-300';

/**
 * Search, filters and page size above a model list. The search box follows the URL (Back
 * puts the earlier search back in it) and sends what is typed once typing pauses.
 */
export function ListToolbar({
  title,
  q,
  onSearch,
  filters,
  values,
  onFilter,
  pageSize,
  onPageSize,
  extra,
}: {
  title: string;
  q: string;
  onSearch(q: string): void;
  filters: readonly ListFilter[];
  values: Readonly<Record<string, string>>;
  onFilter(field: string, value: string): void;
  pageSize: number;
  onPageSize(size: number): void;
  /** Controls of the page around the list (an Add button), at the end of the bar. */
  extra?: ReactNode;
}) {
  const ids = { search: useId(), size: useId(), filter: useId() };
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
            timer.current = window.setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            window.clearTimeout(timer.current);
            onSearch(text);
          }}
          className={controlClass}
        />
      </div>
      {filters.map((filter) => (
        <div key={filter.field} className="flex flex-col gap-1">
          <label htmlFor={`${ids.filter}-${filter.field}`} className={labelClass}>
            {filter.label}
          </label>
          <select
            id={`${ids.filter}-${filter.field}`}
            value={values[filter.field] ?? ''}
            onChange={(event) => onFilter(filter.field, event.target.value)}
            className={controlClass}
          >
            <option value="">All</option>
            {columnChoices(filter).map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      ))}
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
