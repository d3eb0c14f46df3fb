import type { Row } from '@tanstack/react-table';
import { memo, type ReactNode, type RefObject, useCallback, useMemo, useRef } from 'react';
import { EmptyRows } from '../../widgets/table/CellView';
import { EMPTY_TEXT } from '../core/columns';
import type { GridRow } from '../core/types';
import type { RowEdit } from '../editing/grid-store';
import { canDragRow } from '../reorder/move-row';
import { assignSlots } from '../virtual/recycle-slots';
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
  // Rows scrolled into view recycle the elements of rows scrolled out (see recycle-slots.ts).
  const slots = useRef(new Map<string, number>());
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
  const items = virtualizer.getVirtualItems();
  const keyAt = (index: number) => keys[index] ?? `#${index}`;
  slots.current = assignSlots(
    slots.current,
    items.map((item) => keyAt(item.index)),
  );
  // While the list scrolls, rows stay in the page in slot order: a row scrolled in takes over
  // an element where it stands, instead of React moving that element to the other end of the
  // body, which made the browser style the moved row afresh every frame (bench/grid). Rows are
  // placed by `top`, so nothing moves on screen; once scrolling settles (150 ms) the page is put
  // back in row order, so assistive technology reading the page meets the rows in order.
  const inPageOrder = virtualizer.isScrolling
    ? [...items].sort(
        (a, b) =>
          (slots.current.get(keyAt(a.index)) ?? 0) - (slots.current.get(keyAt(b.index)) ?? 0),
      )
    : items;
  return (
    <tbody className="relative grid text-sm" style={{ height: virtualizer.getTotalSize() }}>
      {inPageOrder.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const edit = edits[row.id];
        return (
          <GridBodyRow
            key={`slot:${slots.current.get(row.id)}`}
            row={row}
            index={item.index}
            number={props.rowOffset + item.index + 1}
            start={item.start - virtualizer.options.scrollMargin}
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
      {keys.length === 0 && (
        <tr aria-rowindex={2} className="grid">
          <td colSpan={props.colCount}>
            <EmptyRows showIcon text={props.emptyText ?? EMPTY_TEXT} />
          </td>
        </tr>
      )}
    </tbody>
  );
});
