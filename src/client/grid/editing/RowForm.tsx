import type { ReactNode } from 'react';
import { RowDialog } from '../../forms/widgets/one-to-many/RowDialog';
import { EDIT_ITEM_TITLE, editableColumns } from '../core/columns';
import type { GridRow } from '../core/types';
import { cellValue } from '../core/values';
import { tableColumnOf } from '../view/table-column';
import type { ViewColumn } from '../view/use-grid-table';
import { GridCellEditor } from './GridCellEditor';
import type { RowEdit } from './grid-store';

/**
 * Spec 4 dialog and sidebar editor styles: the row's editable columns as a small form, in a
 * modal dialog or a 400 px panel at the right edge (the shared row dialog, with the grid's own
 * cell editors), titled with the add-item text for a new row and "Edit Item" otherwise.
 */
export function RowForm({
  open,
  sidebar,
  title,
  edit,
  columns,
  onChange,
  onSave,
  onCancel,
  onProblem,
  children,
}: {
  open: boolean;
  sidebar: boolean;
  /** The add-item text for a new row; "Edit Item" when not given. */
  title?: string;
  edit: RowEdit | undefined;
  columns: readonly ViewColumn[];
  onChange(field: string, value: unknown): void;
  onSave(): void;
  onCancel(): void;
  onProblem(message: string): void;
  /** The grid's alert while the form is open: outside the modal it would be hidden. */
  children?: ReactNode;
}) {
  const shown = editableColumns(columns);
  const draft = edit?.draft;
  const missing = edit?.missing ?? [];
  return (
    <RowDialog
      open={open}
      sidebar={sidebar}
      title={title ?? EDIT_ITEM_TITLE}
      row={draft}
      columns={shown.map(tableColumnOf)}
      invalid={missing}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
      renderEditor={(tableColumn, index) => {
        const column = shown.find((c) => c.field === tableColumn.field);
        if (!column || !draft) return null;
        return (
          <GridCellEditor
            column={column}
            row={draft as GridRow}
            value={cellValue(draft as GridRow, column)}
            label={column.headerName}
            invalid={missing.includes(column.field)}
            autoFocus={index === 0}
            onChange={(value) => onChange(column.field, value)}
            onProblem={onProblem}
          />
        );
      }}
    >
      {children}
    </RowDialog>
  );
}
