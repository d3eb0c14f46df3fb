import {
  DEFAULT_FRACTION_DIGITS,
  formatCurrency,
  formatDateTime,
  formatLongDate,
  formatNumber,
  fractionDigitsOr,
  parseNumber,
} from '../../../../engine/format';
import type { EngineSettings, TableColumn } from '../../../../engine/types';
import { toChoice } from '../select/choices';

/** How a saved cell reads (spec 9 formats); a dash when it is empty. */
export function cellText(column: TableColumn, value: unknown, settings: EngineSettings): string {
  if (value === undefined || value === null || value === '') return '–';
  switch (column.type) {
    case 'checkbox':
      return value === true || value === 'true' ? 'Yes' : 'No';
    case 'number': {
      const n = parseNumber(value);
      const digits = Math.min(8, fractionDigitsOr(column.fractionDigits, DEFAULT_FRACTION_DIGITS));
      return n === undefined ? String(value) : formatNumber(n, digits);
    }
    case 'currency':
      return (
        formatCurrency(value, { currency: settings.currency, fixedFractionDigits: true }) ||
        String(value)
      );
    case 'date':
      return formatLongDate(String(value), settings.timeZone) || String(value);
    case 'datetime':
      return formatDateTime(String(value), settings.timeZone) || String(value);
    case 'select': {
      const found = (column.options ?? [])
        .map((o) => toChoice(o))
        .find((c) => c && c.key === String(value));
      return found?.name ?? String(value);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Spec 3.3 empty table: an icon (unless showEmptySvgIcon is false) and "No data found". */
export function EmptyRows({ showIcon }: { showIcon: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 py-8 text-sm text-slate-500 dark:text-slate-400">
      {showIcon && (
        <svg
          viewBox="0 0 48 48"
          className="size-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="8" y="10" width="32" height="28" rx="3" />
          <path d="M8 18h32M18 18v20" />
          <circle cx="34" cy="34" r="6" className="fill-white dark:fill-slate-900" />
          <path d="M31.5 31.5l5 5m0-5-5 5" />
        </svg>
      )}
      <span>No data found</span>
    </div>
  );
}
