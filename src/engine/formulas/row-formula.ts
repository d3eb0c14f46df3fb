/**
 * Per-row formulas of a one_to_many table (`"formula": "quantity * rate - discount"`): one
 * function computes them for the browser (live, as a row is typed) and for the server (which
 * stores its own result and refuses a different one). A formula is an expression of the
 * restricted mathjs instance over the row's number and currency columns, by column name.
 */
import type { TableColumn } from '../types';
import { compileExpression } from './math';

type Row = Record<string, unknown>;

const NUMERIC_TYPES = new Set(['number', 'currency']);

/** Text as typed or stored ("1,250.50", "500.00") or a number; blank is 0, junk undefined. */
function cellNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/,/g, '').trim();
  if (text === '') return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Binary floating point leaves noise in products of decimals (1.005 * 100 is 100.49999...);
 * 15 significant digits is what a double holds exactly, so the noise goes and the intended
 * decimal stays, before rounding half away from zero.
 */
function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  const scaled = Number((value * scale).toPrecision(15));
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / scale;
}

/**
 * The value of a formula column for one row: money rounded to the cent (10 x 500.00 is exactly
 * 5000), numbers to the column's fractionDigits when it has them. Blank inputs count as 0 (a
 * row without a discount has none); undefined when an input is not a number or the formula
 * does not compile (check:schemas reports that).
 */
export function rowFormulaValue(column: TableColumn, row: Row): number | undefined {
  if (!column.formula) return undefined;
  const compiled = compileExpression(column.formula);
  if (compiled instanceof Error) return undefined;
  const scope: Record<string, number> = {};
  for (const name of compiled.symbols) {
    const n = cellNumber(row[name]);
    if (n === undefined) return undefined;
    scope[name] = n;
  }
  let result: unknown;
  try {
    result = compiled.evaluate(scope);
  } catch {
    return undefined;
  }
  if (typeof result !== 'number' || !Number.isFinite(result)) return undefined;
  if (column.type === 'currency') return roundTo(result, 2);
  return column.fractionDigits === undefined
    ? Number(result.toPrecision(15))
    : roundTo(result, column.fractionDigits);
}

/** The row with every formula column computed, left to right (a formula may read one before it). */
export function withRowFormulas(columns: readonly TableColumn[], row: Row): Row {
  if (!columns.some((column) => column.formula)) return row;
  const next = { ...row };
  for (const column of columns) {
    if (column.formula) next[column.field] = rowFormulaValue(column, next) ?? null;
  }
  return next;
}

/** check:schemas: what is wrong with the formula of `columns[index]`, or undefined. */
export function rowFormulaProblem(
  columns: readonly TableColumn[],
  index: number,
): string | undefined {
  const column = columns[index];
  if (!column?.formula) return undefined;
  const compiled = compileExpression(column.formula);
  if (compiled instanceof Error) return `the formula is malformed: ${compiled.message}`;
  const position = new Map(columns.map((c, i) => [c.field, i]));
  for (const name of compiled.symbols) {
    const at = position.get(name);
    if (at === undefined) return `the formula reads the unknown column "${name}"`;
    const read = columns[at] as TableColumn;
    if (!NUMERIC_TYPES.has(read.type ?? 'text'))
      return `the formula reads "${name}", which is not a number or currency column`;
    if (read.formula && at >= index)
      return `the formula reads "${name}", a formula column at or after its own (formulas are computed left to right)`;
  }
  if (!NUMERIC_TYPES.has(column.type ?? 'text'))
    return 'a formula column must be a number or currency column';
  return undefined;
}
