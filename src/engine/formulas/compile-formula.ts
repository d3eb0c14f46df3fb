import { safeText } from '../text';
import type { FormulaPart } from '../types';
import { type CompiledExpression, compileExpression } from './math';

/** One input of a compiled formula: which field (or today) feeds which expression symbol. */
export interface FormulaInput {
  symbol: string;
  /** The field read, or undefined for `today`. */
  field?: string;
  /** For array parts `items.amount`: the column read from every row. */
  column?: string;
  array: boolean;
  date: boolean;
  /** A zero counts as no value (nonZero parts). */
  nonZero: boolean;
}

export interface CompiledFormula {
  expression: CompiledExpression;
  inputs: FormulaInput[];
  /** The fields the formula reads (for the dependency graph). */
  fields: string[];
  /** True when a date part is involved, so a date-typed result is a day number. */
  usesDates: boolean;
}

const TODAY = 'today';

/** Parts in `index` order (list order where no index is given; the sort is stable). */
function orderedParts(parts: FormulaPart[]): FormulaPart[] {
  return parts
    .map((part, position) => ({ part, key: part.index ?? position }))
    .sort((a, b) => a.key - b.key)
    .map(({ part }) => part);
}

function splitTarget(target: string): { field: string; column?: string } {
  const dot = target.indexOf('.');
  return dot < 0
    ? { field: target }
    : { field: target.slice(0, dot), column: target.slice(dot + 1) };
}

/**
 * Turns the spec's list of parts into one mathjs expression. Field parts become safe symbols
 * (field names may hold characters mathjs would misread); literal parts go in verbatim, except
 * a date literal, which is `today` or an ISO date turned into a day number.
 */
export function compileFormula(parts: FormulaPart[] | undefined): CompiledFormula | Error {
  if (!Array.isArray(parts) || parts.length === 0) return new Error('the formula is empty');
  const inputs: FormulaInput[] = [];
  const bySource = new Map<string, string>();
  const pieces: string[] = [];
  let usesDates = false;
  for (const part of orderedParts(parts)) {
    const target = safeText(part.target).trim();
    if (part.date) usesDates = true;
    if (part.type === 'field' || (part.type === 'literal' && part.date && target === TODAY)) {
      if (target === '') return new Error('a field part has no target');
      const key = `${part.type}:${target}:${part.array ? 1 : 0}:${part.date ? 1 : 0}:${part.nonZero ? 1 : 0}`;
      let symbol = bySource.get(key);
      if (!symbol) {
        symbol = `__p${inputs.length}`;
        bySource.set(key, symbol);
        const source = part.type === 'field' ? splitTarget(target) : {};
        inputs.push({
          symbol,
          ...source,
          array: Boolean(part.array),
          date: Boolean(part.date),
          nonZero: Boolean(part.nonZero),
        });
      }
      pieces.push(symbol);
    } else if (part.date) {
      const day = isoToDayNumber(target);
      if (day === undefined) return new Error(`"${target}" is not a date`);
      pieces.push(String(day));
    } else {
      pieces.push(target);
    }
  }
  const expression = compileExpression(pieces.join(' '));
  if (expression instanceof Error)
    return new Error(`the formula is malformed: ${expression.message}`);
  const known = new Set(inputs.map((input) => input.symbol));
  const stray = expression.symbols.find((symbol) => !known.has(symbol));
  if (stray) return new Error(`the formula names "${stray}", which is not a field part`);
  const fields = [...new Set(inputs.flatMap((input) => (input.field ? [input.field] : [])))];
  return { expression, inputs, fields, usesDates };
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** `2026-11-21` (or an ISO instant, by its UTC calendar date) as days since 1970-01-01. */
export function isoToDayNumber(value: unknown): number | undefined {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? undefined : Math.floor(ms / MS_PER_DAY);
  }
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return ms / MS_PER_DAY;
}

/** A day number back to an ISO date `yyyy-MM-dd`. */
export function dayNumberToIso(day: number): string {
  return new Date(Math.round(day) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The check's diagnostic for a formula, or undefined when it compiles and names real fields. */
export function formulaProblem(
  parts: FormulaPart[] | undefined,
  fieldNames: ReadonlySet<string>,
): string | undefined {
  const compiled = compileFormula(parts);
  if (compiled instanceof Error) return compiled.message;
  const unknown = compiled.fields.find((field) => !fieldNames.has(field));
  return unknown ? `the formula reads the unknown field "${unknown}"` : undefined;
}

/** The check's diagnostic for a `validate` expression or a JSONata-free math expression. */
export function expressionProblem(
  source: string,
  knownNames: ReadonlySet<string>,
): string | undefined {
  const compiled = compileExpression(source);
  if (compiled instanceof Error) return `the expression is malformed: ${compiled.message}`;
  const unknown = compiled.symbols.find((symbol) => !knownNames.has(symbol));
  return unknown ? `the expression reads the unknown name "${unknown}"` : undefined;
}
