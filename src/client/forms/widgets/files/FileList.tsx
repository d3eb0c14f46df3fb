import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { FileEntry } from '../../../../engine/format';
import { FileRow, type SizeFormat } from './FileRow';

/** Sortable ids: filename plus size (spec 3.3 identity), made unique should two collide. */
function idsOf(entries: readonly FileEntry[]): string[] {
  const used = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.filename}\u0000${entry.size}`;
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    return n === 0 ? base : `${base}\u0000${n}`;
  });
}

/**
 * Spec 2.10 existing-files list: sizes (spec 9), a remove button per file, and reordering by
 * dragging (spec 4: starts after 5 px) or by keyboard (Space on the handle, arrows, Space).
 * With `onOpen` a file's name opens it (the viewers); with `onDownload` it can be saved.
 */
export function FileList({
  entries,
  label,
  listLabel,
  locked,
  reorderable,
  sizeFormat = 'decimal',
  onReorder,
  onRemove,
  onOpen,
  onDownload,
}: {
  entries: FileEntry[];
  label: string;
  /** The list's accessible name (default: "<label>: selected files"). */
  listLabel?: string;
  locked: boolean;
  reorderable: boolean;
  sizeFormat?: SizeFormat;
  onReorder(entries: FileEntry[]): void;
  onRemove(entry: FileEntry): void;
  onOpen?(entry: FileEntry): void;
  onDownload?(entry: FileEntry): void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = idsOf(entries);
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(entries, from, to));
  };
  if (entries.length === 0) return null;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul
          aria-label={listLabel ?? `${label}: selected files`}
          className="mt-2 flex flex-col gap-2"
        >
          {entries.map((entry, index) => (
            <FileRow
              key={ids[index]}
              id={ids[index] as string}
              entry={entry}
              draggable={reorderable && !locked && entries.length > 1}
              removable={!locked}
              sizeFormat={sizeFormat}
              onRemove={() => onRemove(entry)}
              onOpen={onOpen && (() => onOpen(entry))}
              onDownload={onDownload && (() => onDownload(entry))}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
