import {
  type ColumnDef,
  columnSizingFeature,
  columnVisibilityFeature,
  type OnChangeFn,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { columnMinWidth } from '../core/columns';
import type { GridRow, ResolvedColumn } from '../core/types';
import { cellValue } from '../core/values';

export type ViewColumn = ResolvedColumn;

/**
 * TanStack Table owns the grid's models: the columns with their visibility and size, the rows
 * by id, and the sort state. Sorting is always manual: a server list sorts on the server, and an
 * editable grid keeps the order its rows were put in (spec 4 reordering).
 */
export const gridFeatures = tableFeatures({
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  columnMeta: {} as { grid: ViewColumn },
});

export type GridFeatures = typeof gridFeatures;

const NO_SORTING: SortingState = [];

export interface UseGridTableOptions {
  rows: readonly GridRow[];
  columns: readonly ViewColumn[];
  sortable?: boolean;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
}

export function useGridTable({
  rows,
  columns,
  sortable = false,
  sorting,
  onSortingChange,
}: UseGridTableOptions) {
  const definitions = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<GridFeatures, GridRow> => ({
          id: column.field,
          header: column.headerName,
          accessorFn: (row) => cellValue(row, column),
          size: columnMinWidth(column),
          enableSorting: sortable && column.type !== 'actions',
          meta: { grid: column },
        }),
      ),
    [columns, sortable],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.field, false])),
    [columns],
  );
  return useTable({
    features: gridFeatures,
    columns: definitions,
    data: rows,
    getRowId: (row) => String(row.id),
    state: { columnVisibility, sorting: sorting ?? NO_SORTING },
    onSortingChange,
    manualSorting: true,
    enableSorting: sortable,
    enableMultiSort: false,
  });
}

export type GridTable = ReturnType<typeof useGridTable>;
