import type { TableColumn } from '../../../engine/types';

/**
 * A column of an inline table (spec 3.3: text, select, checkbox, datetime, date, number,
 * currency, custom). The schema's column shape, plus the key a custom column's cell is
 * registered under (see custom-cells.ts).
 */
export interface TableColumnDef extends TableColumn {
  key?: string;
}

/** The column types inline tables know; anything else is edited and shown as text. */
export const INLINE_COLUMN_TYPES = [
  'text',
  'select',
  'checkbox',
  'datetime',
  'date',
  'number',
  'currency',
  'custom',
] as const;

/**
 * How a column's cells sit: amounts and numbers right-aligned with even digits so they can be
 * compared down the column, and formatted values (amounts, dates) kept on one line.
 */
export function cellAlign(column: TableColumn): string {
  switch (column.type) {
    case 'number':
    case 'currency':
      return 'text-right tabular-nums whitespace-nowrap';
    case 'date':
    case 'datetime':
      return 'whitespace-nowrap';
    default:
      return '';
  }
}
