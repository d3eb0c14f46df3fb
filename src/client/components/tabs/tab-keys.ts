/**
 * Roving keys shared by the tab list and the step list (WAI-ARIA tabs pattern): arrows along the
 * list's orientation wrap around, Home and End jump to the ends. Null for any other key.
 */
export function nextIndexForKey(
  key: string,
  current: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | null {
  if (count === 0) return null;
  const [back, forward] =
    orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  switch (key) {
    case forward:
      return (current + 1) % count;
    case back:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The index of the tab to show: the remembered or requested id when it exists, else the first. */
export function resolveTabIndex(ids: readonly string[], wanted: unknown): number {
  const index = typeof wanted === 'string' ? ids.indexOf(wanted) : -1;
  return index >= 0 ? index : 0;
}
