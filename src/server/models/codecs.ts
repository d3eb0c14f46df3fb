import { centsToMoney, isMoney, moneyToCents } from '../../engine/billing/money';
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

// Money's one definition is the engine's, shared with the browser (engine/billing/money.ts).
export { centsToMoney, isMoney, moneyToCents };
