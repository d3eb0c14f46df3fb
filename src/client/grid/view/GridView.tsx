import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { columnMinWidth, columnTrack, visibleColumns } from '../core/columns';
import type { GridRow } from '../core/types';
import type { RowEdit } from '../editing/grid-store';
import { useGridKeys } from '../keyboard/use-grid-keys';
import { RowReorder } from '../reorder/RowReorder';
import { useRowDrop } from '../reorder/use-row-drop';
import { DEFAULT_VISIBLE_ROWS, HEADER_HEIGHT, ROW_HEIGHT } from '../virtual/rows-in-view';
import type { RowVirtualizer } from '../virtual/use-row-virtualizer';
import { GridHeader } from './GridHeader';
import { GridRows } from './GridRows';
import { useGridTable, type ViewColumn } from './use-grid-table';

const NO_EDITS: Readonly<Record<string, RowEdit>> = {};
const HANDLE_WIDTH = 44;

/** What a parent may ask of the grid: move focus to a row's cell, editor or action button. */
export interface GridViewHandle {
  focus(key: string, target: { field?: string; action?: string; editor?: boolean }): void;
}

export interface GridViewProps {
  label: string;
  columns: readonly ViewColumn[];
  rows: readonly GridRow[];
  edits?: Readonly<Record<string, RowEdit>>;
  /** Row editor style: rows in edit mode show their editors in place. */
  inlineEditing?: boolean;
  sortable?: boolean;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  reorderable?: boolean;
  onMove?(active: string, over: string): void;
  emptyText?: string;
  /** Height of the scroll box; rows beyond it are virtualized. */
  maxHeight?: number;
  busy?: boolean;
  /** Rows before this page (server lists), for row numbers and `aria-rowindex`. */
  rowOffset?: number;
  /** All rows, across pages, for `aria-rowcount`. */
  totalRows?: number;
  renderActions?(row: GridRow, index: number, tabbable: boolean): ReactNode;
  onChange?(key: string, field: string, value: unknown): void;
  onEditRow?(key: string, field?: string): void;
  /** From the keyboard; `field` is the cell the key was pressed in. */
  onCancelRow?(key: string, field?: string): void;
  onSaveRow?(key: string, field?: string): void;
  onProblem?(message: string): void;
  ref?: Ref<GridViewHandle>;
}

/**
 * The grid as the person sees it: an ARIA grid (one tab stop, arrow keys between cells, Enter
 * edits, Escape cancels), virtualized rows, a sticky header, optional drag handles. Models come
 * from TanStack Table; editing state comes from the caller.
 */
export function GridView(props: GridViewProps) {
  const { columns, rows, edits = NO_EDITS, reorderable = false } = props;
  const shown = useMemo(() => visibleColumns(columns), [columns]);
  const table = useGridTable({
    rows,
    columns,
    sortable: props.sortable,
    sorting: props.sorting,
    onSortingChange: props.onSortingChange,
  });
  const tableRows = table.getRowModel().rows;
  const keys = useMemo(() => tableRows.map((row) => row.id), [tableRows]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const bindScrollBox = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);
  const handler = useRef(props);
  handler.current = props;

  const template = [...(reorderable ? [`${HANDLE_WIDTH}px`] : []), ...shown.map(columnTrack)].join(
    ' ',
  );
  const minWidth = shown.reduce(
    (sum, c) => sum + columnMinWidth(c),
    reorderable ? HANDLE_WIDTH : 0,
  );
  const colCount = shown.length + (reorderable ? 1 : 0);
  const virtualRef = useRef<RowVirtualizer | null>(null);

  const keyboard = useGridKeys({
    scrollRef,
    rowCount: keys.length,
    colCount,
    keyAt: (index) => keys[index],
    fieldAt: (col) => shown[col - (reorderable ? 1 : 0)]?.field,
    isEditing: (key) => !!edits[key],
    onEditRow: (key, field) => handler.current.onEditRow?.(key, field),
    onCancelRow: (key, field) => handler.current.onCancelRow?.(key, field),
    onSaveRow: (key, field) => handler.current.onSaveRow?.(key, field),
  });
  keyboard.bindScroll((index) => virtualRef.current?.scrollToIndex(index));

  const drop = useRowDrop({
    keys,
    virtualRef,
    onMove: (active, over) => handler.current.onMove?.(active, over),
    onDragging: keyboard.setDragging,
  });

  useImperativeHandle(props.ref, () => ({
    focus: (key, target) => keyboard.focusRow(keys.indexOf(key), target),
  }));

  const onChange = useCallback(
    (key: string, field: string, value: unknown) => handler.current.onChange?.(key, field, value),
    [],
  );
  const renderActions = useCallback(
    (row: GridRow, index: number, tabbable: boolean) =>
      handler.current.renderActions?.(row, index, tabbable),
    [],
  );
  const onProblem = useCallback((message: string) => handler.current.onProblem?.(message), []);

  const maxHeight = props.maxHeight ?? HEADER_HEIGHT + ROW_HEIGHT * DEFAULT_VISIBLE_ROWS + 2;
  return (
    <div
      ref={bindScrollBox}
      className="relative overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
      style={{ maxHeight }}
    >
      {/* A table laid out as CSS grid rows, so virtualized rows can be placed absolutely. */}
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows a table to be an interactive grid
        role="grid"
        aria-label={props.label}
        aria-rowcount={(props.totalRows ?? keys.length) + 1}
        aria-colcount={colCount}
        aria-busy={props.busy || undefined}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        className="relative grid w-full border-collapse"
        style={{ minWidth }}
      >
        <GridHeader table={table} template={template} handle={reorderable} />
        <RowReorder enabled={reorderable} {...drop.handlers}>
          <GridRows
            scrollElement={scrollElement}
            virtualRef={virtualRef}
            rows={tableRows}
            keys={keys}
            edits={edits}
            inlineEditing={props.inlineEditing ?? false}
            template={template}
            reorderable={reorderable}
            activeRow={keyboard.active.row}
            activeCol={keyboard.active.col}
            rowOffset={props.rowOffset ?? 0}
            colCount={colCount}
            emptyText={props.emptyText}
            renderActions={renderActions}
            onChange={onChange}
            onProblem={onProblem}
          />
        </RowReorder>
      </table>
      {drop.line !== undefined && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute left-0 z-30 h-0.5 w-full bg-sky-500"
          style={{ top: drop.line - 1 }}
        />
      )}
    </div>
  );
}
