import { type RefObject, useState } from 'react';
import type { RowVirtualizer } from '../virtual/use-row-virtualizer';
import { dropIndex } from './move-row';

/**
 * Where a dragged row would land and the line drawn there while dragging (rows in between do
 * not move, so virtualized rows need no droppable each), and the move made on drop.
 */
export function useRowDrop({
  keys,
  virtualRef,
  onMove,
  onDragging,
}: {
  keys: readonly string[];
  virtualRef: RefObject<RowVirtualizer | null>;
  onMove(active: string, over: string): void;
  onDragging(dragging: boolean): void;
}) {
  const [drag, setDrag] = useState<{ key: string; deltaY: number }>();
  const landing = (from: number, deltaY: number) => {
    const virtualizer = virtualRef.current;
    const item = virtualizer?.measurementsCache[from];
    if (!virtualizer || !item) return from;
    return dropIndex({
      from,
      start: item.start,
      height: item.size,
      deltaY,
      count: keys.length,
      indexAt: (offset) => virtualizer.getVirtualItemForOffset(offset)?.index,
    });
  };
  const from = drag ? keys.indexOf(drag.key) : -1;
  const to = drag && from >= 0 ? landing(from, drag.deltaY) : -1;
  const target = virtualRef.current?.measurementsCache[to];
  return {
    /** Offset of the drop line from the top of the scroll content, while it means a move. */
    line: target && to !== from ? (to < from ? target.start : target.end) : undefined,
    handlers: {
      onDragging(key: string | undefined) {
        onDragging(key !== undefined);
        setDrag(key === undefined ? undefined : { key, deltaY: 0 });
      },
      onMove(key: string, deltaY: number) {
        setDrag({ key, deltaY });
      },
      onDrop(key: string, deltaY: number) {
        const start = keys.indexOf(key);
        const end = landing(start, deltaY);
        const over = keys[end];
        if (start >= 0 && over !== undefined && end !== start) onMove(key, over);
      },
    },
  };
}
