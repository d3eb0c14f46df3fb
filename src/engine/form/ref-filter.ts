/**
 * `refFilter`: which records a ref field or column may pick (a payment offers only this
 * patient's open invoices). The browser's picker sends it as list filters (`filter[f]`,
 * `filter[f][in]`...); the server checks the picked record against the same conditions, so a
 * client cannot pick past it. `"$name"` is a value of the record being edited: for a column, of
 * its row first, then of the record.
 */
import type { RefFilter, RefFilterOperators, Scalar } from '../types';

export type RefFilterOp =
  | 'eq'
  | 'ne'
  | 'in'
  | 'nin'
  | 'gte'
  | 'lte'
  | 'empty'
  | 'contains'
  | 'ncontains';

/** One condition with its `$name` values looked up. */
export interface RefCondition {
  field: string;
  op: RefFilterOp;
  /** One value (eq, ne, gte, lte), a list (in, nin, contains, ncontains) or a flag (empty). */
  value: unknown;
}

/** Looks up `$name` among the values of the row (if any), then of the record. */
export type RefFilterScope = (name: string) => unknown;

export function refFilterScope(
  record: Record<string, unknown>,
  row?: Record<string, unknown>,
): RefFilterScope {
  return (name) => (row && Object.hasOwn(row, name) ? row[name] : record[name]);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The field names a filter reads with `$name` (check:schemas checks they exist). */
export function refFilterReads(filter: RefFilter): string[] {
  const names: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('$')) names.push(value.slice(1));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(filter);
  return [...new Set(names)];
}

function resolve(value: unknown, scope: RefFilterScope): unknown {
  if (typeof value === 'string' && value.startsWith('$')) return scope(value.slice(1)) ?? null;
  return value;
}

/**
 * The filter's conditions with `$name` values looked up. A `$name` that is empty asks for
 * records whose field is empty too (a payment with no patient yet offers no patient's invoice).
 */
export function resolveRefFilter(filter: RefFilter, scope: RefFilterScope): RefCondition[] {
  const conditions: RefCondition[] = [];
  for (const [field, wanted] of Object.entries(filter)) {
    if (wanted === null || typeof wanted !== 'object' || Array.isArray(wanted)) {
      const value = resolve(wanted, scope);
      conditions.push(
        isBlank(value) ? { field, op: 'empty', value: true } : { field, op: 'eq', value },
      );
      continue;
    }
    const ops = wanted as RefFilterOperators;
    for (const op of ['ne', 'gte', 'lte'] as const)
      if (ops[op] !== undefined) conditions.push({ field, op, value: resolve(ops[op], scope) });
    // A `$name` in a list that holds a list (a multiple pick: an order's Routes Allowed) stands
    // for its items; an empty one for none, so an `in` list of empty `$name`s lets nothing
    // through (a medication order's Route offers no route before its medicine is chosen).
    for (const op of ['in', 'nin', 'contains', 'ncontains'] as const) {
      const list = ops[op];
      if (list !== undefined)
        conditions.push({
          field,
          op,
          value: list.flatMap((item) => {
            const value = resolve(item, scope);
            return (Array.isArray(value) ? value : [value]).filter((part) => !isBlank(part));
          }),
        });
    }
    if (ops.empty !== undefined) conditions.push({ field, op: 'empty', value: ops.empty });
  }
  return conditions;
}

/** The conditions as list query parameters (the list filter URL syntax, README "Lists"). */
export function refFilterParams(conditions: readonly RefCondition[]): [string, string][] {
  const params: [string, string][] = [];
  for (const { field, op, value } of conditions) {
    const key = op === 'eq' ? `filter[${field}]` : `filter[${field}][${op}]`;
    if (Array.isArray(value)) for (const item of value) params.push([key, String(item ?? '')]);
    else params.push([key, String(value ?? '')]);
  }
  return params;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** Compares as numbers when both are numbers (amounts "500.00"), else as text (ISO dates). */
function compare(a: unknown, b: unknown): number {
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== undefined && y !== undefined) return x - y;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Whether text `actual` holds `part`, ignoring case (blank holds nothing). */
const holdsText = (actual: unknown, part: unknown) =>
  !isBlank(actual) &&
  String(actual)
    .toLowerCase()
    .includes(String(part ?? '').toLowerCase());

function holds(condition: RefCondition, record: Record<string, unknown>): boolean {
  const actual = record[condition.field];
  const { value } = condition;
  switch (condition.op) {
    case 'eq':
      return !isBlank(actual) && same(actual, value);
    case 'ne':
      return !same(actual, value);
    case 'in':
      return (value as Scalar[]).some((item) => same(actual, item));
    case 'nin':
      return !(value as Scalar[]).some((item) => same(actual, item));
    case 'gte':
      return !isBlank(actual) && compare(actual, value) >= 0;
    case 'lte':
      return !isBlank(actual) && compare(actual, value) <= 0;
    case 'empty':
      return isBlank(actual) === (value === true || value === 'true');
    case 'contains':
      return (value as Scalar[]).some((item) => holdsText(actual, item));
    case 'ncontains':
      return !(value as Scalar[]).some((item) => holdsText(actual, item));
  }
}

/** The first condition the picked record fails, or undefined when it may be picked. */
export function failedRefCondition(
  conditions: readonly RefCondition[],
  record: Record<string, unknown>,
): RefCondition | undefined {
  return conditions.find((condition) => !holds(condition, record));
}

const EDITED = /\{\$([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The fields of the record being edited a `refFilterMessages` template shows (`{$product}`). */
export function editedFields(template: string): string[] {
  return [...new Set([...template.matchAll(EDITED)].map((match) => match[1] as string))];
}

/** The template with each `{$name}` replaced by `text(name)`. */
export function fillEdited(template: string, text: (name: string) => string): string {
  return template.replace(EDITED, (_, name: string) => text(name));
}

/** Text parts as a refusal says them: `"anesth" or "anaesth"`. */
const quoted = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).map((part) => `"${String(part)}"`).join(' or ');

/**
 * A condition as a person reads it, `label` naming the picked model's field; `nameOf` says a
 * value as the person knows it (a patient by name rather than id), plain text by default.
 */
export function describeRefCondition(
  condition: RefCondition,
  label: string,
  nameOf: (value: unknown) => string = String,
): string {
  const { op, value } = condition;
  const listed = () => (Array.isArray(value) ? value : [value]).map(nameOf).join(', ');
  switch (op) {
    case 'eq':
      return `its ${label} must be ${nameOf(value)}`;
    case 'ne':
      return `its ${label} must not be ${nameOf(value)}`;
    case 'in':
      return Array.isArray(value) && value.length === 0
        ? 'none may be picked until the fields it depends on are filled in'
        : `its ${label} must be one of ${listed()}`;
    case 'nin':
      return `its ${label} must not be any of ${listed()}`;
    case 'gte':
      return `its ${label} must be at least ${nameOf(value)}`;
    case 'lte':
      return `its ${label} must be at most ${nameOf(value)}`;
    case 'empty':
      return value === true || value === 'true'
        ? `its ${label} must be empty`
        : `its ${label} must be filled in`;
    case 'contains':
      return `its ${label} must contain ${quoted(value)}`;
    case 'ncontains':
      return `its ${label} must not contain ${quoted(value)}`;
  }
}
