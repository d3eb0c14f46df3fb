/** How computed values enter a form's state: formula results and tables' formula columns. */
import { dayNumberToIso } from '../formulas/compile-formula';
import { withRowFormulas } from '../formulas/row-formula';
import type { FieldSchema } from '../types';

/** Fraction digits of a computed number whose field names none. */
const NUMBER_DIGITS = 4;

/** A one_to_many value with its rows' formula columns computed (row-formula.ts). */
export function withTableFormulas(field: FieldSchema | undefined, value: unknown): unknown {
  if (field?.type !== 'one_to_many' || !Array.isArray(value)) return value;
  const columns = field.columns ?? [];
  if (!columns.some((column) => column.formula)) return value;
  return value.map((row) =>
    row && typeof row === 'object' && !Array.isArray(row) ? withRowFormulas(columns, row) : row,
  );
}

/** A formula's result as its field holds it: a date field's day as ISO, a number rounded. */
export function shapeComputed(field: FieldSchema, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  if (field.type === 'date') return dayNumberToIso(value);
  const digits = field.fractionDigits ?? NUMBER_DIGITS;
  return Number(value.toFixed(digits));
}
