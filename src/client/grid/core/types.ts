/**
 * The editable data grid's contracts (spec 3.3): rows, column definitions, editor styles and
 * flags. Framework-free: render functions return whatever the adapter renders (React nodes).
 */
/** A select option: `{id or value, name}`, or any keys named by `nameLabel` and `valueLabel`. */
export type GridOption = Record<string, unknown>;

/** Spec 3.3 column types. */
export const GRID_COLUMN_TYPES = [
  'text',
  'number',
  'date',
  'checkbox',
  'select',
  'file',
  'files',
  'actions',
  'custom',
] as const;
export type GridColumnType = (typeof GRID_COLUMN_TYPES)[number];

/** Spec 3.3: a row is an id plus one value per column; an unsaved new row is flagged. */
export type GridRow = Record<string, unknown> & {
  id: number | string;
  isNewRecordDTable?: boolean;
};

export type RowId = GridRow['id'];

export interface CellParams {
  row: GridRow;
  value: unknown;
  column: ResolvedColumn;
}

export interface EditCellParams extends CellParams {
  /** Stores a new value for this cell in the row's pending edit. */
  setValue(value: unknown): void;
  /** Accessible name for the editor: the column and the row number. */
  label: string;
}

/** Spec 3.3 column definition, as an implementer writes it. */
export interface GridColumn {
  field: string;
  headerName?: string;
  type?: GridColumnType;
  required?: boolean;
  hidden?: boolean;
  editable?: boolean;
  disabled?: boolean;
  defaultValue?: unknown;
  /** Fixed width in px; the actions column is 120 (spec 9). */
  width?: number;
  /** Share of the remaining width (like CSS `fr`); ignored when `width` is set. */
  flex?: number;
  /** The narrowest the column gets, in px, so its values' format fits (default 100). */
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  /** Select options; `nameLabel`/`valueLabel` name the keys holding the label and the value. */
  options?: GridOption[];
  nameLabel?: string;
  valueLabel?: string;
  multiline?: boolean;
  /** Text area rows when multiline (spec 9: grid text rows 3). */
  rows?: number;
  /** File kinds or MIME types a file column takes (spec 5.5 kinds, `image/*`, `.pdf`). */
  accept?: string;
  /** Where stored files are served from: the base URL kept under this browser-storage key. */
  serverUrl?: { localStorage?: string };
  renderCell?: (params: CellParams) => unknown;
  renderEditCell?: (params: EditCellParams) => unknown;
  /** Derives the shown value from the row: a function, or a dotted path (`patient.name`). */
  valueGetter?: ((row: GridRow) => unknown) | string;
}

/** A column with every default applied (see `resolveColumns`). */
export interface ResolvedColumn extends GridColumn {
  type: GridColumnType;
  headerName: string;
  editable: boolean;
  align: 'left' | 'center' | 'right';
  rows: number;
}

export type EditorStyle = 'row' | 'dialog' | 'sidebar';

export interface GridFlags {
  addable: boolean;
  editable: boolean;
  deletable: boolean;
  reorderable: boolean;
}

export const DEFAULT_FLAGS: GridFlags = {
  addable: true,
  editable: true,
  deletable: true,
  reorderable: false,
};
