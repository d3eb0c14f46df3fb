import type { CSSProperties, Key, ReactNode } from 'react';

/** One column of a DataTable: its heading and what each row shows in it. */
export interface DataColumn<Row> {
  /** Tells columns apart (React keys). */
  key: string;
  /** The heading; with `hiddenHeader`, read by screen readers only ("Open", "Actions"). */
  header: string;
  hiddenHeader?: boolean;
  /** Right-aligned with figures of one width (amounts, minutes, counts). */
  numeric?: boolean;
  /** Right-aligned (a row's buttons and links). */
  end?: boolean;
  /** Its cells are the row's headers (`<th scope="row">`): what names the row to a screen reader. */
  rowHeader?: boolean;
  /** More classes on its cells (a queue number's large type). */
  cellClass?: string;
  cellStyle?: (row: Row) => CSSProperties;
  cell(row: Row): ReactNode;
}

const CELL = 'px-3 py-2';
const HEAD = 'text-left text-xs text-slate-600 dark:text-slate-300';
const SHADED = 'bg-slate-50 dark:bg-slate-800';
const FRAMES = {
  /** A table of its own on a page. */
  page: 'rounded-lg border border-slate-200 dark:border-slate-800',
  /** A table inside a dialog or a card. */
  panel: 'rounded-md border border-slate-200 dark:border-slate-700',
};

/**
 * A read-only table of rows (queues, boards, an invoice's lines and payments): the one markup
 * they share, with its caption naming the table to screen readers (shown as its title with
 * `showCaption`, else hidden and the heading row shaded), a row header per row, and `empty`
 * in a row of its own when there are no rows.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  frame = 'page',
  alignTop = false,
  rowClass,
}: {
  caption: string;
  showCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): Key;
  empty?: ReactNode;
  frame?: keyof typeof FRAMES;
  /** Cells aligned to their top (rows of two lines). */
  alignTop?: boolean;
  /** Classes of a row of its own (a worklist's overdue rows shaded). */
  rowClass?(row: Row): string | undefined;
}) {
  const cell = alignTop ? `${CELL} align-top` : CELL;
  const classOf = (column: DataColumn<Row>) =>
    [
      cell,
      column.numeric ? 'text-right tabular-nums' : column.end ? 'text-right' : '',
      column.cellClass ?? '',
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <div className={`overflow-x-auto ${FRAMES[frame]}`}>
      <table className="w-full text-sm">
        <caption
          className={showCaption ? `${SHADED} px-3 py-2 text-left font-semibold` : 'sr-only'}
        >
          {caption}
        </caption>
        <thead className={showCaption ? HEAD : `${SHADED} ${HEAD}`}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${cell}${column.numeric || column.end ? ' text-right' : ''}`}
              >
                {column.hiddenHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.length === 0 && empty !== undefined && (
            <tr>
              <td colSpan={columns.length} className={`${cell} text-slate-600 dark:text-slate-300`}>
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={rowClass?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={`${classOf(column)} text-left font-medium`}
                    style={column.cellStyle?.(row)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={classOf(column)} style={column.cellStyle?.(row)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
