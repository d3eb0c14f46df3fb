import type { ComponentType } from 'react';
import type { CellEditorProps } from './CellEditor';
import type { Row } from './rows';

/**
 * Cells of `custom` columns, looked up by the column's `key` (the table counterpart of
 * custom fields): a screen registers its pieces once, e.g. a coloured triage badge. `view`
 * shows a saved value; `edit`, when given, edits it like any other cell.
 */
export interface CustomCell {
  view?: ComponentType<{ value: unknown; row: Row }>;
  edit?: ComponentType<CellEditorProps>;
}

const cells = new Map<string, CustomCell>();

export function registerCustomCell(key: string, cell: CustomCell): void {
  cells.set(key, cell);
}

export function customCell(key: string | undefined): CustomCell | undefined {
  return key ? cells.get(key) : undefined;
}
