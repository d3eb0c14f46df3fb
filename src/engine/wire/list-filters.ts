/**
 * The filters of a model list as its URL spells them (README, "List filters"): the server reads
 * them from `GET /api/models/{model}`, the list page keeps them in its own address, and pickers
 * build them. One spelling for all three.
 *
 *   filter[field]=v                        equal (also spelt filter[field][eq]=v)
 *   filter[field][ne]=v                    not equal (empty values count as not equal)
 *   filter[field][in]=a&filter[field][in]=b   one of (the key repeated; one value is allowed)
 *   filter[field][nin]=a                   none of
 *   filter[field][gte]=v, [lte]=v          from, to (inclusive): numbers, money, dates
 *   filter[field][empty]=true | false      is empty (null or '') or is not
 *   filter[field][contains]=a&...=b        text holding any of them, ignoring case
 *   filter[field][ncontains]=a&...=b       text holding none of them, ignoring case (empty too)
 */

/** The operators a filter key may name after its field; a key naming none is `eq`. */
export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'in',
  'nin',
  'gte',
  'lte',
  'empty',
  'contains',
  'ncontains',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Operators that take any number of values (the key repeated); the others take one. */
export const LIST_OPERATORS: readonly FilterOperator[] = ['in', 'nin', 'contains', 'ncontains'];
/** Operators that bound a range: only for fields whose values are ordered (number, money, dates). */
export const RANGE_OPERATORS: readonly FilterOperator[] = ['gte', 'lte'];

/** One condition on one field; a list's conditions all apply (and). */
export interface FilterCondition {
  field: string;
  op: FilterOperator;
  values: string[];
}

// A field name, then an optional operator: `filter[status]`, `filter[status][in]`.
const FILTER_KEY = /^filter\[([A-Za-z0-9_]+)\](?:\[([A-Za-z0-9_]+)\])?$/;

export function isFilterOperator(name: string): name is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(name);
}

/**
 * The field and operator a query key names (`eq` when it names none), or undefined for a key
 * that is not a filter. The operator is as written: the reader says whether it is one it knows.
 */
export function readFilterKey(key: string): { field: string; op: string } | undefined {
  const match = FILTER_KEY.exec(key);
  if (!match?.[1]) return undefined;
  return { field: match[1], op: match[2] ?? 'eq' };
}

/** The query key of a condition: `filter[field]` for equality, `filter[field][op]` otherwise. */
export function filterKey(field: string, op: FilterOperator): string {
  return op === 'eq' ? `filter[${field}]` : `filter[${field}][${op}]`;
}

/** Conditions as query parameters, each value of a list operator under the key repeated. */
export function appendFilters(params: URLSearchParams, conditions: readonly FilterCondition[]) {
  for (const { field, op, values } of conditions) {
    for (const value of values) params.append(filterKey(field, op), value);
  }
}
