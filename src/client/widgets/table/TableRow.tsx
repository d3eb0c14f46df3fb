import { useSortable } from '@dnd-kit/sortable';
import type { EngineSettings, SelectOption } from '../../../engine/types';
import { iconButtonClass, sortableStyle } from '../../forms/widgets/shared';
import { CellEditor } from './CellEditor';
import { CellContent } from './CellView';
import { cellAlign, type TableColumnDef } from './columns';
import { columnLabel, type Row } from './rows';

const actionClass =
  'rounded px-2 py-1 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800';

export interface TableRowProps {
  id: string;
  /** 1-based, for accessible names. */
  number: number;
  row: Row;
  columns: TableColumnDef[];
  settings: EngineSettings;
  /** Edited inline now (row editor style). */
  editing: boolean;
  invalid: ReadonlySet<string>;
  focusFirst: boolean;
  /** A handle column is shown; `draggable` says whether this row can move. */
  handle: boolean;
  draggable: boolean;
  locked: boolean;
  onChange(field: string, value: unknown, option?: SelectOption): void;
  onEdit(): void;
  onSave(): void;
  onCancel(): void;
  onDelete(): void;
}

/** One table row: a drag handle, its cells (editors while edited), and its actions. */
export function TableRow(props: TableRowProps) {
  const { id, number, row, columns, editing, invalid, handle, draggable, locked } = props;
  const sortable = useSortable({ id, disabled: !draggable });
  return (
    <tr
      ref={sortable.setNodeRef}
      style={sortableStyle(sortable)}
      data-row-key={id}
      className={`border-t border-slate-200 dark:border-slate-700 ${
        sortable.isDragging ? 'relative z-10 bg-white shadow-lg dark:bg-slate-900' : ''
      } ${editing ? 'bg-sky-50/60 dark:bg-sky-950/40' : ''}`}
    >
      {handle && (
        <td className="w-10 px-1">
          {draggable && (
            <button
              type="button"
              aria-label={`Reorder row ${number}`}
              className={`${iconButtonClass} cursor-grab touch-none active:cursor-grabbing`}
              {...sortable.attributes}
              {...sortable.listeners}
            >
              <span aria-hidden="true">⠿</span>
            </button>
          )}
        </td>
      )}
      {columns.map((column, index) => (
        <td key={column.field} className={`px-2 py-2 align-middle ${cellAlign(column)}`}>
          {editing ? (
            <CellEditor
              column={column}
              value={row[column.field]}
              label={`${columnLabel(column)}, row ${number}`}
              invalid={invalid.has(column.field)}
              autoFocus={props.focusFirst && index === 0}
              row={row}
              settings={props.settings}
              onChange={(value, option) => props.onChange(column.field, value, option)}
            />
          ) : (
            <span className="text-sm text-slate-800 dark:text-slate-100">
              <CellContent
                column={column}
                value={row[column.field]}
                row={row}
                settings={props.settings}
              />
            </span>
          )}
        </td>
      ))}
      <td className="w-[120px] px-2 py-2 text-right whitespace-nowrap">
        {editing ? (
          <>
            <button
              type="button"
              data-action="save"
              onClick={props.onSave}
              className={`${actionClass} text-sky-700 dark:text-sky-300`}
            >
              Save
            </button>
            <button
              type="button"
              data-action="cancel"
              onClick={props.onCancel}
              className={`${actionClass} text-slate-600 dark:text-slate-300`}
            >
              Cancel
            </button>
          </>
        ) : (
          !locked && (
            <>
              <button
                type="button"
                data-action="edit"
                aria-label={`Edit row ${number}`}
                disabled={row.disableEdit === true}
                onClick={props.onEdit}
                className={`${actionClass} text-sky-700 dark:text-sky-300`}
              >
                Edit
              </button>
              <button
                type="button"
                data-action="delete"
                aria-label={`Delete row ${number}`}
                disabled={row.disableDelete === true}
                onClick={props.onDelete}
                className={`${actionClass} text-red-600 dark:text-red-400`}
              >
                Delete
              </button>
            </>
          )
        )}
      </td>
    </tr>
  );
}
