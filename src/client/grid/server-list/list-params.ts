/**
 * A model list's page, sort, search and filters as URL search parameters (so a list can be
 * bookmarked and Back restores it) and as the query of `GET /api/models/{model}`. Pure.
 */
import type { SortingState } from '@tanstack/react-table';
import {
  appendFilters,
  type FilterCondition,
  isFilterOperator,
  readFilterKey,
} from '../../../engine/wire/list-filters';

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
  /** The list filters, all applying, in the URL's order (a field's operators together). */
  filters: readonly FilterCondition[];
}

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** The filters a URL holds; empty values and operators the API does not know are left out. */
function readFilters(search: URLSearchParams): FilterCondition[] {
  const filters: FilterCondition[] = [];
  for (const [key, value] of search) {
    const parsed = readFilterKey(key);
    if (!parsed || !isFilterOperator(parsed.op) || value === '') continue;
    const { field, op } = parsed;
    const same = filters.find((c) => c.field === field && c.op === op);
    if (same) same.values.push(value);
    else filters.push({ field, op, values: [value] });
  }
  return filters;
}

/** The conditions on one field. */
export function conditionsOn(filters: readonly FilterCondition[], field: string) {
  return filters.filter((condition) => condition.field === field);
}

/** The filters with those on `field` replaced by `next` (none: the field is no longer filtered). */
export function replaceConditions(
  filters: readonly FilterCondition[],
  field: string,
  next: readonly FilterCondition[],
): FilterCondition[] {
  return [...filters.filter((condition) => condition.field !== field), ...next];
}

/** A field's equality value ('' when it has none): for lists filtered by one value. */
export function equalityOf(filters: readonly FilterCondition[], field: string): string {
  return filters.find((c) => c.field === field && c.op === 'eq')?.values[0] ?? '';
}

/** The filters with a page's fixed ones in place of any the person set on those fields. */
export function withFixedFilters(
  filters: readonly FilterCondition[],
  fixed: Readonly<Record<string, string>>,
): FilterCondition[] {
  return Object.entries(fixed).reduce<FilterCondition[]>(
    (all, [field, value]) => replaceConditions(all, field, [{ field, op: 'eq', values: [value] }]),
    [...filters],
  );
}

/** What the URL says; anything missing or malformed falls back to the first page, 25 rows. */
export function readListParams(search: URLSearchParams, pageSize = DEFAULT_PAGE_SIZE): ListParams {
  const filters = readFilters(search);
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
    if (!readFilterKey(key) && !['page', 'pageSize', 'sort', 'direction', 'q'].includes(key)) {
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
  appendFilters(
    out,
    next.filters.map((c) => ({ ...c, values: c.values.filter((value) => value !== '') })),
  );
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
  appendFilters(query, params.filters);
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
