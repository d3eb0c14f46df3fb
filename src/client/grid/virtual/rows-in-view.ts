/**
 * Virtualized rows (10,000 and more): only the rows in view, plus a few either side, are in the
 * page. The rows that must stay even when scrolled away are added back: the active cell's row
 * (it holds the grid's only tab stop) and rows being edited (their editors hold focus and input).
 */

/** Estimated height of a row in view mode; rows in edit mode are measured. */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 40;
/** Rows rendered beyond each edge of the view, so fast scrolling shows no blank band. */
export const OVERSCAN = 6;
/** Rows shown before the grid scrolls, when no height is given. */
export const DEFAULT_VISIBLE_ROWS = 12;

/** The rendered indexes: the range in view plus the kept ones, sorted and without repeats. */
export function withKeptRows(range: readonly number[], keep: readonly number[], count: number) {
  const extra = keep.filter((index) => index >= 0 && index < count && !range.includes(index));
  if (extra.length === 0) return [...range];
  return [...range, ...extra].sort((a, b) => a - b);
}
