import type { FieldSchema } from '../../engine/types';
import type { FormSize } from './form-size';

/** A field's `span` counts columns of the 12-column form grid (spec 9). */
const SCHEMA_GRID = 12;

/**
 * The grid columns a field takes in a form of `columns` columns (12, or 6 on a full page):
 * its `span` scaled to that grid, rounded up so a third stays a third; the whole row on small
 * widths, where side-by-side fields would be too narrow to read (spec 2.9 falls back there).
 */
export function fieldSpan(field: FieldSchema, columns: number, size: FormSize): number {
  if (size === 'small' || field.span === undefined) return columns;
  const scaled = Math.ceil((field.span * columns) / SCHEMA_GRID);
  return Math.min(columns, Math.max(1, scaled));
}
