import type { Row } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import type { GridRow } from '../core/types';
import { cellValue } from '../core/values';
import { GridCellEditor } from '../editing/GridCellEditor';
import type { RowEdit } from '../editing/grid-store';
import { cellId } from '../keyboard/navigation';
import { type RowDrag, useRowDrag } from '../reorder/RowReorder';
import { GridCellContent } from './GridCellContent';
import type { GridFeatures } from './use-grid-table';
import './grid-body.css';

/** Cells holding controls (editors, buttons) centre them; text cells are one truncated line. */
const widgetAlign = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };
const textAlign = { left: 'text-left', center: 'text-center', right: 'text-right' };
const WIDGET_CELL = 'flex items-center gap-1 py-1';
/** One line of text, centred in the 44 px row (43 px and its bottom border): grid-body.css. */
const TEXT_CELL = 'tena-grid-text';

export interface GridBodyRowProps {
  row: Row<GridFeatures, GridRow>;
  /** 0-based position among the grid's rows. */
  index: number;
  /** 1-based number used in accessible names (the page offset included). */
  number: number;
  /** Top of the row inside the body, from the virtualizer. */
  start: number;
  template: string;
  /** Pending values while the row is edited inline (row editor style). */
  edit?: RowEdit;
  /** In edit mode, in any editor style. */
  editing: boolean;
  /** The active cell's column when this row holds it, else -1. */
  activeCol: number;
  /** A reorder handle column is shown; `draggable` says whether this row can move. */
  handle: boolean;
  draggable: boolean;
  measureRef(element: HTMLElement | null): void;
  renderActions?(row: GridRow, index: number, tabbable: boolean): ReactNode;
  onChange(key: string, field: string, value: unknown): void;
  onProblem?(message: string): void;
}

function RowLayout(props: GridBodyRowProps & { drag?: RowDrag }) {
  const { row, index, number, edit, activeCol, handle, drag } = props;
  const key = row.id;
  const values = edit?.draft ?? row.original;
  const missing = new Set(edit?.missing ?? []);
  const offset = handle ? 1 : 0;
  const cellProps = (col: number, extra = '') => ({
    'data-cell': cellId({ row: index, col }),
    tabIndex: activeCol === col ? 0 : -1,
    'aria-colindex': col + 1,
    className: `tena-grid-cell ${extra}`,
  });
  return (
    <tr
      ref={props.measureRef}
      data-index={index}
      data-row-key={key}
      data-mode={props.editing ? 'edit' : 'view'}
      aria-rowindex={number + 1}
      // Containment keeps a row's style, layout and paint to itself: rows scrolled into view
      // cost only their own work. A row in view mode has a fixed height; an edited one grows.
      className={`absolute top-0 left-0 grid w-full border-b border-slate-200 dark:border-slate-700/70 ${
        props.editing
          ? 'min-h-11 bg-sky-50/80 contain-layout contain-paint dark:bg-sky-950/40'
          : 'h-11 bg-white contain-strict hover:bg-slate-50 dark:bg-slate-900 dark:hover:bg-slate-800/60'
      } ${drag?.dragging ? 'z-20 shadow-lg ring-1 ring-sky-400' : ''}`}
      style={{
        gridTemplateColumns: props.template,
        // Placed with `top`, not a transform: a row given a transform of its own costs every
        // scrolled frame paint work (bench/grid), and a 3D one a compositing layer per row.
        top: props.start + (drag?.offsetY ?? 0),
      }}
    >
      {handle && (
        <td {...cellProps(0, `${WIDGET_CELL} justify-center px-1`)}>
          {props.draggable && drag && (
            <button
              type="button"
              aria-label={`Reorder row ${number}`}
              tabIndex={activeCol >= 0 ? 0 : -1}
              className="inline-flex size-7 cursor-grab touch-none items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing dark:hover:bg-slate-800 dark:hover:text-slate-200"
              {...drag.handle}
            >
              ⠿
            </button>
          )}
        </td>
      )}
      {row.getVisibleCells().map((cell, i) => {
        const column = cell.column.columnDef.meta?.grid;
        if (!column) return null;
        const col = i + offset;
        const value = edit ? cellValue(values as GridRow, column) : cell.getValue();
        const widget = column.type === 'actions' || !!edit;
        // An editor fits its column, whatever least width the shared cell editor asks for.
        const layout = widget
          ? `${WIDGET_CELL} ${widgetAlign[column.align]} ${edit ? '*:min-w-0' : ''}`
          : `${TEXT_CELL} ${textAlign[column.align]}`;
        return (
          <td key={column.field} data-field={column.field} {...cellProps(col, layout)}>
            {column.type === 'actions' ? (
              props.renderActions?.(row.original, index, activeCol >= 0)
            ) : edit ? (
              <GridCellEditor
                column={column}
                row={values as GridRow}
                value={value}
                label={`${column.headerName}, row ${number}`}
                invalid={missing.has(column.field)}
                onChange={(next) => props.onChange(key, column.field, next)}
                onProblem={props.onProblem}
              />
            ) : (
              <GridCellContent column={column} row={row.original} value={value} />
            )}
          </td>
        );
      })}
    </tr>
  );
}

function DraggableRow(props: GridBodyRowProps) {
  const drag = useRowDrag(props.row.id, props.draggable);
  return <RowLayout {...props} drag={drag} />;
}

/** One body row of the grid; re-renders only when its own props change. */
export const GridBodyRow = memo(function GridBodyRow(props: GridBodyRowProps) {
  return props.handle ? <DraggableRow {...props} /> : <RowLayout {...props} />;
});
