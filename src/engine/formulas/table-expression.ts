import jsonata from 'jsonata';

type Compiled = ReturnType<typeof jsonata>;
const cache = new Map<string, Compiled | Error>();

/** Compiles a JSONata expression once (cached); an Error, never a throw, when malformed. */
export function compileTableExpression(source: string): Compiled | Error {
  const cached = cache.get(source);
  if (cached) return cached;
  let result: Compiled | Error;
  if (source.trim() === '') result = new Error('the expression is empty');
  else {
    try {
      result = jsonata(source);
    } catch (error) {
      result = new Error(`the expression is malformed: ${(error as Error).message}`);
    }
  }
  cache.set(source, result);
  return result;
}

/** The top-level names a JSONata expression reads (`$sum(items.amount)` reads `items`). */
export function tableExpressionFields(source: string, fieldNames: ReadonlySet<string>): string[] {
  const words = source
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '')
    .match(/(?<![$\w.])[A-Za-z_]\w*/g);
  return [...new Set((words ?? []).filter((word) => fieldNames.has(word)))];
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** Form inputs hold numbers as text; aggregates need numbers, so numeric text becomes one. */
function numbersFromText(value: unknown): unknown {
  if (typeof value === 'string') return NUMERIC_TEXT.test(value.trim()) ? Number(value) : value;
  if (Array.isArray(value)) return value.map(numbersFromText);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersFromText(v)]));
  }
  return value;
}

/**
 * Evaluates an expression over plain values (one-to-many rows as arrays of objects), for
 * aggregates such as `$sum(items.(quantity * unit_price))` or `$count(items)`.
 */
export async function evaluateTableExpression(
  source: string,
  values: Record<string, unknown>,
): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const compiled = compileTableExpression(source);
  if (compiled instanceof Error) return { ok: false, message: compiled.message };
  try {
    return { ok: true, value: await compiled.evaluate(numbersFromText(values)) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
