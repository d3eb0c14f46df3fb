/**
 * A record's timeline (its chart): the rows of its related lists that declare a `timeline`
 * moment, merged newest first, each still knowing its list so it opens its own record.
 */
import type { RelatedRow, RelatedRows } from '../wire/related-lists';
import type { RelatedList } from './related-lists';

export interface TimelineEntry {
  /** `model:id`, unique on the timeline. */
  key: string;
  model: string;
  /** The list's heading, the entry's kind ("Visits"). */
  kind: string;
  /** The moment the entry sits at: an ISO instant, or a day (yyyy-MM-dd). */
  at: string;
  row: RelatedRow;
  list: RelatedRows;
}

/** When a moment was, for ordering: a day counts from its start (UTC, as all days do here). */
function momentOf(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The timeline of `lists` (as the server answered them) by the declarations in `related`:
 * entries of lists with a `timeline`, newest first; at the same moment, in declared order, then
 * newest record first. Rows without a moment are left out (they have no place in time).
 */
export function timelineEntries(
  related: readonly RelatedList[],
  lists: readonly RelatedRows[],
): TimelineEntry[] {
  const entries: (TimelineEntry & { order: number; time: number })[] = [];
  related.forEach((entry, order) => {
    if (!entry.timeline) return;
    const list = lists.find((l) => l.model === entry.model && l.field === entry.field);
    for (const row of list?.rows ?? []) {
      const at = row[entry.timeline.at];
      if (typeof at !== 'string' || at === '') continue;
      const key = `${entry.model}:${row.id}`;
      entries.push({
        key,
        model: entry.model,
        kind: list?.title ?? entry.model,
        at,
        row,
        list: list as RelatedRows,
        order,
        time: momentOf(at),
      });
    }
  });
  entries.sort((a, b) => b.time - a.time || a.order - b.order || b.row.id - a.row.id);
  return entries.map(({ order: _order, time: _time, ...entry }) => entry);
}

/** The kinds on a timeline, in declared order, with how many entries each holds. */
export function timelineKinds(
  entries: readonly TimelineEntry[],
): { model: string; kind: string; count: number }[] {
  const kinds = new Map<string, { model: string; kind: string; count: number }>();
  for (const entry of entries) {
    const known = kinds.get(entry.model) ?? { model: entry.model, kind: entry.kind, count: 0 };
    known.count += 1;
    kinds.set(entry.model, known);
  }
  return [...kinds.values()];
}
