import { useEffect, useState } from 'react';

/** A frame that never comes (a tab in the background) holds nothing back longer than this. */
const NO_FRAME_MS = 500;

/**
 * False until the browser has painted a frame after `ready` turned true (its next animation
 * frame, then a task): for the parts of a page that can wait a frame (a chart's table, the
 * anesthesia record's tables, a record's fields), so the frame that shows what the page opened
 * for, drawn in the same render (a case's anesthesia chart), is not held back by their
 * rendering. While a page loads, Chromium runs queued tasks before a frame for up to some
 * 100 ms; React's own deferred renders (useDeferredValue) are such tasks.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setPainted(true);
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      timer = setTimeout(done, 0);
    });
    const fallback = setTimeout(() => {
      cancelAnimationFrame(frame);
      done();
    }, NO_FRAME_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
