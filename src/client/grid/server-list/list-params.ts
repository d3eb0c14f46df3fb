/**
 * A model list's page, sort, search and filters as URL search parameters (so a list can be
 * bookmarked and Back restores it) and as the query of `GET /api/models/{model}`. Pure.
 */
import type { SortingState } from '@tanstack/react-table';

export const DEFAULT_PAGE_SIZE = 25;
/** The API answers at most 200 rows a page. */
export const MAX_PAGE_SIZE = 200;
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;

export type Direction = 'asc' | 'desc';

export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  direction?: Direction;
  q: string;
  filters: Readonly<Record<string, string>>;
}

const FILTER = /^filter\[([A-Za-z0-9_]+)\]$/;

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** What the URL says; anything missing or malformed falls back to the first page, 25 rows. */
export function readListParams(search: URLSearchParams, pageSize = DEFAULT_PAGE_SIZE): ListParams {
  const filters: Record<string, string> = {};
  for (const [key, value] of search) {
    const field = FILTER.exec(key)?.[1];
    if (field && value !== '') filters[field] = value;
  }
  const direction = search.get('direction');
  return {
    page: positiveInt(search.get('page'), 1),
    pageSize: positiveInt(search.get('pageSize'), pageSize, MAX_PAGE_SIZE),
    sort: search.get('sort') || undefined,
    direction: direction === 'asc' || direction === 'desc' ? direction : undefined,
    q: search.get('q') ?? '',
    filters,
  };
}

/**
 * The URL after a change: other parameters (`model=patient`) are kept, defaults are left out
 * so the plain list keeps a plain address.
 */
export function writeListParams(
  current: URLSearchParams,
  change: Partial<ListParams>,
  pageSize = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const next = { ...readListParams(current, pageSize), ...change };
  const out = new URLSearchParams();
  for (const [key, value] of current) {
    if (!FILTER.test(key) && !['page', 'pageSize', 'sort', 'direction', 'q'].includes(key)) {
      out.append(key, value);
    }
  }
  if (next.page > 1) out.set('page', String(next.page));
  if (next.pageSize !== pageSize) out.set('pageSize', String(next.pageSize));
  if (next.sort) {
    out.set('sort', next.sort);
    if (next.direction) out.set('direction', next.direction);
  }
  if (next.q.trim() !== '') out.set('q', next.q.trim());
  for (const [field, value] of Object.entries(next.filters)) {
    if (value !== '') out.set(`filter[${field}]`, value);
  }
  return out;
}

/**
 * The query string of `GET /api/models/{model}` for these parameters; `fields` asks for rows
 * holding only those fields (and the id), when the list shows no others.
 */
export function apiQuery(
  params: ListParams,
  fields?: readonly string[],
  parent?: string,
  screen?: string,
): string {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (screen) query.set('screen', screen);
  if (parent) query.set('parent', parent);
  if (fields && fields.length > 0) query.set('fields', fields.join(','));
  if (params.sort) {
    query.set('sort', params.sort);
    if (params.direction) query.set('direction', params.direction);
  }
  if (params.q.trim() !== '') query.set('q', params.q.trim());
  for (const [field, value] of Object.entries(params.filters)) query.set(`filter[${field}]`, value);
  return query.toString();
}

/** The sort the header shows: the URL's, else the model's default list sort. */
export function sortingOf(
  params: Pick<ListParams, 'sort' | 'direction'>,
  fallback?: { field: string; direction?: Direction },
): SortingState {
  if (params.sort) return [{ id: params.sort, desc: params.direction === 'desc' }];
  return fallback ? [{ id: fallback.field, desc: fallback.direction === 'desc' }] : [];
}

/** URL parameters for a sort picked in the header (none: back to the default sort). */
export function sortParams(sorting: SortingState): Pick<ListParams, 'sort' | 'direction'> {
  const first = sorting[0];
  return first
    ? { sort: first.id, direction: first.desc ? 'desc' : 'asc' }
    : { sort: undefined, direction: undefined };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}
