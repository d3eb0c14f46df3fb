import type { Section } from '../layout-registry';

/** The leading section of fields without a (known) group; it has no heading and no tab. */
export const UNGROUPED_ID = '__fields';

export type Block = { kind: 'section'; section: Section } | { kind: 'tabs'; sections: Section[] };

/**
 * Spec 2.9: groups flagged as tab go together into one tabbed area, placed where the first
 * of them stands; every other section keeps its own place.
 */
export function planSections(sections: readonly Section[]): Block[] {
  const blocks: Block[] = [];
  let tabs: Section[] | undefined;
  for (const section of sections) {
    if (section.group.tab && section.group.id !== UNGROUPED_ID) {
      if (!tabs) {
        tabs = [];
        blocks.push({ kind: 'tabs', sections: tabs });
      }
      tabs.push(section);
    } else {
      blocks.push({ kind: 'section', section });
    }
  }
  return blocks;
}

/** The wizard's steps: every group in order (ungrouped fields stand above the steps). */
export function stepSections(sections: readonly Section[]): Section[] {
  return sections.filter((section) => section.group.id !== UNGROUPED_ID);
}

/** no-group: every field in one plain grid, except tab groups, which keep their tabbed area. */
export function flattenSections(sections: readonly Section[]): Section {
  return {
    group: { id: UNGROUPED_ID, name: '' },
    fields: sections
      .filter((section) => !section.group.tab || section.group.id === UNGROUPED_ID)
      .flatMap((section) => section.fields),
  };
}

/** Keyboard movement in a tab list (WAI-ARIA tabs pattern): arrows wrap, Home and End jump. */
export function nextTabIndex(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
