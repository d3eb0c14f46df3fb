import { HEADER_HEIGHT } from '../virtual/rows-in-view';
import type { GridTable, ViewColumn } from './use-grid-table';

const alignClass = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };

function SortMark({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg
      viewBox="0 0 12 12"
      aria-hidden="true"
      className={`size-3 shrink-0 ${direction ? 'text-sky-600 dark:text-sky-400' : 'text-slate-300 dark:text-slate-600'}`}
      fill="currentColor"
    >
      {direction !== 'desc' && <path d="M6 2 9.5 6h-7L6 2Z" />}
      {direction !== 'asc' && <path d="M6 10 2.5 6h7L6 10Z" />}
    </svg>
  );
}

/**
 * The header row, sticky at the top of the scroll box: a column header per shown column (a
 * sort button in sortable ones, with `aria-sort`), the required mark, the reorder column.
 */
export function GridHeader({
  table,
  template,
  handle,
}: {
  table: GridTable;
  template: string;
  handle: boolean;
}) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <thead className="sticky top-0 z-30 grid">
      <tr
        aria-rowindex={1}
        className="grid border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
        style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
      >
        {handle && (
          <th scope="col" className="flex items-center justify-center">
            <span className="sr-only">Reorder</span>
          </th>
        )}
        {headers.map((header) => {
          const column = header.column.columnDef.meta?.grid as ViewColumn;
          const sortable = header.column.getCanSort();
          const direction = header.column.getIsSorted();
          const label = (
            <>
              <span className={column.type === 'actions' ? 'sr-only' : 'truncate'}>
                {column.headerName}
              </span>
              {column.required && (
                <span className="text-red-500" aria-hidden="true">
                  *
                </span>
              )}
            </>
          );
          return (
            <th
              key={header.id}
              scope="col"
              aria-sort={
                !sortable
                  ? undefined
                  : direction === 'asc'
                    ? 'ascending'
                    : direction === 'desc'
                      ? 'descending'
                      : 'none'
              }
              className={`flex min-w-0 items-center gap-1 px-3 ${alignClass[column.align]}`}
            >
              {sortable ? (
                <button
                  type="button"
                  onClick={header.column.getToggleSortingHandler()}
                  className="-mx-1 flex min-w-0 items-center gap-1 rounded px-1 py-1 uppercase hover:bg-slate-200/70 hover:text-slate-900 dark:hover:bg-slate-700 dark:hover:text-white"
                >
                  {label}
                  <SortMark direction={direction} />
                </button>
              ) : (
                label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
