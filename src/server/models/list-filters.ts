import { joinInstant, ZONED_INSTANT } from '../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../engine/types';
import {
  type FilterCondition,
  type FilterOperator,
  filterKey,
  LIST_OPERATORS,
  RANGE_OPERATORS,
} from '../../engine/wire/list-filters';
import { HttpError } from '../errors';
import { isMoney, toDb, utcInstant } from './codecs';
import type { ModelRuntime } from './model-runtime';
import type { LogicalType } from './table-plan';

/**
 * A list filter as the database compares it: values in stored form (cents, 0/1, UTC instants).
 * `lt` is never sent: a datetime filtered "to" a calendar date ends before the next day starts.
 */
export interface StoredCondition {
  field: string;
  logical: LogicalType;
  op: Exclude<FilterOperator, 'empty'> | 'lt' | 'empty' | 'filled';
  values: unknown[];
}

const MAX_ID = 2_147_483_647;
const isRowId = (text: string) => /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RANGE_TYPES: readonly LogicalType[] = ['number', 'money', 'date'];

/**
 * Whether a filter value can be compared with the column at all: PostgreSQL fails the whole
 * query (a 500) on a NUL character, a non-number for a number, or an id beyond integer range.
 */
function valueFits(logical: LogicalType, text: string): boolean {
  if (text.includes('\u0000')) return false;
  if (logical === 'ref') return isRowId(text);
  if (logical === 'number') return text.trim() !== '' && Number.isFinite(Number(text));
  if (logical === 'money') return isMoney(text);
  // Anything else would quietly read as false.
  if (logical === 'boolean') return text === 'true' || text === 'false';
  return true;
}

const badValue = (field: string, message: string, detail = 'not a value of this field') =>
  new HttpError(400, 'BAD_FILTER_VALUE', message, [{ field, message: detail }]);

/** The calendar day after `date` (yyyy-MM-dd), counted in UTC so no zone shifts it. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(2000, month - 1, day + 1));
  next.setUTCFullYear(year);
  return next.toISOString().slice(0, 10);
}

/**
 * One bound of a date range in stored form. A date field holds calendar dates, compared as
 * text. A datetime holds UTC instants: a calendar date there is the whole day on the
 * hospital's clock, from its first instant to (exclusive) the next day's first.
 */
function dateBound(rt: ModelRuntime, field: string, op: 'gte' | 'lte', text: string) {
  const datetime = rt.schema.fields[field]?.type === 'datetime';
  const zone = DEFAULT_SETTINGS.timeZone;
  const startOf = (date: string) => {
    const at = joinInstant(date, '00:00', zone);
    return at && new Date(at).toISOString();
  };
  if (CALENDAR_DATE.test(text) && startOf(text)) {
    if (!datetime) return { op, value: text };
    return op === 'gte'
      ? { op, value: startOf(text) }
      : { op: 'lt' as const, value: startOf(nextDay(text)) };
  }
  if (datetime && ZONED_INSTANT.test(text) && !Number.isNaN(new Date(text).getTime())) {
    return { op, value: new Date(text).toISOString() };
  }
  const wanted = datetime
    ? 'a date (2026-11-24) or an instant with its offset (2026-11-24T08:30:00Z)'
    : 'a date (2026-11-24)';
  throw badValue(
    field,
    `"${text.replaceAll('\u0000', '')}" is not a date the field "${field}" can be compared with: give ${wanted}.`,
    'not a date',
  );
}

/** An equality-like value (eq, ne, in, nin) in stored form. */
function storedValue(logical: LogicalType, text: string): unknown {
  if (logical === 'text') return text;
  // Dates compare as stored text; an instant with an offset is stored in UTC.
  if (logical === 'date') return utcInstant(text);
  return toDb(logical, logical === 'boolean' ? text === 'true' : text);
}

/**
 * A filter of the URL checked against the field it names and put in stored form: an operator
 * the field's type cannot take, a value the column cannot hold (each value of `in`) or a
 * wrong number of values is a 400 naming the field. The caller has checked the field exists
 * and may be seen.
 */
export function storedCondition(rt: ModelRuntime, condition: FilterCondition): StoredCondition {
  const { field, op, values } = condition;
  const logical = (field === 'id' ? 'ref' : rt.types.get(field)) as LogicalType;
  const key = filterKey(field, op);
  if (!LIST_OPERATORS.includes(op) && values.length !== 1) {
    throw badValue(
      field,
      `${key} takes one value, not ${values.length}: repeat the key only for in, nin, contains and ncontains.`,
      'one value expected',
    );
  }
  const [first = ''] = values;
  if (op === 'empty') {
    if (first !== 'true' && first !== 'false') {
      throw badValue(
        field,
        `${key} is true (empty) or false (not empty), not "${first.replaceAll('\u0000', '')}".`,
        'true or false expected',
      );
    }
    return { field, logical, op: first === 'true' ? 'empty' : 'filled', values: [] };
  }
  if (RANGE_OPERATORS.includes(op) && !RANGE_TYPES.includes(logical)) {
    throw new HttpError(
      400,
      'BAD_FILTER_OPERATOR',
      `Cannot filter ${rt.schema.model} by a range of "${field}": from and to (gte, lte) apply to number, money, date and datetime fields only.`,
      [{ field, message: 'not a number, money or date field' }],
    );
  }
  const textual = op === 'contains' || op === 'ncontains';
  if (textual && logical !== 'text') {
    throw new HttpError(
      400,
      'BAD_FILTER_OPERATOR',
      `Cannot filter ${rt.schema.model} by "${field}" with ${op}: it applies to text fields only.`,
      [{ field, message: 'not a text field' }],
    );
  }
  if (textual && values.some((text) => text.trim() === '')) {
    throw badValue(
      field,
      `${key} needs some text to look for: every piece of text contains nothing.`,
      'text expected',
    );
  }
  // A list of values (a multiple select, files) is stored as JSON: it can only be empty or not.
  if (logical === 'json' && op !== 'eq') {
    throw new HttpError(
      400,
      'BAD_FILTER_OPERATOR',
      `Cannot filter ${rt.schema.model} by "${field}" with ${op}: it holds a list, which can be filtered by empty only.`,
      [{ field, message: 'only empty applies to a list' }],
    );
  }
  for (const text of values) {
    if (!valueFits(logical, text)) {
      throw badValue(
        field,
        `"${text.replaceAll('\u0000', '')}" is not a value the field "${field}" can hold.`,
      );
    }
  }
  if ((op === 'gte' || op === 'lte') && logical === 'date') {
    const bound = dateBound(rt, field, op, first);
    return { field, logical, op: bound.op, values: [bound.value] };
  }
  // Text is compared ignoring case: the values as lower case, the column lowered in SQL.
  if (textual) return { field, logical, op, values: values.map((text) => text.toLowerCase()) };
  return { field, logical, op, values: values.map((text) => storedValue(logical, text)) };
}
