import type { Row } from '@tanstack/react-table';
import { memo, type ReactNode, type RefObject, useCallback, useMemo, useRef } from 'react';
import { EmptyRows } from '../../widgets/table/CellView';
import { EMPTY_TEXT } from '../core/columns';
import type { GridRow } from '../core/types';
import type { RowEdit } from '../editing/grid-store';
import { canDragRow } from '../reorder/move-row';
import { BLOCK_ROWS, initialBlockState, placeRows } from '../virtual/row-blocks';
import { OVERSCAN, ROW_HEIGHT } from '../virtual/rows-in-view';
import { type RowVirtualizer, useRowVirtualizer } from '../virtual/use-row-virtualizer';
import { GridBodyRow } from './GridBodyRow';
import type { GridFeatures } from './use-grid-table';

export interface GridRowsProps {
  /** The scroll box, once it is in the page (a parent's ref is set after this body's effects). */
  scrollElement: HTMLElement | null;
  /** Filled with the virtualizer, for the parts of the grid that scroll to or measure rows. */
  virtualRef: RefObject<RowVirtualizer | null>;
  rows: readonly Row<GridFeatures, GridRow>[];
  keys: readonly string[];
  edits: Readonly<Record<string, RowEdit>>;
  inlineEditing: boolean;
  template: string;
  reorderable: boolean;
  activeRow: number;
  activeCol: number;
  rowOffset: number;
  colCount: number;
  emptyText?: string;
  renderActions(row: GridRow, index: number, tabbable: boolean): ReactNode;
  onChange(key: string, field: string, value: unknown): void;
  onProblem(message: string): void;
}

/**
 * The grid's body: only the rows in view (and the active and edited ones) are rendered. It owns
 * the virtualizer, so scrolling re-renders this part alone, not the grid around it (nor the
 * drag-and-drop context, which is costly to render).
 */
export const GridRows = memo(function GridRows(props: GridRowsProps) {
  const { rows, keys, edits, activeRow } = props;
  const keep = useMemo(() => {
    const editing = keys.flatMap((key, index) => (edits[key] ? [index] : []));
    return activeRow < keys.length ? [activeRow, ...editing] : editing;
  }, [keys, edits, activeRow]);
  // Rows scrolled into view recycle the elements of rows scrolled out, in two bodies that
  // take turns (see row-blocks.ts).
  const blocks = useRef(initialBlockState());
  // Stable while the rows are: the virtualizer works out every row's position again (10,000
  // of them) whenever its key function changes, which would be on every scrolled frame.
  const keyOf = useCallback((index: number) => keys[index] ?? String(index), [keys]);
  const virtualizer = useRowVirtualizer({
    count: keys.length,
    scrollElement: props.scrollElement,
    keyOf,
    keep,
  });
  props.virtualRef.current = virtualizer;
  const margin = virtualizer.options.scrollMargin;
  const placed = placeRows(
    blocks.current,
    virtualizer.getVirtualItems().map((item) => ({
      index: item.index,
      key: keys[item.index] ?? `#${item.index}`,
      start: item.start - margin,
    })),
    BLOCK_ROWS * ROW_HEIGHT,
    (virtualizer.range?.startIndex ?? 0) - OVERSCAN,
    virtualizer.isScrolling,
  );
  blocks.current = placed.state;
  return (
    <>
      {/* The rows' length, for the scroll box; the rows themselves are in the bodies below. */}
      <tbody className="grid text-sm" style={{ height: virtualizer.getTotalSize() }}>
        {keys.length === 0 && (
          <tr aria-rowindex={2} className="grid">
            <td colSpan={props.colCount}>
              <EmptyRows showIcon text={props.emptyText ?? EMPTY_TEXT} />
            </td>
          </tr>
        )}
      </tbody>
      {placed.bodies.map((body) => (
        <tbody
          key={body.id}
          className="absolute left-0 grid w-full text-sm"
          style={{ top: margin + body.base }}
        >
          {body.rows.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const edit = edits[row.id];
            return (
              <GridBodyRow
                key={`slot:${item.slot}`}
                row={row}
                index={item.index}
                number={props.rowOffset + item.index + 1}
                start={item.top}
                template={props.template}
                edit={props.inlineEditing ? edit : undefined}
                editing={!!edit}
                activeCol={activeRow === item.index ? props.activeCol : -1}
                handle={props.reorderable}
                draggable={canDragRow(props.reorderable, {
                  mode: edit ? 'edit' : 'view',
                  isNew: row.original.isNewRecordDTable === true,
                })}
                measureRef={virtualizer.measureElement}
                renderActions={props.renderActions}
                onChange={props.onChange}
                onProblem={props.onProblem}
              />
            );
          })}
        </tbody>
      ))}
    </>
  );
});
