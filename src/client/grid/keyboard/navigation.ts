/**
 * Moving the active cell of the grid with the keyboard (the ARIA grid pattern): arrows move one
 * cell, Home and End go to the row's ends (with Ctrl, the grid's), Page Up and Page Down move a
 * page of rows. Pure, so the rules are tested without a browser.
 */
export interface CellPosition {
  row: number;
  col: number;
}

export interface GridBounds {
  rows: number;
  cols: number;
  /** Rows moved by Page Up and Page Down. */
  pageRows?: number;
}

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

/** The cell a key moves to, or undefined when the key is not a move (or the grid is empty). */
export function nextCell(
  from: CellPosition,
  press: KeyPress,
  bounds: GridBounds,
): CellPosition | undefined {
  if (bounds.rows <= 0 || bounds.cols <= 0) return undefined;
  const lastRow = bounds.rows - 1;
  const lastCol = bounds.cols - 1;
  const page = Math.max(1, bounds.pageRows ?? 10);
  const ctrl = press.ctrlKey || press.metaKey;
  const row = clamp(from.row, lastRow);
  const col = clamp(from.col, lastCol);
  switch (press.key) {
    case 'ArrowUp':
      return { row: clamp(row - 1, lastRow), col };
    case 'ArrowDown':
      return { row: clamp(row + 1, lastRow), col };
    case 'ArrowLeft':
      return { row, col: clamp(col - 1, lastCol) };
    case 'ArrowRight':
      return { row, col: clamp(col + 1, lastCol) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row, col: lastCol };
    case 'PageUp':
      return { row: clamp(row - page, lastRow), col };
    case 'PageDown':
      return { row: clamp(row + page, lastRow), col };
    default:
      return undefined;
  }
}

/** `"row:col"`, the cell's `data-cell` attribute. */
export const cellId = (position: CellPosition) => `${position.row}:${position.col}`;

export function parseCellId(text: string | undefined): CellPosition | undefined {
  const match = /^(\d+):(\d+)$/.exec(text ?? '');
  return match ? { row: Number(match[1]), col: Number(match[2]) } : undefined;
}
