/**
 * Number fields (spec 5.4, 9): what may be typed, how text becomes a number and back, and what
 * happens on blur. Every function accepts anything and never throws, because the text comes
 * straight from an input or from stored form data of unknown shape.
 */

/** Spec 9: numbers show up to 4 fraction digits unless the field says otherwise. */
export const DEFAULT_FRACTION_DIGITS = 4;

// Intl accepts 0 to 100, but more than 20 digits only shows binary noise of a double.
const MAX_FRACTION_DIGITS = 20;

// A plain decimal after the thousand separators are removed: no exponent, no hex, no "Infinity".
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const formatters = new Map<string, Intl.NumberFormat>();

/** Number formatters are costly to build and grids format thousands of cells, so keep them. */
function formatter(minDigits: number, maxDigits: number, grouping: boolean): Intl.NumberFormat {
  const key = `${minDigits}:${maxDigits}:${grouping}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
      useGrouping: grouping,
      // "negative" drops the sign of a value that rounds to zero, so -0.00001 reads "0".
      signDisplay: 'negative',
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** A usable fraction-digit count, falling back when a schema holds something odd. */
export function fractionDigitsOr(digits: unknown, fallback: number): number {
  if (typeof digits !== 'number' || !Number.isFinite(digits)) return fallback;
  return Math.min(MAX_FRACTION_DIGITS, Math.max(0, Math.trunc(digits)));
}

/** Formats with en-US rules; '' for anything that is not a finite number. */
export function formatDecimal(
  n: unknown,
  minDigits: number,
  maxDigits: number,
  grouping = true,
): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  return formatter(minDigits, Math.max(minDigits, maxDigits), grouping).format(n);
}

/**
 * Keeps what a number input may hold while typing (spec 5.4): digits, a minus sign only as the
 * first character kept, and the first decimal point. Partial numbers such as "-" or "1." stay,
 * since the user is still typing; blur turns them into a number or nothing.
 */
export function filterNumberInput(raw: unknown): string {
  if (typeof raw !== 'string') return typeof raw === 'number' ? filterNumberInput(String(raw)) : '';
  let out = '';
  let seenPoint = false;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '-' && out === '') out = '-';
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/**
 * Reads a number from typed or stored text. Thousand separators are allowed between digits
 * ("1,250.5"); blank, partial ("-", ".") and non-numeric text give undefined.
 */
export function parseNumber(text: unknown): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? text + 0 : undefined;
  if (typeof text !== 'string') return undefined;
  const plain = text.trim().replace(/(\d),(?=\d)/g, '$1');
  if (!DECIMAL.test(plain)) return undefined;
  const value = Number(plain);
  // `+ 0` turns -0 into 0 so "-0" and "0" read the same.
  return Number.isFinite(value) ? value + 0 : undefined;
}

/**
 * Keeps n within the bounds that are set. The minimum is applied first, so when a schema gives
 * a minimum above its maximum the maximum wins, and the result is never above the maximum.
 */
export function clamp(n: number, minimum?: number, maximum?: number): number {
  let out = n;
  if (typeof minimum === 'number' && !Number.isNaN(minimum) && out < minimum) out = minimum;
  if (typeof maximum === 'number' && !Number.isNaN(maximum) && out > maximum) out = maximum;
  return out;
}

/** Spec 9: en-US thousand separators, up to `fractionDigits` fraction digits, no trailing zeros. */
export function formatNumber(n: number, fractionDigits = DEFAULT_FRACTION_DIGITS): string {
  return formatDecimal(n, 0, fractionDigitsOr(fractionDigits, DEFAULT_FRACTION_DIGITS));
}

export interface NumberBlurOptions {
  minimum?: number;
  maximum?: number;
  fractionDigits?: number;
  /** Show the number without thousand separators (ids, years). */
  noFormat?: boolean;
}

export interface BlurResult {
  value: number | undefined;
  text: string;
}

/**
 * Spec 5.4, on blur: parse, clamp to minimum and maximum, then format. The value is the number
 * as shown (rounded to the fraction digits), so what the user sees is what is saved. Blank or
 * unreadable text gives no value and empty text, which the required check then reports.
 */
export function numberOnBlur(raw: unknown, options: NumberBlurOptions = {}): BlurResult {
  const parsed = parseNumber(raw);
  if (parsed === undefined) return { value: undefined, text: '' };
  const opts = options ?? {};
  const digits = fractionDigitsOr(opts.fractionDigits, DEFAULT_FRACTION_DIGITS);
  const clamped = clamp(parsed, opts.minimum, opts.maximum);
  const text = formatDecimal(clamped, 0, digits, !opts.noFormat);
  return { value: parseNumber(text), text };
}
