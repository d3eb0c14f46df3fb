/**
 * Currency fields (spec 5.4, 9). Amounts are never negative here: refunds and balances are
 * separate records, so the input has no sign at all.
 */
import { DEFAULT_SETTINGS } from '../types';
import { type BlurResult, clamp, formatDecimal, parseNumber } from './number';

/**
 * Strips every character but digits and the first decimal point (spec 5.4: currency strips
 * non-numeric characters). A pasted "ETB 1,250.50" becomes "1250.50".
 */
export function filterCurrencyInput(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  let out = '';
  let seenPoint = false;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/** The shared fraction setting decides: exactly 2 digits when on, 0 to 2 when off. */
function currencyDigits(fixedFractionDigits: boolean | undefined): [number, number] {
  const fixed = fixedFractionDigits ?? DEFAULT_SETTINGS.fixedFractionDigits;
  return fixed ? [2, 2] : [0, 2];
}

export interface CurrencyBlurOptions {
  minimum?: number;
  maximum?: number;
  /** The shared setting (default on): show exactly 2 fraction digits. */
  fixedFractionDigits?: boolean;
}

/**
 * Spec 5.4, on blur: strip, clamp to minimum and maximum, format with thousand separators.
 * The value is the amount as shown (to the cent). Blank text gives no value.
 */
export function currencyOnBlur(raw: unknown, options: CurrencyBlurOptions = {}): BlurResult {
  const parsed = parseNumber(filterCurrencyInput(raw));
  if (parsed === undefined) return { value: undefined, text: '' };
  const opts = options ?? {};
  const [minDigits, maxDigits] = currencyDigits(opts.fixedFractionDigits);
  const text = formatDecimal(clamp(parsed, opts.minimum, opts.maximum), minDigits, maxDigits);
  return { value: parseNumber(text), text };
}

export interface CurrencyFormatOptions {
  /** Currency code shown before the amount; default the shared currency (spec 9: ETB). */
  currency?: string;
  fixedFractionDigits?: boolean;
}

/**
 * Shows an amount with its currency code, e.g. "ETB 1,250.00". The code comes first as plain
 * text rather than through Intl's currency style, which would print symbols or names that
 * differ between runtimes for ETB. Unreadable amounts give ''.
 */
export function formatCurrency(amount: unknown, options: CurrencyFormatOptions = {}): string {
  const value = parseNumber(amount);
  if (value === undefined) return '';
  const opts = options ?? {};
  const code = typeof opts.currency === 'string' ? opts.currency : DEFAULT_SETTINGS.currency;
  const [minDigits, maxDigits] = currencyDigits(opts.fixedFractionDigits);
  const text = formatDecimal(value, minDigits, maxDigits);
  return code ? `${code} ${text}` : text;
}
