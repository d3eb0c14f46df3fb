import type { ReactNode } from 'react';
import { CellEditor } from '../../widgets/table/CellEditor';
import type { GridRow } from '../core/types';
import { GridCellContent } from '../view/GridCellContent';
import { tableColumnOf } from '../view/table-column';
import type { ViewColumn } from '../view/use-grid-table';
import { FileCellEditor } from './FileCellEditor';

export const editorClass =
  'block w-full min-w-0 rounded-[5px] border-[1.5px] border-slate-300 bg-white px-2 py-1.5 text-sm ' +
  'text-slate-900 focus:border-sky-600 focus:outline-none focus:ring-[1.7px] focus:ring-sky-600 ' +
  'aria-[invalid=true]:border-red-500 dark:scheme-dark dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export interface GridCellEditorProps {
  column: ViewColumn;
  row: GridRow;
  value: unknown;
  /** Accessible name: the column and the row number. */
  label: string;
  invalid: boolean;
  autoFocus?: boolean;
  onChange(value: unknown): void;
  onProblem?(message: string): void;
}

/**
 * The editor of one cell of a row in edit mode, by column type (spec 3.3): the column's own
 * `renderEditCell`, a text area for multiline text (3 rows), a file picker, or the inline
 * tables' cell editor. A column that is not editable keeps showing its value; a disabled one
 * shows its editor switched off.
 */
export function GridCellEditor(props: GridCellEditorProps) {
  const { column, row, value, label, invalid, autoFocus, onChange } = props;
  if (!column.editable) return <GridCellContent column={column} row={row} value={value} />;
  let editor: ReactNode;
  if (column.renderEditCell) {
    editor = column.renderEditCell({ row, value, column, setValue: onChange, label }) as ReactNode;
  } else if (column.type === 'text' && column.multiline) {
    editor = (
      <textarea
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-required={column.required || undefined}
        // biome-ignore lint/a11y/noAutofocus: a new or edited row starts on its name cell (spec 4)
        autoFocus={autoFocus}
        rows={column.rows}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value)}
        className={`${editorClass} resize-y`}
      />
    );
  } else if (column.type === 'file' || column.type === 'files') {
    editor = (
      <FileCellEditor
        value={value}
        multiple={column.type === 'files'}
        accept={column.accept}
        label={label}
        invalid={invalid}
        autoFocus={autoFocus}
        onChange={onChange}
        onProblem={props.onProblem}
      />
    );
  } else {
    editor = (
      <CellEditor
        column={tableColumnOf(column)}
        value={value}
        label={label}
        invalid={invalid}
        autoFocus={autoFocus}
        row={row}
        onChange={(next) => onChange(next)}
      />
    );
  }
  // A disabled fieldset switches off every control inside, whichever editor drew them.
  return column.disabled ? (
    <fieldset disabled className="contents">
      {editor}
    </fieldset>
  ) : (
    editor
  );
}
