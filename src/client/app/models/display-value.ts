import { displayFieldValue } from '../../../engine/format';
import type { EngineSettings, FieldSchema } from '../../../engine/types';

/** Spec 8: an empty display shows a dash. */
export const EMPTY_DISPLAY = '-';

/**
 * A stored value as a detail page shows it, in the hospital's formats (the engine's
 * field-display: option names, dates and times in its zone, amounts in its currency, Yes/No,
 * file names); a dash when empty. `ref` fields are named by the page from the answer's titles.
 */
export function displayValue(field: FieldSchema, value: unknown, settings: EngineSettings): string {
  return displayFieldValue(field, value, settings) || EMPTY_DISPLAY;
}
