import type { SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ModelSchema } from '../../../engine/types';
import type { FilterCondition } from '../../../engine/wire/list-filters';
import {
  apiQuery,
  DEFAULT_PAGE_SIZE,
  type ListParams,
  readListParams,
  replaceConditions,
  sortParams,
  withFixedFilters,
  writeListParams,
} from './list-params';
import { fetchModelPage, fetchModelSchema, type ListPage } from './model-api';

interface Loaded<T> {
  value?: T;
  loading: boolean;
  error?: Error;
}

/** Loads `load()` again whenever `key` changes; an answer to an older key is dropped. */
function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ loading: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when `load` changed.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ value: previous.value, loading: true }));
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ value, loading: false });
      },
      (error: Error) => {
        if (!controller.signal.aborted)
          setState((p) => ({ value: p.value, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}

/**
 * A list read through a screen view (`GET /api/meta` gives such a screen the model's schema cut
 * to its fields): for readers who may open the screen but not view the model itself.
 */
export interface ListView {
  /** The screen's route, sent as `screen`. */
  screen: string;
  schema: ModelSchema;
}

/**
 * A server-backed model list: paging, sorting, search and filters live in the URL (pushed as
 * history entries, so Back undoes them) and every change asks the server for that page (only
 * `fields` in each row, when given).
 */
export function useModelList(
  model: string,
  pageSize = DEFAULT_PAGE_SIZE,
  fields?: readonly string[],
  parent?: string,
  fixedFilters?: Readonly<Record<string, string>>,
  view?: ListView,
) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search, pageSize), [search, pageSize]);
  // A page's own filters always apply and are not the person's to change.
  const asked = useMemo(
    () =>
      fixedFilters
        ? { ...params, filters: withFixedFilters(params.filters, fixedFilters) }
        : params,
    [params, fixedFilters],
  );
  const schema = useLoaded<ModelSchema>(view ? `${model}@${view.screen}` : model, (signal) =>
    view ? Promise.resolve(view.schema) : fetchModelSchema(model, signal),
  );
  const screen = view?.screen;
  const page = useLoaded<ListPage>(
    `${model}?${apiQuery(asked, fields, parent, screen)}`,
    (signal) => fetchModelPage(model, asked, { fields, parent, screen, signal }),
  );
  const update = useCallback(
    (change: Partial<ListParams>) =>
      setSearch((current) => writeListParams(current, change, pageSize)),
    [setSearch, pageSize],
  );
  return {
    params,
    schema: schema.value,
    schemaError: schema.error,
    page: page.value,
    loading: page.loading,
    error: page.error,
    setPage: (next: number) => update({ page: next }),
    setPageSize: (size: number) => update({ pageSize: size, page: 1 }),
    setSorting: (sorting: SortingState) => update({ ...sortParams(sorting), page: 1 }),
    setQuery: (q: string) => update({ q, page: 1 }),
    /** Replaces the conditions on one field (none: that field is no longer filtered). */
    setFilter: (field: string, conditions: readonly FilterCondition[]) =>
      update({ filters: replaceConditions(params.filters, field, conditions), page: 1 }),
    clearFilters: () => update({ filters: [], page: 1 }),
  };
}
