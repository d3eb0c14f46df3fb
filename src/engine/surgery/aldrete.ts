/**
 * The modified Aldrete score of a PACU record (Aldrete JA. The post-anesthesia recovery score
 * revisited. J Clin Anesth 1995;7:89-91): five items scored 0, 1 or 2 (activity, respiration,
 * circulation, consciousness, oxygen saturation), the total their sum (0-10). A patient may
 * leave recovery when the latest score is 9 or more (the paper's discharge threshold) with no
 * item scored 0. The second condition can never decide alone: one item at 0 caps the total at
 * 8, so it is checked and named but a total of 9 or more already implies it.
 */

export const ALDRETE_ITEMS = [
  { field: 'activity', label: 'Activity' },
  { field: 'respiration', label: 'Respiration' },
  { field: 'circulation', label: 'Circulation' },
  { field: 'consciousness', label: 'Consciousness' },
  { field: 'oxygen_saturation', label: 'O\u2082 Saturation' },
] as const;

export const ALDRETE_DISCHARGE_SCORE = 9;

type Row = Record<string, unknown>;

/** An item's score when it is 0, 1 or 2 (as a number or its text); else undefined. */
export function itemScore(value: unknown): 0 | 1 | 2 | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return n === 0 || n === 1 || n === 2 ? n : undefined;
}

/** The row's total, the sum of its five items; undefined while an item is not 0, 1 or 2. */
export function aldreteTotal(row: Row): number | undefined {
  let total = 0;
  for (const { field } of ALDRETE_ITEMS) {
    const score = itemScore(row[field]);
    if (score === undefined) return undefined;
    total += score;
  }
  return total;
}

export interface AldreteVerdict {
  /** The latest row by its time (the last such row when two share a time); undefined with none. */
  latest?: { index: number; scored_at: string; total: number | undefined; zero_items: string[] };
  latest_score: number | null;
  criteria_met: boolean;
}

/** The latest score and whether the discharge criteria are met. */
export function aldreteVerdict(rows: readonly Row[]): AldreteVerdict {
  let index = -1;
  let at = Number.NEGATIVE_INFINITY;
  rows.forEach((row, i) => {
    const time = Date.parse(String(row.scored_at ?? ''));
    if (Number.isFinite(time) && time >= at) {
      at = time;
      index = i;
    }
  });
  if (index < 0) return { latest_score: null, criteria_met: false };
  const row = rows[index] as Row;
  const total = aldreteTotal(row);
  const zero_items = ALDRETE_ITEMS.filter((item) => itemScore(row[item.field]) === 0).map(
    (item) => item.label,
  );
  return {
    latest: { index, scored_at: String(row.scored_at), total, zero_items },
    latest_score: total ?? null,
    criteria_met:
      total !== undefined && total >= ALDRETE_DISCHARGE_SCORE && zero_items.length === 0,
  };
}
