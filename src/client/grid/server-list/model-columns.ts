/**
 * Columns of a model's list, from its schema (`list.columns`, spec 3.1 / DESIGN 3.1): each
 * named field becomes a read-only grid column labelled as in forms, showing its values as the
 * engine formats them (spec 9: dates, times and money in the hospital's formats), the
 * records a `ref` names and the staff a stamp names (ordered_by) by their titles, each column at
 * least as wide as its values' format.
 */
import {
  columnChars,
  displayFieldValue,
  fieldDisplay,
  type RefTitles,
  stampedName,
} from '../../../engine/format';
import {
  DEFAULT_SETTINGS,
  type EngineSettings,
  type FieldSchema,
  type ModelSchema,
} from '../../../engine/types';
import type { GridColumn, GridRow } from '../core/types';

/** About the width of a character of the grid's text, and a cell's padding, in px. */
const CHAR_PX = 8;
const CELL_PADDING_PX = 24;

export interface ColumnContext {
  /** The page's titles of referenced records (`titles` of the list answer). */
  titles?: RefTitles;
  settings?: EngineSettings;
}

/** A ref cell: the titles of the records it names, else their numbers (not the reader's to read). */
function refText(titles: RefTitles | undefined, name: string, value: unknown): string | undefined {
  const ids = (Array.isArray(value) ? value : [value]).filter(
    (id) => id !== null && id !== undefined && id !== '',
  );
  if (ids.length === 0) return undefined;
  return ids.map((id) => titles?.[name]?.[String(id)] ?? `#${String(id)}`).join(', ');
}

function valueColumn(
  schema: ModelSchema,
  name: string,
  field: FieldSchema,
  context: ColumnContext,
): GridColumn {
  const settings = { ...DEFAULT_SETTINGS, ...context.settings };
  const chars = columnChars(schema, name, settings);
  return {
    field: name,
    headerName: field.label ?? name,
    type: 'text',
    editable: false,
    align: fieldDisplay(field).align,
    ...(chars ? { minWidth: chars * CHAR_PX + CELL_PADDING_PX } : {}),
    valueGetter: field.ref
      ? (row: GridRow) => refText(context.titles, name, row[name])
      : (row: GridRow) =>
          stampedName(field, name, row[name], context.titles) ??
          (displayFieldValue(field, row[name], settings) || undefined),
  };
}

export function modelColumns(schema: ModelSchema, context: ColumnContext = {}): GridColumn[] {
  const names = schema.list?.columns ?? Object.keys(schema.fields).slice(0, 6);
  return names
    .filter((name) => name === 'id' || schema.fields[name])
    .map((name): GridColumn => {
      const field = schema.fields[name];
      if (!field) return { field: name, headerName: 'ID', type: 'text', editable: false };
      // Files keep the grid's own cell: their names link to the stored files.
      if (field.type === 'file' || field.type === 'files') {
        const type = field.type === 'files' || field.multiple ? 'files' : 'file';
        return { field: name, headerName: field.label ?? name, type, editable: false };
      }
      return valueColumn(schema, name, field, context);
    });
}
