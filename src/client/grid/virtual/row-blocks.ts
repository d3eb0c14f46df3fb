/**
 * Where virtualized rows are placed, so that scrolling restyles only the rows that come into
 * view. Chromium styles an element slower and slower the more different `top` values it has
 * been given over a scroll (bench/grid: 5 ms a frame at first, over 20 ms after a few hundred
 * frames of 10,000 rows), so a row's `top` is never its offset in the whole list: rows are
 * grouped in blocks of BLOCK_ROWS, and each row is placed within its block's body, which
 * gives `top` a small set of values that repeat. Two bodies take turns (even and odd blocks):
 * when the view reaches a new block, the body that moves to it holds none of the rows in
 * view, so moving it restyles no row that was already there. Pure, so it is unit-tested.
 */
import { assignSlots } from './recycle-slots';

/** Rows in a block; more than are ever rendered at once, so the view spans two blocks at most. */
export const BLOCK_ROWS = 64;

export type BodyId = 0 | 1;

export interface RowItem {
  index: number;
  key: string;
  /** Offset of the row's top from the first row's. */
  start: number;
}

export interface PlacedRow extends RowItem {
  /** Offset of the row's top from its body's. */
  top: number;
  /** Its element's React key inside its body (see recycle-slots.ts). */
  slot: number;
}

export interface RowBody {
  id: BodyId;
  /** Offset of the body from the first row's top. */
  base: number;
  rows: PlacedRow[];
}

export interface BlockState {
  bases: [number, number];
  /** The bodies in page order. */
  order: [BodyId, BodyId];
  slots: [Map<string, number>, Map<string, number>];
}

export const initialBlockState = (): BlockState => ({
  bases: [0, 0],
  order: [0, 1],
  slots: [new Map(), new Map()],
});

/**
 * Places the rendered rows in the two bodies. `firstInView` is the first index of the range
 * (rows before it are kept rows: the active or edited ones). While `scrolling`, rows keep their
 * places in the page (slot order) and the bodies their order: nothing is moved, which would
 * restyle the moved rows afresh. Once scrolling settles, rows and bodies are put back in row
 * order, so assistive technology reading the page meets the rows in order.
 */
export function placeRows(
  previous: BlockState,
  items: readonly RowItem[],
  blockPx: number,
  firstInView: number,
  scrolling: boolean,
): { state: BlockState; bodies: [RowBody, RowBody] } {
  const blockOf = (item: RowItem) => Math.floor(item.start / blockPx);
  const bases: [number, number] = [...previous.bases];
  for (const item of items) {
    if (item.index < firstInView) continue;
    const block = blockOf(item);
    bases[bodyOfBlock(block)] = block * blockPx;
  }
  const grouped: [RowItem[], RowItem[]] = [[], []];
  for (const item of items) grouped[bodyOfBlock(blockOf(item))].push(item);
  const slots: BlockState['slots'] = [
    assignSlots(
      previous.slots[0],
      grouped[0].map((item) => item.key),
    ),
    assignSlots(
      previous.slots[1],
      grouped[1].map((item) => item.key),
    ),
  ];
  const bodies = ([0, 1] as const).map((id): RowBody => {
    const rows = grouped[id].map((item) => ({
      ...item,
      top: item.start - bases[id],
      slot: slots[id].get(item.key) ?? 0,
    }));
    if (scrolling) rows.sort((a, b) => a.slot - b.slot);
    return { id, base: bases[id], rows };
  }) as [RowBody, RowBody];
  const order = scrolling ? previous.order : rowOrder(bodies, firstInView);
  return {
    state: { bases, order, slots },
    bodies: [bodies[order[0]], bodies[order[1]]],
  };
}

const bodyOfBlock = (block: number): BodyId => (block % 2 === 0 ? 0 : 1);

/**
 * The body holding the first row in view first (kept rows far away are left out: the active
 * row 0 must not put its body first when the view is at the end); one without rows in view last.
 */
function rowOrder(bodies: readonly [RowBody, RowBody], firstInView: number): [BodyId, BodyId] {
  const first = (body: RowBody) =>
    body.rows.find((row) => row.index >= firstInView)?.index ?? Number.POSITIVE_INFINITY;
  return first(bodies[1]) < first(bodies[0]) ? [1, 0] : [0, 1];
}
