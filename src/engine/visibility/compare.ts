import { safeText } from '../text';
import type { ComparisonOp } from '../types';

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** A finite number from a number or a numeric string ("1,250.5"); undefined otherwise. */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, '').trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * `==`: form inputs hold strings, schemas hold numbers and booleans, so "5" equals 5 and
 * "true" equals true; empty values (undefined, null, "") equal each other.
 */
export function looseEquals(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) return na === nb;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => looseEquals(item, b[i]));
  }
  return safeText(a) === safeText(b);
}

function ordered(a: unknown, b: unknown): number | undefined {
  if (isEmpty(a) || isEmpty(b)) return undefined;
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) return na - nb;
  // ISO dates and plain words compare as text (ISO dates sort correctly that way).
  const sa = safeText(a);
  const sb = safeText(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((item) => item.trim());
  return value === undefined || value === null ? [] : [value];
}

/** `in`: the value list contains the field value (any of them, for a multi-select). */
function contains(list: unknown, fieldValue: unknown): boolean {
  const items = listOf(list);
  const values = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
  return values.some((value) => items.some((item) => looseEquals(item, value)));
}

export const COMPARISON_OPS: readonly ComparisonOp[] = [
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '===',
  '!==',
  'in',
  'notIn',
];

/** Spec 5.1 operators; an unknown operator is false (the check reports it). */
export function compare(op: ComparisonOp, left: unknown, right: unknown): boolean {
  switch (op) {
    case '==':
      return looseEquals(left, right);
    case '!=':
      return !looseEquals(left, right);
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case 'in':
      return contains(right, left);
    case 'notIn':
      return !contains(right, left);
    default: {
      const order = ordered(left, right);
      if (order === undefined) return false;
      if (op === '<') return order < 0;
      if (op === '>') return order > 0;
      if (op === '<=') return order <= 0;
      if (op === '>=') return order >= 0;
      return false;
    }
  }
}
