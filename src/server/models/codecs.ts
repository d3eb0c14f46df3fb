import { ZONED_INSTANT } from '../../engine/format/dates';
import type { LogicalType } from './table-plan';

/**
 * Values between the API and the database. Money travels as a decimal string with 2 digits
 * ("1250.50") and is stored exactly as minor units; flags as 0/1; lists and files as JSON text;
 * instants (a datetime, or a date given with a time) as UTC ISO-8601 text.
 */
export function toDb(logical: LogicalType, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  switch (logical) {
    case 'money':
      return moneyToCents(value);
    case 'boolean':
      return value === true ? 1 : 0;
    case 'json':
      return JSON.stringify(value);
    case 'number':
    case 'ref':
      return Number(value);
    case 'date':
      return utcInstant(value);
    default:
      return value;
  }
}

/**
 * An instant in UTC ("2026-11-24T13:30:00.000Z"): stored text sorts and compares in time
 * order only when every row is in the same zone. Calendar dates and other text stay as given.
 */
export function utcInstant(value: unknown): unknown {
  if (typeof value !== 'string' || !ZONED_INSTANT.test(value.trim())) return value;
  const at = new Date(value.trim());
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

export function fromDb(logical: LogicalType, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (logical) {
    case 'money':
      return centsToMoney(Number(value));
    case 'boolean':
      return Boolean(Number(value));
    case 'json':
      try {
        return JSON.parse(String(value));
      } catch {
        return null;
      }
    case 'number':
    case 'ref':
      return Number(value);
    case 'date':
      // Rows stored before instants were kept in UTC read as if they had been.
      return utcInstant(value);
    default:
      return value;
  }
}

const MONEY = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1250.5" -> 125050 without floating-point rounding; numbers are rounded to the cent. */
export function moneyToCents(value: unknown): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const match = MONEY.exec(String(value).replace(/,/g, '').trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function isMoney(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value < 1e13;
  return typeof value === 'string' && MONEY.test(value.replace(/,/g, '').trim());
}
