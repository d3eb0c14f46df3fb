import type { CSSProperties, ReactNode } from 'react';

/**
 * A box that scrolls sideways when its table is wider than the page, reachable by keyboard: a
 * scrolling box holding no focusable element cannot be scrolled without a mouse (WCAG 2.1.1,
 * axe scrollable-region-focusable), so it takes focus itself and is named for what it holds.
 */
export function ScrollRegion({
  label,
  style,
  children,
}: {
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is scrolled with the arrow keys once focused
      tabIndex={0}
      style={style}
      className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-sky-600"
    >
      {children}
    </section>
  );
}
