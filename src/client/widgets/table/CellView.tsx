import type { ReactNode } from 'react';
import {
  DEFAULT_FRACTION_DIGITS,
  displayFieldValue,
  formatCurrency,
  formatNumber,
  fractionDigitsOr,
  parseNumber,
} from '../../../engine/format';
import { DEFAULT_SETTINGS, type EngineSettings, type TableColumn } from '../../../engine/types';
import { LoggedBoundary } from '../../components/LoggedBoundary';
import { useRefTitle } from '../../forms/widgets/select/use-ref-options';
import { choiceName } from './cell-choices';
import type { TableColumnDef } from './columns';
import { customCell } from './custom-cells';
import type { Row } from './rows';

/** What an empty cell shows (spec 8 empty displays: a dash). */
export const EMPTY_CELL = '–';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** How a saved cell reads (spec 9 formats); a dash when it is empty. */
export function cellText(column: TableColumn, value: unknown, settings: EngineSettings): string {
  if (isEmpty(value)) return EMPTY_CELL;
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
    case 'datetime':
      // As the form's fields and the detail page show them (the engine's field display):
      // a date in the long-month form (with its time if it holds an instant), a datetime
      // with its time, both on the hospital's clock.
      return displayFieldValue({ type: column.type }, value, settings) || String(value);
    case 'select':
      return choiceName(column.options, value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * Spec 5.5: errors in the table editor other than validation are only logged. A custom cell
 * that throws is logged and shows its value as plain text; the table keeps working.
 */
export function CellBoundary({ fallback, children }: { fallback: string; children: ReactNode }) {
  return (
    <LoggedBoundary failure="A table cell failed to render" fallback={fallback}>
      {children}
    </LoggedBoundary>
  );
}

/** One cell's content: a registered custom view, or the formatted text. */
export function CellContent({
  column,
  value,
  row,
  settings = DEFAULT_SETTINGS,
}: {
  column: TableColumnDef;
  value: unknown;
  row: Row;
  settings?: EngineSettings;
}) {
  if (column.ref && !isEmpty(value)) return <RefTitle refModel={column.ref} id={String(value)} />;
  const text = cellText(column, value, settings);
  const View = column.type === 'custom' ? customCell(column.key)?.view : undefined;
  if (!View || isEmpty(value)) return <>{text}</>;
  return (
    <CellBoundary fallback={text}>
      <View value={value} row={row} />
    </CellBoundary>
  );
}

/** A picked record (a ref column's id) by its title, as lists and details name it. */
function RefTitle({ refModel, id }: { refModel: string; id: string }) {
  return <>{useRefTitle(refModel, id)}</>;
}

/** Spec 3.3 empty table: an icon (unless showEmptySvgIcon is false) and a message. */
export function EmptyRows({
  showIcon,
  text = 'No data found',
}: {
  showIcon: boolean;
  text?: string;
}) {
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
      <span>{text}</span>
    </div>
  );
}
