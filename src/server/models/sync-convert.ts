import { centsToMoney, fromDb, isMoney, moneyToCents } from './codecs';
import type { LogicalType } from './table-plan';

/**
 * The type changes a sync applies to a column that holds values. Each turns a stored value
 * (as the database hands it back) into the value the new type stores, or answers undefined
 * when that value would not survive the change; a model with any such row is left as it was.
 *
 * - number, money, boolean, date -> text: always ("0.5", "1250.50", "true"/"false", the date);
 * - money -> number and boolean -> number (1/0): always;
 * - text -> number: when the text is a decimal number ("12", "-0.5", "1e3");
 * - text -> money: when the text is an amount of at most two decimals ("1,250.50");
 * - number -> money: when the number is a whole count of cents from 0 to 10^13.
 *
 * Every other change (to boolean, date, ref or json, from ref or json) is applied to an empty
 * column only.
 */
type Converter = (value: unknown) => unknown;

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

const CONVERTERS: Partial<Record<LogicalType, Partial<Record<LogicalType, Converter>>>> = {
  text: {
    number: (value) => {
      const text = String(value).trim();
      if (!NUMBER_TEXT.test(text)) return undefined;
      const number = Number(text);
      return Number.isFinite(number) ? number : undefined;
    },
    money: (value) => (isMoney(String(value)) ? moneyToCents(String(value)) : undefined),
  },
  number: {
    text: (value) => String(Number(value)),
    money: (value) => {
      const number = Number(value);
      const cents = Math.round(number * 100);
      return isMoney(number) && cents / 100 === number ? cents : undefined;
    },
  },
  money: {
    text: (value) => centsToMoney(Number(value)),
    number: (value) => Number(value) / 100,
  },
  boolean: {
    text: (value) => (Number(value) ? 'true' : 'false'),
    number: (value) => (Number(value) ? 1 : 0),
  },
  date: { text: (value) => String(value) },
};

/** Whether the sync converts stored values of type `from` to type `to` at all. */
export function converts(from: LogicalType, to: LogicalType): boolean {
  return CONVERTERS[from]?.[to] !== undefined;
}

/** The stored value under the new type, or undefined when it cannot be converted. */
export function convertStored(from: LogicalType, to: LogicalType, value: unknown): unknown {
  return CONVERTERS[from]?.[to]?.(value);
}

/** A stored value as a person would recognise it in an error message. */
export function describeStored(logical: LogicalType, value: unknown): string {
  const shown = JSON.stringify(fromDb(logical, value)) ?? String(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
}
