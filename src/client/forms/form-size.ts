import { type RefObject, useEffect, useState } from 'react';

export type FormSize = 'small' | 'medium' | 'large';

/** Spec 9 breakpoints by the element's own width: small up to 500, medium below 960, large from 960. */
export function sizeForWidth(width: number): FormSize {
  if (width <= 500) return 'small';
  return width < 960 ? 'medium' : 'large';
}

/** The form's own size class, measured with ResizeObserver (not the window's). */
export function useElementSize(ref: RefObject<HTMLElement | null>): FormSize {
  const [size, setSize] = useState<FormSize>('large');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(sizeForWidth(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
