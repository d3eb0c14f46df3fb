/** Pure rules of the pick-list (spec 2.5), kept apart from React so they are tested alone. */

export type PickSide = 'available' | 'selected';

/** The options still on the 'Available' side: every option not yet selected, in option order. */
export function remainingOptions(
  options: readonly string[],
  selected: readonly string[],
): string[] {
  const taken = new Set(selected);
  return options.filter((option) => !taken.has(option));
}

/** Search by name: case-insensitive, ignoring surrounding spaces; an empty search keeps all. */
export function filterByName(items: readonly string[], search: string): string[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.toLowerCase().includes(needle));
}

/**
 * The new selection after moving `items` from one side to the other. Moving in appends the
 * items in the order they were listed; moving out keeps the remaining selection's order.
 */
export function moveItems(
  selected: readonly string[],
  items: readonly string[],
  from: PickSide,
): string[] {
  if (from === 'available') {
    const taken = new Set(selected);
    const added = items.filter((item, index) => !taken.has(item) && items.indexOf(item) === index);
    return [...selected, ...added];
  }
  const removed = new Set(items);
  return selected.filter((item) => !removed.has(item));
}

/** Keyboard and click choice inside one list: toggles `item` in the chosen set. */
export function toggleChoice(chosen: readonly string[], item: string): string[] {
  return chosen.includes(item) ? chosen.filter((c) => c !== item) : [...chosen, item];
}

/** The index the active option moves to for a navigation key, or null for other keys. */
export function nextActiveIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, current + 1);
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
