import type { CompiledFormula, FormulaInput } from './compile-formula';
import { isoToDayNumber } from './compile-formula';
import { toPlain } from './math';

/** What a formula reads: field values by name and today's day number in the hospital's zone. */
export interface FormulaScope {
  valueOf(field: string): unknown;
  today(): number;
}

export type FormulaResult =
  | { ok: true; value: unknown }
  /** `missing`: an input is empty (normal while a form is filled in); `error`: it broke. */
  | { ok: false; reason: 'missing' | 'error'; message: string };

/** "1,250.5" and 12 both as numbers; anything else as it is. */
function asNumberIfNumeric(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.replace(/,/g, '').trim();
    if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** What a part reads as no value: a blank, and for a `nonZero` part a zero too. */
function isMissing(input: FormulaInput, value: unknown): boolean {
  return isEmpty(value) || (input.nonZero && value === 0);
}

function readInput(input: FormulaInput, scope: FormulaScope): unknown {
  if (!input.field) return scope.today();
  const raw = scope.valueOf(input.field);
  if (input.array) {
    // A single value read as a list is a list of one, and an empty one a list of none: so
    // `subtotal - sum(discount)` holds whether or not a discount was entered.
    const rows = Array.isArray(raw) ? raw : isEmpty(raw) ? [] : [raw];
    const cells = input.column
      ? rows.map((row) =>
          row && typeof row === 'object'
            ? (row as Record<string, unknown>)[input.column as string]
            : undefined,
        )
      : rows;
    return cells
      .map((cell) => (input.date ? isoToDayNumber(cell) : asNumberIfNumeric(cell)))
      .filter((cell) => !isMissing(input, cell));
  }
  if (isEmpty(raw)) return undefined;
  const value = input.date ? isoToDayNumber(raw) : asNumberIfNumeric(raw);
  return isMissing(input, value) ? undefined : value;
}

/** Evaluates a compiled formula; never throws. */
export function evaluateFormula(formula: CompiledFormula, scope: FormulaScope): FormulaResult {
  const values: Record<string, unknown> = {};
  for (const input of formula.inputs) {
    const value = readInput(input, scope);
    if (value === undefined) {
      return { ok: false, reason: 'missing', message: `${input.field ?? 'today'} has no value` };
    }
    values[input.symbol] = value;
  }
  try {
    const value = toPlain(formula.expression.evaluate(values));
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return { ok: false, reason: 'missing', message: 'the result is not a finite number' };
    }
    return { ok: true, value };
  } catch (error) {
    return { ok: false, reason: 'error', message: (error as Error).message };
  }
}
