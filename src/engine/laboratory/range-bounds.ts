/**
 * The bounds of a printed reference range (reference-range.ts's rangeText: "3.5 - 5.1",
 * "< 200", "> 40"), for a trend chart to shade; an option list or anything else has none.
 */
const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const BOTH = new RegExp(`^${NUMBER}\\s*-\\s*${NUMBER}$`);
const BELOW = new RegExp(`^<\\s*${NUMBER}$`);
const ABOVE = new RegExp(`^>\\s*${NUMBER}$`);

export function rangeBounds(text: unknown): { low: number | null; high: number | null } {
  const range = typeof text === 'string' ? text.trim() : '';
  const both = BOTH.exec(range);
  if (both) return { low: Number(both[1]), high: Number(both[2]) };
  const below = BELOW.exec(range);
  if (below) return { low: null, high: Number(below[1]) };
  const above = ABOVE.exec(range);
  if (above) return { low: Number(above[1]), high: null };
  return { low: null, high: null };
}
