import type { ReactNode } from 'react';
import type { EngineSettings } from '../../../engine/types';
import { entriesOf } from '../../forms/widgets/files/file-rules';
import { shared } from '../../state/shared';
import { CellBoundary, cellText } from '../../widgets/table/CellView';
import type { GridRow } from '../core/types';
import { tableColumnOf } from './table-column';
import type { ViewColumn } from './use-grid-table';

/** Runs a column's `renderCell` inside the boundary, so a throwing renderer is contained. */
function Rendered({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

/** Where a stored file is served from: `serverUrl.localStorage` names the key of its base URL. */
function fileHref(column: ViewColumn, filepath: string | undefined): string | undefined {
  if (!filepath || filepath.startsWith('data:')) return undefined;
  const key = column.serverUrl?.localStorage;
  if (!key) return undefined;
  try {
    const base = window.localStorage.getItem(key);
    return base ? `${base.replace(/\/$/, '')}/${filepath.replace(/^\//, '')}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Formatted text per column and value. Rows scrolled into view mostly repeat values already
 * shown (dates, options, numbers), and formatting a date in a time zone is the costliest part
 * of rendering a row; a column's map is dropped with the column and capped in size.
 */
const texts = new WeakMap<ViewColumn, { settings: EngineSettings; known: Map<unknown, string> }>();
const TEXTS_PER_COLUMN = 2_000;

function formattedText(column: ViewColumn, value: unknown): string {
  // The hospital's formats and clock, as forms and detail pages use (read, not subscribed to:
  // a cell does not re-render for them; texts made under other settings are dropped).
  const settings = shared.settings;
  const cacheable = value === null || typeof value !== 'object';
  if (!cacheable) return cellText(tableColumnOf(column), value, settings);
  let cache = texts.get(column);
  if (cache?.settings !== settings) {
    cache = { settings, known: new Map() };
    texts.set(column, cache);
  }
  const { known } = cache;
  let text = known.get(value);
  if (text === undefined) {
    text = cellText(tableColumnOf(column), value, settings);
    if (known.size >= TEXTS_PER_COLUMN) known.clear();
    known.set(value, text);
  }
  return text;
}

/** A cell in view mode: the column's `renderCell`, file names, or the formatted value. */
export function GridCellContent({
  column,
  row,
  value,
}: {
  column: ViewColumn;
  row: GridRow;
  value: unknown;
}) {
  if (column.type === 'file' || column.type === 'files') {
    const entries = entriesOf(value);
    if (entries.length === 0) return <>–</>;
    return (
      <span className="flex min-w-0 flex-wrap gap-x-2">
        {entries.map((entry) => {
          const href = fileHref(column, entry.filepath);
          return href ? (
            <a
              key={`${entry.filename}:${entry.size}`}
              href={href}
              target="_blank"
              rel="noreferrer"
              className="truncate text-sky-700 underline-offset-2 hover:underline dark:text-sky-300"
            >
              {entry.filename}
            </a>
          ) : (
            <span key={`${entry.filename}:${entry.size}`} className="truncate">
              {entry.filename}
            </span>
          );
        })}
      </span>
    );
  }
  const text = formattedText(column, value);
  const render = column.renderCell;
  if (!render) return <>{text}</>;
  return (
    // Keyed by row: a recycled cell must not keep the failure of the row shown before.
    <CellBoundary key={String(row.id)} fallback={text}>
      <Rendered render={() => render({ row, value, column }) as ReactNode} />
    </CellBoundary>
  );
}
