/**
 * Row logic of the grid (spec 3.3, 4, 5.5). Blank rows, ids and the saved form of a row are the
 * inline tables' own helpers (widgets/table/rows), so both tables agree; the grid adds the
 * required check over its column types (an empty files list is empty; zero counts as filled).
 */
import { isEmptyCell } from '../../../engine/format';
import {
  requiredMessage,
  rowsOf,
  savedRow,
  blankRow as tableBlankRow,
  withIds,
} from '../../widgets/table/rows';
import type { GridRow, ResolvedColumn } from './types';

export { isEmptyCell, rowsOf, savedRow, withIds };

/** A new row: every column's defaultValue (checkboxes unticked), flagged `isNewRecordDTable`. */
export function blankRow(columns: readonly ResolvedColumn[], id: number): GridRow {
  const valued = columns
    .filter((column) => column.type !== 'actions')
    .map(({ field, type, defaultValue }) => ({ field, type, defaultValue }));
  return { ...tableBlankRow(valued, id), id };
}

/** Spec 4: the required columns a row leaves empty (0 and false are values). */
export function missingRequired<C extends Pick<ResolvedColumn, 'field' | 'type'>>(
  row: Record<string, unknown>,
  columns: readonly (C & { required?: boolean })[],
): C[] {
  return columns.filter(
    (column) => column.required && column.type !== 'actions' && isEmptyCell(row[column.field]),
  );
}

/** Spec 5.5: "Please fill in required fields: {column names}". */
export function requiredFieldsMessage(labels: readonly string[]): string {
  return requiredMessage(labels.map((label) => ({ field: label, label })));
}
