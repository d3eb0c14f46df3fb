import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ROW_HEIGHT } from '../virtual/rows-in-view';
import { type CellPosition, cellId, nextCell, parseCellId } from './navigation';

const EDITOR = 'input, textarea, select, [contenteditable="true"]';
/** Inputs where Enter means "save the row" rather than something of their own. */
const NO_ENTER_SAVE = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset']);

export interface FocusTarget {
  field?: string;
  /** A button of the actions cell (`data-action`). */
  action?: string;
  /** The editor inside the field's cell rather than the cell itself. */
  editor?: boolean;
}

interface Pending extends CellPosition {
  selector?: string;
}

export interface GridKeysOptions {
  scrollRef: RefObject<HTMLElement | null>;
  rowCount: number;
  colCount: number;
  keyAt(index: number): string | undefined;
  fieldAt(col: number): string | undefined;
  isEditing(key: string): boolean;
  onEditRow(key: string, field?: string): void;
  onCancelRow(key: string, field?: string): void;
  onSaveRow(key: string, field?: string): void;
}

/**
 * The grid's keyboard model (ARIA grid): one active cell holds the tab stop; arrows, Home,
 * End and Page keys move it; Enter (or F2) edits the row, Escape cancels it; inside an editor,
 * Enter saves and Escape cancels. Focus moves after the next render, once the target row is
 * in the page (it may first have to be scrolled into the virtualized range).
 */
export function useGridKeys(options: GridKeysOptions) {
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const pending = useRef<Pending | null>(null);
  const scrollTo = useRef<(index: number) => void>(() => {});
  const dragging = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const want = pending.current;
    const box = options.scrollRef.current;
    if (!want || !box) return;
    const row = Math.min(want.row, options.rowCount - 1);
    const rowElement = box.querySelector(`tr[data-index="${row}"]`);
    if (!rowElement) return;
    const target =
      (want.selector && rowElement.querySelector<HTMLElement>(want.selector)) ||
      (want.selector
        ? null
        : rowElement.querySelector<HTMLElement>(`[data-cell="${cellId({ row, col: want.col })}"]`));
    if (!target) return;
    pending.current = null;
    target.focus();
  });

  const focusCell = useCallback((position: CellPosition, selector?: string) => {
    pending.current = { ...position, selector };
    setActive(position);
    scrollTo.current(position.row);
  }, []);

  const focusRow = useCallback(
    (index: number, target: FocusTarget) => {
      if (index < 0) return;
      const o = latest.current;
      let col = 0;
      for (let c = 0; c < o.colCount; c += 1) if (o.fieldAt(c) === target.field) col = c;
      const inField = target.field ? `[data-field="${CSS.escape(target.field)}"] ` : '';
      const selector = target.action
        ? `[data-action="${CSS.escape(target.action)}"]`
        : target.editor
          ? `${inField}:is(${EDITOR})`
          : undefined;
      focusCell({ row: index, col }, selector);
    },
    [focusCell],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    const position = parseCellId(cell?.dataset.cell);
    if (!position) return;
    setActive((now) => (now.row === position.row && now.col === position.col ? now : position));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const o = latest.current;
      const target = event.target as HTMLElement;
      const cell = target.closest<HTMLElement>('[data-cell]');
      const position = parseCellId(cell?.dataset.cell);
      const key = position && o.keyAt(position.row);
      if (!cell || !position || !key) return;
      const field = o.fieldAt(position.col);
      if (target !== cell && target.matches(EDITOR)) {
        if (event.key === 'Escape') {
          event.preventDefault();
          o.onCancelRow(key, field);
        } else if (
          event.key === 'Enter' &&
          target instanceof HTMLInputElement &&
          !NO_ENTER_SAVE.has(target.type)
        ) {
          event.preventDefault();
          o.onSaveRow(key, field);
        }
        return;
      }
      if (dragging.current) return;
      const box = o.scrollRef.current;
      const pageRows = box ? Math.max(1, Math.floor(box.clientHeight / ROW_HEIGHT) - 1) : 10;
      const next = nextCell(position, event, { rows: o.rowCount, cols: o.colCount, pageRows });
      if (next) {
        event.preventDefault();
        focusCell(next);
        return;
      }
      // Buttons in a cell (actions, drag handle) answer Enter and Space themselves.
      if (target !== cell) return;
      if (event.key === 'Enter' || event.key === 'F2') {
        event.preventDefault();
        if (o.isEditing(key)) focusRow(position.row, { field, editor: true });
        else o.onEditRow(key, field);
      } else if (event.key === 'Escape' && o.isEditing(key)) {
        event.preventDefault();
        o.onCancelRow(key, field);
      }
    },
    [focusCell, focusRow],
  );

  return {
    active,
    onKeyDown,
    onFocus,
    focusRow,
    /** The virtualizer's scroll-to-row, so a move off screen brings the row into view. */
    bindScroll(fn: (index: number) => void) {
      scrollTo.current = fn;
    },
    setDragging: useCallback((on: boolean) => {
      dragging.current = on;
    }, []),
  };
}
