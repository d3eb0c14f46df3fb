import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback } from 'react';
import { HEADER_HEIGHT, OVERSCAN, ROW_HEIGHT, withKeptRows } from './rows-in-view';

export type RowVirtualizer = ReturnType<typeof useVirtualizer<HTMLElement, HTMLElement>>;

/**
 * TanStack Virtual over the grid's scroll box. The header sits inside the box (sticky), so the
 * rows start one header below its top (`scrollMargin`); `keep` names row indexes that stay
 * rendered while scrolled out of view.
 */
export function useRowVirtualizer({
  count,
  scrollElement,
  keyOf,
  keep,
}: {
  count: number;
  scrollElement: HTMLElement | null;
  keyOf(index: number): string;
  keep: readonly number[];
}) {
  // A new extractor when the kept rows change, so the virtualizer works out its rows again.
  const keepKey = keep.join(',');
  const rangeExtractor = useCallback(
    (range: Range) =>
      withKeptRows(
        defaultRangeExtractor(range),
        keepKey === '' ? [] : keepKey.split(',').map(Number),
        range.count,
      ),
    [keepKey],
  );
  return useVirtualizer<HTMLElement, HTMLElement>({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: keyOf,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    rangeExtractor,
  });
}
