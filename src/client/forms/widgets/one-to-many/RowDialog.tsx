import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import type { EngineSettings, SelectOption, TableColumn } from '../../../../engine/types';
import { CellEditor } from '../../../widgets/table/CellEditor';
import { columnLabel, type Row } from '../../../widgets/table/rows';
import { labelClass } from '../../field-style';
import { buttonClass, primaryButtonClass } from '../shared';

/**
 * Spec 4 dialog and sidebar editor styles: the row's columns as a small form in a modal
 * dialog, or in a panel along the right edge (400 px, the grid sidebar width).
 */
export function RowDialog({
  open,
  sidebar,
  title,
  row,
  columns,
  invalid,
  onChange,
  onSave,
  onCancel,
  renderEditor,
  settings,
  children,
}: {
  open: boolean;
  sidebar: boolean;
  title: string;
  row: Row | undefined;
  columns: TableColumn[];
  invalid: readonly string[];
  onChange(field: string, value: unknown, option?: SelectOption): void;
  onSave(): void;
  onCancel(): void;
  /** Draws a column's editor instead of the table's own (the data grid's column types). */
  renderEditor?(column: TableColumn, index: number): ReactNode;
  /** The hospital's settings (a datetime column is typed on its clock). */
  settings?: EngineSettings;
  /** More content in the panel, e.g. an alert about this form (outside it, the modal hides it). */
  children?: ReactNode;
}) {
  const place = sidebar ? 'justify-end' : 'items-center justify-center p-4';
  const panel = sidebar
    ? 'h-full w-full max-w-[400px] overflow-y-auto'
    : 'w-full max-w-lg rounded-lg max-h-[90vh] overflow-y-auto';
  return (
    <Dialog open={open && !!row} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className={`fixed inset-0 flex ${place}`}>
        <DialogPanel
          className={`${panel} bg-white p-5 shadow-xl dark:bg-slate-900 dark:text-slate-100`}
        >
          <DialogTitle className="mb-4 text-base font-semibold">{title}</DialogTitle>
          <div className="flex flex-col gap-4">
            {row &&
              columns.map((column, index) => (
                <div key={column.field} className="flex flex-col gap-1">
                  <span className={labelClass} aria-hidden="true">
                    {columnLabel(column)}
                    {column.required && <span className="text-red-500"> *</span>}
                  </span>
                  {renderEditor ? (
                    renderEditor(column, index)
                  ) : (
                    <CellEditor
                      column={column}
                      value={row[column.field]}
                      label={columnLabel(column)}
                      invalid={invalid.includes(column.field)}
                      autoFocus={index === 0}
                      settings={settings}
                      onChange={(value, option) => onChange(column.field, value, option)}
                    />
                  )}
                </div>
              ))}
          </div>
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={buttonClass} onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className={primaryButtonClass} onClick={onSave}>
              Save
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
