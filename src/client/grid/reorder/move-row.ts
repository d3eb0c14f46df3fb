/** Row reordering (spec 4): what may be dragged, and where a dropped row lands. */

/** Spec 4: a drag starts after the pointer has moved 8 px. */
export const DRAG_THRESHOLD_PX = 8;

/** Moves the item at `from` to `to`, shifting the ones between (a drop in a list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Moves the row with key `active` to where the row with key `over` is. */
export function moveRow<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  active: string,
  over: string,
): T[] {
  const from = rows.findIndex((row) => keyOf(row) === active);
  const to = rows.findIndex((row) => keyOf(row) === over);
  return from < 0 || to < 0 ? [...rows] : moveItem(rows, from, to);
}

/**
 * Spec 4: rows can be dragged when the grid is reorderable, except a row in edit mode; an
 * unsaved new row has no place in the saved order yet either.
 */
export function canDragRow(
  reorderable: boolean,
  row: { mode: 'view' | 'edit'; isNew: boolean },
): boolean {
  return reorderable && row.mode === 'view' && !row.isNew;
}

/**
 * Where a dragged row lands (spec 4 reordering): the row whose span holds the dragged row's
 * middle after moving `deltaY`, found with `indexAt` (the virtualizer knows each row's offset,
 * edited rows being taller). Clamped to the rows there are.
 */
export function dropIndex({
  from,
  start,
  height,
  deltaY,
  count,
  indexAt,
}: {
  from: number;
  start: number;
  height: number;
  deltaY: number;
  count: number;
  indexAt(offset: number): number | undefined;
}): number {
  if (count <= 0) return from;
  const middle = start + height / 2 + deltaY;
  const found = indexAt(Math.max(0, middle));
  const index = found ?? (middle <= 0 ? 0 : count - 1);
  return Math.max(0, Math.min(count - 1, index));
}
