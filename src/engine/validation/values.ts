import { safeText } from '../text';

/** Blank means no value: zero and false are values (spec 4: zero counts as filled). */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** Lists (files, rows, multi-select values) need at least one item. */
export function hasItems(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return !isBlank(value);
}

/** Text of rich-text HTML: an editor's empty document (`<p><br></p>`) has none. */
export function richTextHasContent(html: unknown): boolean {
  if (typeof html !== 'string') return false;
  if (/<(img|video|iframe)\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text !== '';
}

/** A number given as a number or as text with thousand separators; undefined otherwise. */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/,/g, '').trim();
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** The text a pattern is tested against: numbers without thousand separators. */
export function textOf(value: unknown): string {
  return safeText(value);
}
