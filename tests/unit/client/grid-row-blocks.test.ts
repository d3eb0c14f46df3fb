import { describe, expect, it } from 'vitest';
import {
  type BlockState,
  initialBlockState,
  placeRows,
  type RowItem,
} from '../../../src/client/grid/virtual/row-blocks';

const ROW = 44;
// Five rows a block keeps the cases small; as in the grid, a block holds more rows than are
// rendered at once (here four), so the rows rendered span two blocks at most.
const BLOCK_PX = 5 * ROW;
const items = (from: number, to: number, kept: number[] = []): RowItem[] =>
  [...kept, ...Array.from({ length: to - from + 1 }, (_, i) => from + i)].map((index) => ({
    index,
    key: `k${index}`,
    start: index * ROW,
  }));

/** Scrolls through `ranges` (first and last index rendered), returning every step's result. */
function scrollThrough(ranges: [number, number][], scrolling: boolean, kept: number[] = []) {
  let state: BlockState = initialBlockState();
  return ranges.map(([from, to]) => {
    const placed = placeRows(state, items(from, to, kept), BLOCK_PX, from, scrolling);
    state = placed.state;
    return placed;
  });
}

/** Item `i` of a list the test built, so its presence is certain. */
function nth<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

describe('grid row blocks (rows placed within their block)', () => {
  it('places each row at its own offset, counted from its body', () => {
    const placed = nth(scrollThrough([[3, 12]], false), 0);
    const all = placed.bodies.flatMap((body) => body.rows.map((row) => ({ body, row })));
    expect(all).toHaveLength(10);
    for (const { body, row } of all) expect(body.base + row.top).toBe(row.index * ROW);
    // Rows 3-4 in block 0 (even body), 5-9 in block 1 (odd), 10-12 in block 2 (even again).
    expect(placed.bodies.map((body) => body.rows.map((row) => row.index))).toEqual([
      [3, 4, 10, 11, 12],
      [5, 6, 7, 8, 9],
    ]);
  });

  it('gives `top` only a few values however far the list scrolls', () => {
    const ranges = Array.from({ length: 400 }, (_, i): [number, number] => [i, i + 3]);
    const tops = new Set(
      scrollThrough(ranges, true).flatMap((placed) =>
        placed.bodies.flatMap((body) => body.rows.map((row) => row.top)),
      ),
    );
    // Rows of the block in view and of the next one; never the 400 different list offsets.
    expect(tops.size).toBeLessThanOrEqual(8);
  });

  it('moves a body only to a block none of its rows in view belong to', () => {
    const steps = scrollThrough(
      Array.from({ length: 40 }, (_, i): [number, number] => [i, i + 3]),
      true,
    );
    for (let i = 1; i < steps.length; i += 1) {
      for (const body of nth(steps, i).bodies) {
        const before = nth(steps, i - 1).bodies.find((b) => b.id === body.id);
        if (!before || before.base === body.base) continue;
        // Rows it held before the move are not among the rows it holds after.
        const kept = body.rows.filter((row) => before.rows.some((r) => r.key === row.key));
        expect(kept).toEqual([]);
      }
    }
  });

  it('keeps a rendered row in its element (slot) while it stays in view', () => {
    const steps = scrollThrough(
      [
        [0, 3],
        [1, 4],
      ],
      true,
    );
    const [a, b] = [nth(steps, 0), nth(steps, 1)];
    const slotOf = (placed: typeof a, index: number) =>
      placed.bodies.flatMap((body) => body.rows).find((row) => row.index === index)?.slot;
    for (let index = 1; index <= 3; index += 1) expect(slotOf(b, index)).toBe(slotOf(a, index));
    // Row 0 left; row 4 is new and takes a free or new slot.
    expect(slotOf(b, 0)).toBeUndefined();
    expect(slotOf(b, 4)).toBeDefined();
  });

  it('while scrolling, keeps rows in slot order and bodies where they are; settled, in row order', () => {
    const scrolled = nth(
      scrollThrough(
        [
          [0, 3],
          [8, 11],
        ],
        true,
      ),
      1,
    );
    // Body 1 (block 1) holds the first row now, but bodies do not move while scrolling.
    expect(scrolled.bodies.map((body) => body.id)).toEqual([0, 1]);
    const settled = placeRows(scrolled.state, items(8, 11), BLOCK_PX, 8, false);
    expect(settled.bodies.map((body) => body.id)).toEqual([1, 0]);
    expect(settled.bodies.flatMap((body) => body.rows.map((row) => row.index))).toEqual([
      8, 9, 10, 11,
    ]);
  });

  it('a kept row far away does not move the bodies of the rows in view', () => {
    const placed = nth(scrollThrough([[40, 43]], true, [0]), 0);
    const row0 = placed.bodies.flatMap((body) => body.rows).find((row) => row.index === 0);
    const body0 = placed.bodies.find((body) => body.rows.some((row) => row.index === 0));
    // Block 0 and the rows in view (block 8) share the even body, which stays at block 8.
    expect(body0?.base).toBe(8 * BLOCK_PX);
    expect((body0?.base ?? 0) + (row0?.top ?? 0)).toBe(0);
  });
});
