import { describe, expect, it } from 'vitest';
import { nextCell, parseCellId } from '../../../src/client/grid/keyboard/navigation';
import {
  canDragRow,
  DRAG_THRESHOLD_PX,
  dropIndex,
  moveItem,
  moveRow,
} from '../../../src/client/grid/reorder/move-row';
import { assignSlots } from '../../../src/client/grid/virtual/recycle-slots';
import { withKeptRows } from '../../../src/client/grid/virtual/rows-in-view';

const bounds = { rows: 100, cols: 5, pageRows: 10 };

describe('grid keyboard (arrows move between cells)', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(nextCell({ row: 3, col: 2 }, { key: 'ArrowDown' }, bounds)).toEqual({ row: 4, col: 2 });
    expect(nextCell({ row: 3, col: 2 }, { key: 'ArrowUp' }, bounds)).toEqual({ row: 2, col: 2 });
    expect(nextCell({ row: 3, col: 2 }, { key: 'ArrowLeft' }, bounds)).toEqual({ row: 3, col: 1 });
    expect(nextCell({ row: 3, col: 2 }, { key: 'ArrowRight' }, bounds)).toEqual({ row: 3, col: 3 });
    expect(nextCell({ row: 0, col: 0 }, { key: 'ArrowUp' }, bounds)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 99, col: 4 }, { key: 'ArrowDown' }, bounds)).toEqual({
      row: 99,
      col: 4,
    });
    expect(nextCell({ row: 99, col: 4 }, { key: 'ArrowRight' }, bounds)).toEqual({
      row: 99,
      col: 4,
    });
  });

  it('Home, End, Page Up and Page Down; with Ctrl, the grid corners', () => {
    expect(nextCell({ row: 3, col: 2 }, { key: 'Home' }, bounds)).toEqual({ row: 3, col: 0 });
    expect(nextCell({ row: 3, col: 2 }, { key: 'End' }, bounds)).toEqual({ row: 3, col: 4 });
    expect(nextCell({ row: 3, col: 2 }, { key: 'End', ctrlKey: true }, bounds)).toEqual({
      row: 99,
      col: 4,
    });
    expect(nextCell({ row: 3, col: 2 }, { key: 'Home', metaKey: true }, bounds)).toEqual({
      row: 0,
      col: 0,
    });
    expect(nextCell({ row: 3, col: 2 }, { key: 'PageDown' }, bounds)).toEqual({ row: 13, col: 2 });
    expect(nextCell({ row: 3, col: 2 }, { key: 'PageUp' }, bounds)).toEqual({ row: 0, col: 2 });
  });

  it('other keys are not moves; an empty grid has nowhere to go; a stale cell is clamped', () => {
    expect(nextCell({ row: 0, col: 0 }, { key: 'Enter' }, bounds)).toBeUndefined();
    expect(
      nextCell({ row: 0, col: 0 }, { key: 'ArrowDown' }, { rows: 0, cols: 3 }),
    ).toBeUndefined();
    expect(nextCell({ row: 40, col: 9 }, { key: 'ArrowLeft' }, { rows: 5, cols: 3 })).toEqual({
      row: 4,
      col: 1,
    });
    expect(parseCellId('12:3')).toEqual({ row: 12, col: 3 });
    expect(parseCellId('x')).toBeUndefined();
  });
});

describe('grid reorder (spec 4)', () => {
  it('a drag starts after 8 px; rows in edit mode and unsaved rows cannot be dragged', () => {
    expect(DRAG_THRESHOLD_PX).toBe(8);
    expect(canDragRow(true, { mode: 'view', isNew: false })).toBe(true);
    expect(canDragRow(true, { mode: 'edit', isNew: false })).toBe(false);
    expect(canDragRow(true, { mode: 'view', isNew: true })).toBe(false);
    expect(canDragRow(false, { mode: 'view', isNew: false })).toBe(false);
  });

  it('moves a row up or down to where it was dropped', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(moveRow(rows, (r) => String(r.id), '3', '1').map((r) => r.id)).toEqual([3, 1, 2]);
    expect(moveRow(rows, (r) => String(r.id), '9', '1').map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('a dropped row lands on the row under its middle, within the rows there are', () => {
    // Rows of 44 px; the third row (index 2, starting at 88) dragged up or down.
    const drop = (deltaY: number) =>
      dropIndex({
        from: 2,
        start: 88,
        height: 44,
        deltaY,
        count: 5,
        indexAt: (offset) => (offset < 220 ? Math.floor(offset / 44) : undefined),
      });
    expect(drop(0)).toBe(2);
    expect(drop(-20)).toBe(2);
    expect(drop(-30)).toBe(1);
    expect(drop(-88)).toBe(0);
    expect(drop(-500)).toBe(0);
    expect(drop(50)).toBe(3);
    expect(drop(900)).toBe(4);
  });
});

describe('grid virtualization', () => {
  it('keeps the active and edited rows rendered when they scroll out of view', () => {
    expect(withKeptRows([10, 11, 12], [], 100)).toEqual([10, 11, 12]);
    expect(withKeptRows([10, 11, 12], [2, 11, 50, 200], 100)).toEqual([2, 10, 11, 12, 50]);
  });
});

describe('grid row recycling', () => {
  it('rows still in view keep their slot; rows scrolled in take the slots of rows that left', () => {
    const first = assignSlots(new Map(), [0, 1, 2, 3]);
    expect([...first]).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const scrolled = assignSlots(first, [2, 3, 4, 5]);
    expect(scrolled.get(2)).toBe(2);
    expect(scrolled.get(3)).toBe(3);
    expect(new Set([scrolled.get(4), scrolled.get(5)])).toEqual(new Set([0, 1]));
    // More rows than before: new slots; never two rows on one slot.
    const grown = assignSlots(scrolled, [2, 3, 4, 5, 6, 7]);
    expect(new Set(grown.values()).size).toBe(6);
  });
});
