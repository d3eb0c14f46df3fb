/**
 * The rows of an inline table, a one_to_many field's or a record table's (spec 3.3, 4): blank
 * rows with column defaults, the required check (zero counts as filled), related columns
 * copied from a chosen option, ids.
 */
import { fetchedValues } from '../../../engine/form/fetch-from';
import { nextRowId } from '../../../engine/format';
import { withRowFormulas } from '../../../engine/formulas/row-formula';
import type { TableColumn } from '../../../engine/types';
import { isBlank } from '../../../engine/validation/values';

export type Row = Record<string, unknown> & {
  id?: unknown;
  disableEdit?: boolean;
  disableDelete?: boolean;
  isNewRecordDTable?: boolean;
};

/** The rows of a value; anything that is not a list of objects gives none. */
export function rowsOf(value: unknown): Row[] {
  if (!Array.isArray(value)) return [];
  return value.filter((r): r is Row => !!r && typeof r === 'object' && !Array.isArray(r));
}

/**
 * Spec 9: a row added in the browser gets the highest id plus 1, counting the rows the record
 * had when the form opened (`stored`). A stored row deleted in this edit keeps its id to
 * itself: a new row given that id would be sent as an update of the deleted row (sent-rows.ts
 * tells the server's rows from new ones by those ids), so the two kinds of id never meet.
 */
export function addedRowId(rows: readonly Row[], stored: readonly Row[] = []): number {
  return nextRowId([...rows, ...stored]);
}

/** Rows without an id get the next free one (addedRowId), in order. */
export function withIds(rows: readonly Row[], stored: readonly Row[] = []): Row[] {
  const out: Row[] = [];
  const all = [...rows, ...stored];
  for (const row of rows) {
    if (row.id === undefined || row.id === null || row.id === '') {
      const id = nextRowId([...all, ...out]);
      const next = { ...row, id };
      out.push(next);
      all.push(next);
    } else out.push(row);
  }
  return out;
}

/** A stable React key for a row. */
export function rowKey(row: Row, index: number): string {
  return row.id === undefined || row.id === null || row.id === ''
    ? `#${index}`
    : `id:${String(row.id)}`;
}

export function columnLabel(column: TableColumn): string {
  return column.label || column.field;
}

/** A new row: every column's defaultValue (checkboxes start unticked), flagged as unsaved. */
export function blankRow(columns: readonly TableColumn[], id: number): Row {
  const row: Row = { id, isNewRecordDTable: true };
  for (const column of columns) {
    if (column.defaultValue !== undefined) row[column.field] = column.defaultValue;
    else if (column.type === 'checkbox') row[column.field] = false;
  }
  return row;
}

/** Spec 4: required columns left empty (0 and false are values). */
export function missingColumns(row: Row, columns: readonly TableColumn[]): TableColumn[] {
  return columns.filter((c) => c.required && isBlank(row[c.field]));
}

/** Spec 5.5 alert text for a dialog or sidebar save that fails. */
export function requiredMessage(missing: readonly TableColumn[]): string {
  return `Please fill in required fields: ${missing.map(columnLabel).join(', ')}`;
}

/**
 * Spec 4: picking a select value copies related columns from the chosen option, one mechanism
 * for both kinds: a column whose `relatedFrom` names the changed column takes the option's
 * property of its own name; a column that `fetchFrom`s it (`service.price`) takes that field
 * of the picked record (a ref option carries it), and is emptied when the pick is cleared.
 * Formula columns are then computed again (the engine's row-formula.ts, as the server does).
 */
export function applyRelated(
  row: Row,
  columns: readonly TableColumn[],
  changed: string,
  option: Record<string, unknown> | undefined,
): Row {
  const record = option?.record as Record<string, unknown> | undefined;
  const fetchers = columns.map((column) => [column.field, column.fetchFrom] as const);
  const next: Row = { ...row, ...fetchedValues(fetchers, changed, record) };
  for (const column of columns)
    if (option && column.relatedFrom === changed && option[column.field] !== undefined)
      next[column.field] = option[column.field];
  return withRowFormulas(columns, next);
}

/** The row as stored: without the unsaved flag. */
export function savedRow(row: Row): Row {
  const { isNewRecordDTable: _unsaved, ...rest } = row;
  return rest;
}
