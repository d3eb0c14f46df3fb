import { functionalUpdate } from '@tanstack/react-table';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { shared } from '../../state/shared';
import { EMPTY_TEXT, resolveColumns } from '../core/columns';
import type { GridColumn, GridRow } from '../core/types';
import { GridView } from '../view/GridView';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../virtual/rows-in-view';
import { filterableColumns } from './field-filters';
import { ListFilters } from './ListFilters';
import { ListToolbar } from './ListToolbar';
import { conditionsOn, DEFAULT_PAGE_SIZE, sortingOf } from './list-params';
import { modelColumns } from './model-columns';
import { Pager } from './Pager';
import { type ListView, useModelList } from './use-model-list';

const NO_ROWS: GridRow[] = [];
const READ_ONLY = { editable: false, deletable: false };

export interface ModelListProps {
  /** The model's name (its permission key), e.g. `patient`. */
  model: string;
  /** Columns to show; by default the model schema's `list.columns`. */
  columns?: readonly GridColumn[];
  pageSize?: number;
  /** Only the records under this one (`{model}:{id}`), for a child list of a detail page. */
  parent?: string;
  /** Each row's actions (open, edit, delete), in an actions column at the end. */
  renderActions?(row: GridRow, tabbable: boolean): ReactNode;
  /** Filters the page always applies (a screen's `filters`); not offered to change. */
  fixedFilters?: Readonly<Record<string, string>>;
  /** Beside the title (an Add button). */
  toolbarExtra?: ReactNode;
  /** Read through a screen view rather than the model's own list (use-model-list.ts). */
  view?: ListView;
}

/**
 * A model's records as a server-backed grid: the server pages, sorts, searches and filters
 * (`GET /api/models/{model}`); the page, sort, search and filters are kept in the URL.
 */
export function ModelList({
  model,
  columns,
  pageSize = DEFAULT_PAGE_SIZE,
  parent,
  renderActions,
  toolbarExtra,
  fixedFilters,
  view,
}: ModelListProps) {
  // Columns given up front are known before the schema: the rows then carry only their fields.
  const fields = useMemo(
    () =>
      columns
        ?.filter((column) => column.type !== 'actions' && !column.valueGetter)
        .map((column) => column.field),
    [columns],
  );
  const list = useModelList(model, pageSize, fields, parent, fixedFilters, view);
  const { schema, params, page } = list;
  const { settings } = useSnapshot(shared);
  const titles = page?.titles;
  const gridColumns = useMemo(
    () =>
      resolveColumns(columns ?? (schema ? modelColumns(schema, { titles, settings }) : []), {
        ...READ_ONLY,
        // The actions column is there only when the caller has actions to show.
        editable: !!renderActions,
      }),
    [columns, schema, renderActions, titles, settings],
  );
  const filterable = useMemo(
    () => (schema ? filterableColumns(schema, fixedFilters) : []),
    [schema, fixedFilters],
  );
  const active = filterable.filter(
    (column) => conditionsOn(params.filters, column.field).length > 0,
  ).length;
  // Shown while the list is filtered (a bookmark opens with its filters in view) until the
  // person hides them.
  const [shown, setShown] = useState<boolean>();
  const filtersOpen = shown ?? active > 0;
  const filtersId = useId();
  const sorting = useMemo(() => sortingOf(params, schema?.list?.sort), [params, schema]);
  const title = schema?.title ?? model;
  const failure = list.schemaError ?? list.error;

  return (
    <section aria-label={`${title} list`} className="flex flex-col gap-3">
      <ListToolbar
        title={title}
        q={params.q}
        onSearch={list.setQuery}
        filters={
          filterable.length > 0
            ? {
                controls: filtersId,
                open: filtersOpen,
                active,
                onToggle: () => setShown(!filtersOpen),
              }
            : undefined
        }
        pageSize={params.pageSize}
        onPageSize={list.setPageSize}
        extra={toolbarExtra}
      />
      {filtersOpen && filterable.length > 0 && (
        <ListFilters
          id={filtersId}
          columns={filterable}
          filters={params.filters}
          onFilter={list.setFilter}
          onClear={list.clearFilters}
        />
      )}
      {failure && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {failure.message}
        </p>
      )}
      <GridView
        label={title}
        columns={gridColumns}
        rows={page?.rows ?? NO_ROWS}
        sortable
        sorting={sorting}
        onSortingChange={(updater) => list.setSorting(functionalUpdate(updater, sorting))}
        busy={list.loading}
        rowOffset={(params.page - 1) * params.pageSize}
        totalRows={page?.total}
        emptyText={list.loading ? 'Loading…' : EMPTY_TEXT}
        // A page is shown whole (the page scrolls), at most 200 rows.
        maxHeight={HEADER_HEIGHT + ROW_HEIGHT * params.pageSize + 2}
        renderActions={
          renderActions ? (row, _index, tabbable) => renderActions(row, tabbable) : undefined
        }
      />
      <Pager
        page={params.page}
        pageSize={params.pageSize}
        total={page?.total ?? 0}
        onPage={list.setPage}
      />
    </section>
  );
}
