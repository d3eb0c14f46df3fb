/** Catalogue numbers arrive as numbers (stored) or text (typed in a form); blank is none. */
export function catalogueNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
}

/** A catalogue list ("Negative, Positive"): its entries trimmed, blanks left out. */
export function listOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
