/**
 * Element recycling for virtualized rows: a row scrolled into view takes the slot (the React
 * key) of a row that left, so the browser updates an existing row's text instead of building
 * and styling a new one. A row that stays rendered keeps its slot, wherever it moves, so its
 * element (focus, an open editor) stays too. Pure, so it is unit-tested.
 */
export function assignSlots<K>(
  previous: ReadonlyMap<K, number>,
  rows: readonly K[],
): Map<K, number> {
  const next = new Map<K, number>();
  const taken = new Set<number>();
  for (const index of rows) {
    const slot = previous.get(index);
    if (slot !== undefined && !taken.has(slot)) {
      next.set(index, slot);
      taken.add(slot);
    }
  }
  const free = [...previous.values()].filter((slot) => !taken.has(slot)).sort((a, b) => a - b);
  let fresh = Math.max(-1, ...previous.values(), ...taken) + 1;
  for (const index of rows) {
    if (next.has(index)) continue;
    let slot = free.shift();
    if (slot === undefined) {
      slot = fresh;
      fresh += 1;
    }
    next.set(index, slot);
    taken.add(slot);
  }
  return next;
}
