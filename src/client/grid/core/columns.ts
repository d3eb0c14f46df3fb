/** Column logic of the grid (spec 3.3, 9): defaults, the actions column, widths, the name field. */
import type { GridColumn, GridFlags, ResolvedColumn } from './types';

/** Spec 9 grid constants. */
export const ACTIONS_COLUMN_WIDTH = 120;
export const GRID_TEXT_ROWS = 3;
export const DEFAULT_ADD_TEXT = 'Add Item';
export const EMPTY_TEXT = 'No data found';
export const EDIT_ITEM_TITLE = 'Edit Item';
/** Columns without a width or flex share the space but never shrink below this. */
export const MIN_COLUMN_WIDTH = 100;
export const ACTIONS_FIELD = 'actions';

function defaultAlign(column: GridColumn): ResolvedColumn['align'] {
  if (column.type === 'number') return 'right';
  if (column.type === 'checkbox') return 'center';
  if (column.type === 'actions') return 'right';
  return 'left';
}

/** One column with its defaults: text type, a label, editable unless said otherwise. */
export function resolveColumn(column: GridColumn): ResolvedColumn {
  const type = column.type ?? 'text';
  const actions = type === 'actions';
  return {
    ...column,
    type,
    headerName: column.headerName ?? (actions ? 'Actions' : column.field),
    editable: !actions && column.editable !== false,
    align: column.align ?? defaultAlign({ ...column, type }),
    rows: column.rows ?? GRID_TEXT_ROWS,
    width: actions ? (column.width ?? ACTIONS_COLUMN_WIDTH) : column.width,
  };
}

/**
 * The columns a grid shows, in order: hidden ones are kept (their values still count for the
 * required check) but flagged. An actions column is added at the end when rows can be edited
 * or deleted and the definitions name none; a given one is dropped when there is nothing to do.
 */
export function resolveColumns(
  columns: readonly GridColumn[],
  flags: Pick<GridFlags, 'editable' | 'deletable'>,
): ResolvedColumn[] {
  const withActions = flags.editable || flags.deletable;
  const resolved = columns
    .map((column) => resolveColumn(column))
    .filter((column) => withActions || column.type !== 'actions');
  if (withActions && !resolved.some((column) => column.type === 'actions')) {
    resolved.push(resolveColumn({ field: ACTIONS_FIELD, type: 'actions' }));
  }
  return resolved;
}

export function visibleColumns<T extends ResolvedColumn>(columns: readonly T[]): T[] {
  return columns.filter((column) => !column.hidden);
}

/** Columns a person fills in (the editors of a row form), in order. */
export function editableColumns<T extends ResolvedColumn>(columns: readonly T[]): T[] {
  return columns.filter((column) => column.editable && !column.hidden);
}

/**
 * Spec 4: a row added in row style is focused on its name field: the first editable, enabled
 * text column (`name` itself when there is one), else the first editable column.
 */
export function nameField(columns: readonly ResolvedColumn[]): string | undefined {
  const usable = editableColumns(columns).filter((column) => !column.disabled);
  const text = usable.filter((column) => column.type === 'text');
  return (
    text.find((column) => column.field === 'name')?.field ?? text[0]?.field ?? usable[0]?.field
  );
}

/** The CSS grid track of a column: a fixed width, a flex share, or an equal share. */
export function columnTrack(column: ResolvedColumn): string {
  if (typeof column.width === 'number' && column.width > 0) return `${column.width}px`;
  const flex = typeof column.flex === 'number' && column.flex > 0 ? column.flex : 1;
  return `minmax(${columnMinWidth(column)}px, ${flex}fr)`;
}

/** The narrowest a column gets: its width, else its own minimum, never below the shared one. */
export function columnMinWidth(column: ResolvedColumn): number {
  if (typeof column.width === 'number' && column.width > 0) return column.width;
  return typeof column.minWidth === 'number' && column.minWidth > MIN_COLUMN_WIDTH
    ? column.minWidth
    : MIN_COLUMN_WIDTH;
}
