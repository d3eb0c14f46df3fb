import {
  absDependencies,
  addDependencies,
  andDependencies,
  andTransformDependencies,
  ceilDependencies,
  compareDependencies,
  compileDependencies,
  countDependencies,
  create,
  divideDependencies,
  eDependencies,
  equalDependencies,
  evaluateDependencies,
  expDependencies,
  type FactoryFunctionMap,
  fixDependencies,
  floorDependencies,
  indexTransformDependencies,
  largerDependencies,
  largerEqDependencies,
  log10Dependencies,
  logDependencies,
  type MathNode,
  maxDependencies,
  maxTransformDependencies,
  meanDependencies,
  meanTransformDependencies,
  medianDependencies,
  minDependencies,
  minTransformDependencies,
  modDependencies,
  multiplyDependencies,
  notDependencies,
  numberDependencies,
  orDependencies,
  orTransformDependencies,
  parseDependencies,
  piDependencies,
  powDependencies,
  prodDependencies,
  roundDependencies,
  sizeDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subsetTransformDependencies,
  subtractDependencies,
  sumDependencies,
  sumTransformDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  unequalDependencies,
  xorDependencies,
} from 'mathjs';
import {
  childDiastolicHigh,
  childSystolicHigh,
  childSystolicLow,
  isChildBand,
} from '../clinical/child-blood-pressure';
import {
  childBreathingHigh,
  childBreathingLow,
  childHeartRateHigh,
  childHeartRateLow,
} from '../clinical/child-heart-breathing';

/**
 * A restricted mathjs instance for formulas and custom checks. Expressions see only the values
 * passed in their scope: the functions that could redefine the instance or parse further code
 * (import, createUnit, evaluate, parse, simplify, derivative, resolve, compile) are disabled
 * inside expressions, and mathjs itself has no access to JavaScript globals.
 */
// Only what formulas need: arithmetic, rounding, comparisons, logic and aggregates. A small
// instance loads fast on the server and keeps the browser bundle small. Made on the first
// expression compiled, not as the module loads: building its typed functions takes some 50 ms
// of a browser's main thread, which a record's page whose model has no formula (a surgical
// case, its anesthesia chart) would otherwise pay before it shows.
function createRestrictedMath() {
  const math = create(
    {
      absDependencies,
      addDependencies,
      andDependencies,
      andTransformDependencies,
      ceilDependencies,
      compareDependencies,
      compileDependencies,
      countDependencies,
      divideDependencies,
      eDependencies,
      equalDependencies,
      evaluateDependencies,
      expDependencies,
      fixDependencies,
      floorDependencies,
      indexTransformDependencies,
      largerDependencies,
      largerEqDependencies,
      log10Dependencies,
      logDependencies,
      maxDependencies,
      maxTransformDependencies,
      meanDependencies,
      meanTransformDependencies,
      medianDependencies,
      minDependencies,
      minTransformDependencies,
      modDependencies,
      multiplyDependencies,
      notDependencies,
      numberDependencies,
      orDependencies,
      orTransformDependencies,
      parseDependencies,
      piDependencies,
      powDependencies,
      prodDependencies,
      roundDependencies,
      sizeDependencies,
      smallerDependencies,
      smallerEqDependencies,
      sqrtDependencies,
      subsetTransformDependencies,
      subtractDependencies,
      sumDependencies,
      sumTransformDependencies,
      unaryMinusDependencies,
      unaryPlusDependencies,
      unequalDependencies,
      xorDependencies,
    } as FactoryFunctionMap,
    { number: 'number' },
  );
  // Kept before the import below disables them inside expressions.
  const { compile, parse } = math;
  math.import(
    {
      yearsBetween,
      monthsBetween,
      // A person's age in whole years on a day: `ageOn(date_of_birth, visit_date)`.
      ageOn: yearsBetween,
      // A child's blood-pressure limits by age band and sex (engine/clinical/child-blood-pressure.ts).
      isChildBand,
      childSystolicLow,
      childSystolicHigh,
      childDiastolicHigh,
      // A child's heart and respiratory rates by age band (engine/clinical/child-heart-breathing.ts).
      childHeartRateLow,
      childHeartRateHigh,
      childBreathingLow,
      childBreathingHigh,
      import: disabled('import'),
      createUnit: disabled('createUnit'),
      evaluate: disabled('evaluate'),
      parse: disabled('parse'),
      simplify: disabled('simplify'),
      derivative: disabled('derivative'),
      resolve: disabled('resolve'),
      compile: disabled('compile'),
      reviver: disabled('reviver'),
    },
    { override: true },
  );
  return { compile, parse };
}

let restricted: ReturnType<typeof createRestrictedMath> | undefined;

const MS_PER_DAY = 86_400_000;

function dayToUtcDate(day: number): Date {
  return new Date(Math.round(day) * MS_PER_DAY);
}

/** Whole calendar years from one day number to another (an age from a date of birth). */
function yearsBetween(from: number, to: number): number {
  const a = dayToUtcDate(from);
  const b = dayToUtcDate(to);
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  const beforeBirthday =
    b.getUTCMonth() < a.getUTCMonth() ||
    (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

/** Whole calendar months from one day number to another. */
function monthsBetween(from: number, to: number): number {
  const a = dayToUtcDate(from);
  const b = dayToUtcDate(to);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return months;
}

const disabled = (name: string) => () => {
  throw new Error(`${name} is not available in formulas`);
};
export interface CompiledExpression {
  source: string;
  /** Names the expression reads from its scope (function names excluded). */
  symbols: string[];
  /** Its quoted texts ('weight'): the restricted mathjs compares numbers, never text. */
  texts: string[];
  evaluate(scope: Record<string, unknown>): unknown;
}

/** Names mathjs defines as constants: they are not read from the scope. */
const MATH_CONSTANTS = new Set(
  'e E pi PI i Infinity NaN null true false LN2 LN10 LOG2E LOG10E phi tau SQRT1_2 SQRT2 version'.split(
    ' ',
  ),
);

const cache = new Map<string, CompiledExpression | Error>();

function textsOf(node: MathNode): string[] {
  const texts = new Set<string>();
  node.traverse((child) => {
    const value = (child as unknown as { value?: unknown }).value;
    if (child.type === 'ConstantNode' && typeof value === 'string') texts.add(value);
  });
  return [...texts];
}

function symbolsOf(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((child, path, parent) => {
    if (child.type !== 'SymbolNode') return;
    if (parent?.type === 'FunctionNode' && path === 'fn') return;
    const name = (child as unknown as { name: string }).name;
    if (!MATH_CONSTANTS.has(name)) names.add(name);
  });
  return [...names];
}

/**
 * Compiles an expression once (cached by its text). Returns an Error, never throws, for an
 * empty or malformed expression, so the caller can report it as a diagnostic.
 */
export function compileExpression(source: string): CompiledExpression | Error {
  const cached = cache.get(source);
  if (cached) return cached;
  let result: CompiledExpression | Error;
  if (source.trim() === '') {
    result = new Error('the expression is empty');
  } else {
    try {
      restricted ??= createRestrictedMath();
      const node = restricted.parse(source);
      const code = restricted.compile(source);
      result = {
        source,
        symbols: symbolsOf(node),
        texts: textsOf(node),
        evaluate: (scope) => code.evaluate({ ...scope }),
      };
    } catch (error) {
      result = new Error((error as Error).message);
    }
  }
  cache.set(source, result);
  return result;
}

/** mathjs results (matrices, big numbers, units) as plain JavaScript values. */
export function toPlain(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const maybe = value as { valueOf?: () => unknown; toArray?: () => unknown };
    if (typeof maybe.toArray === 'function') return maybe.toArray();
  }
  return value;
}
