import { useEffect, useRef } from 'react';
import { HEIGHT_REPORT_DELAY_MS, IFRAME_HEIGHT, type PreviewMessage } from './preview-protocol';

/**
 * The content's height: the body's scroll height with its screen-high minimum lifted. The
 * document's own scroll height never drops below the frame's current height, so a parent that
 * sizes the frame from it could grow the frame but never shrink it.
 */
function contentHeight(): number {
  return Math.ceil(document.body.scrollHeight);
}

/**
 * Spec 2.7: posts `{type: "iframe-height", height}` 200 ms after new data has rendered, and
 * again (200 ms after it settles) whenever the content's height changes: a resize, a wizard
 * step, validation messages.
 */
export function useHeightReports(data: unknown, post: (message: PreviewMessage) => void) {
  const last = useRef<number | undefined>(undefined);

  useEffect(() => {
    const { style } = document.body;
    const previous = style.minHeight;
    style.minHeight = '0px';
    return () => {
      style.minHeight = previous;
    };
  }, []);

  useEffect(() => {
    if (data === undefined) return;
    const report = (always: boolean) => {
      const height = contentHeight();
      if (!always && height === last.current) return;
      last.current = height;
      post({ type: IFRAME_HEIGHT, height });
    };
    const afterRender = setTimeout(() => report(true), HEIGHT_REPORT_DELAY_MS);
    let settling: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            clearTimeout(settling);
            settling = setTimeout(() => report(false), HEIGHT_REPORT_DELAY_MS);
          });
    observer?.observe(document.body);
    return () => {
      clearTimeout(afterRender);
      clearTimeout(settling);
      observer?.disconnect();
    };
  }, [data, post]);
}
