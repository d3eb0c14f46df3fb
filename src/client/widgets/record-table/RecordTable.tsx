import { DEFAULT_SETTINGS, type EngineSettings } from '../../../engine/types';
import { EmptyRows } from '../table/CellView';
import type { TableColumnDef } from '../table/columns';
import { EditableTable } from '../table/EditableTable';
import type { ErrorReport } from '../table/logged';
import type { Row } from '../table/rows';
import { useTableEditor } from '../table/use-table-editor';

export interface RecordTableProps {
  /** The table's accessible name. */
  label: string;
  columns: TableColumnDef[];
  rows: Row[];
  /**
   * Receives every saved change (a row saved, deleted). It may be async, e.g. a call to the
   * server; when it throws or fails, the error is logged (spec 5.5) and the table stays.
   */
  onChange(rows: Row[]): unknown;
  addText?: string;
  /** No add, edit or delete: the rows are only shown. */
  readOnly?: boolean;
  settings?: EngineSettings;
  /** Where errors other than validation go (default: the console). */
  report?: ErrorReport;
}

/**
 * Spec 2.10 inline record table: rows edited in place, one pending edit per row until Save
 * or Cancel; Cancel discards a new row; picking a select value copies the related columns
 * from the chosen option; rows may carry disableEdit and disableDelete.
 */
export function RecordTable({
  label,
  columns,
  rows,
  onChange,
  addText = 'Add Item',
  readOnly = false,
  settings = DEFAULT_SETTINGS,
  report,
}: RecordTableProps) {
  const table = useTableEditor(rows, columns, onChange, report);
  return (
    <EditableTable
      table={table}
      columns={columns}
      settings={settings}
      label={label}
      inline
      reorderable={false}
      locked={readOnly}
      addText={addText}
      empty={<EmptyRows showIcon />}
    />
  );
}
