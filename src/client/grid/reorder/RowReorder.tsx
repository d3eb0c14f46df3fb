import {
  DndContext,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { ROW_HEIGHT } from '../virtual/rows-in-view';
import { DRAG_THRESHOLD_PX } from './move-row';

/** Arrow keys move a lifted row one row up or down. */
const byRow: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === 'ArrowDown')
    return { ...currentCoordinates, y: currentCoordinates.y + ROW_HEIGHT };
  if (event.code === 'ArrowUp')
    return { ...currentCoordinates, y: currentCoordinates.y - ROW_HEIGHT };
  return undefined;
};

const announcements = {
  onDragStart: () => 'Row picked up. Arrow keys move it, Space drops it, Escape cancels.',
  onDragOver: () => '',
  onDragMove: () => '',
  onDragEnd: () => 'Row dropped.',
  onDragCancel: () => 'Move cancelled; the row is back in its place.',
};

/**
 * Drag-reordering of grid rows with dnd-kit (spec 4): a pointer drag starts after 8 px; the
 * handle answers the keyboard too. Each row is a plain draggable (no per-row droppables, which
 * would re-render every visible row as rows scroll in and out); the drop position is worked
 * out from how far the row moved, so it also works on virtualized rows.
 */
export function RowReorder({
  enabled,
  onMove,
  onDrop,
  onDragging,
  children,
}: {
  enabled: boolean;
  /** While dragging: the row's key and how far it has moved. */
  onMove(active: string, deltaY: number): void;
  /** Dropped: the row's key and how far it moved (the caller works out where it lands). */
  onDrop(active: string, deltaY: number): void;
  onDragging(active: string | undefined): void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: byRow }),
  );
  if (!enabled) return <>{children}</>;
  return (
    <DndContext
      sensors={sensors}
      accessibility={{ announcements }}
      onDragStart={({ active }) => onDragging(String(active.id))}
      onDragMove={({ active, delta }) => onMove(String(active.id), delta.y)}
      onDragCancel={() => onDragging(undefined)}
      onDragEnd={({ active, delta }) => {
        onDragging(undefined);
        onDrop(String(active.id), delta.y);
      }}
    >
      {children}
    </DndContext>
  );
}

export interface RowDrag {
  /** The handle's props: its attributes and pointer/keyboard listeners. */
  handle: Record<string, unknown>;
  /** How far the row has been dragged. */
  offsetY: number;
  dragging: boolean;
}

/** A row's part in the drag: rows that may not move (edit mode, unsaved) are disabled. */
export function useRowDrag(key: string, draggable: boolean): RowDrag {
  const drag = useDraggable({ id: key, disabled: !draggable });
  return {
    handle: { ...drag.attributes, ...drag.listeners },
    offsetY: drag.transform?.y ?? 0,
    dragging: drag.isDragging,
  };
}
