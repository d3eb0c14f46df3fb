/**
 * Select and autocomplete behaviour (spec 5.4, 9): the max selected count, the option list
 * limit, the search order and when a search box is worth showing.
 */
import type { FieldSchema, SelectOption } from '../types';

/** Spec 9: select lists show at most 100 options. */
export const MAX_SHOWN_OPTIONS = 100;

/** Spec 9: a search box appears at 10 or more options. */
export const SEARCH_BOX_THRESHOLD = 10;

/**
 * Spec 5.4: a selection beyond the max count is ignored, so the previous selection stays
 * (the same array, letting callers skip a state update). A missing, zero or negative max
 * means no limit, as a schema without `maxSelectCount` has none.
 */
export function applyMaxSelect(
  current: unknown[],
  next: unknown[],
  maxSelectCount?: number,
): unknown[] {
  if (!Array.isArray(next)) return current;
  const limited = typeof maxSelectCount === 'number' && maxSelectCount > 0;
  return limited && next.length > maxSelectCount ? current : next;
}

function defaultLabel(option: SelectOption): string {
  const name = option?.name;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : '';
}

/**
 * Spec 9: options whose label starts with the search text come first, then the other
 * case-insensitive substring matches, each group in its original order; at most `limit` are
 * returned. A blank search returns the first `limit` options. `labelOf` serves options shown
 * through a `nameLabel` other than `name`.
 */
export function filterOptions<T extends SelectOption>(
  options: readonly T[],
  search: unknown,
  limit = MAX_SHOWN_OPTIONS,
  labelOf: (option: T) => string = defaultLabel,
): T[] {
  if (!Array.isArray(options)) return [];
  const max = Number.isFinite(limit) ? Math.max(0, Math.trunc(limit)) : MAX_SHOWN_OPTIONS;
  const needle = typeof search === 'string' ? search.trim().toLowerCase() : '';
  if (!needle) return options.slice(0, max);
  const starts: T[] = [];
  const contains: T[] = [];
  for (const option of options) {
    const label = String(labelOf(option) ?? '').toLowerCase();
    if (label.startsWith(needle)) starts.push(option);
    // Once the list is full of prefix matches, substring matches can no longer make it in.
    else if (starts.length < max && label.includes(needle)) contains.push(option);
  }
  return starts.concat(contains).slice(0, max);
}

/**
 * The options a form offers a person: all but those marked `auto` (set only by the server's
 * rules), except the ones `held` (the keys of the value the record holds), which stay so the
 * form shows that value by its name and saves it unchanged. An option's key is what the form
 * stores: the field's `valueLabel`, else `id`, else `value`, else `name`.
 */
export function offeredOptions(
  field: Pick<FieldSchema, 'options' | 'valueLabel'>,
  held: readonly string[],
): SelectOption[] | undefined {
  const options = field.options;
  if (!Array.isArray(options) || !options.some((option) => option?.auto === true)) return options;
  return options.filter(
    (option) => option?.auto !== true || held.includes(optionKey(field, option)),
  );
}

/** What a form stores for an option: the field's `valueLabel`, else `id`, `value`, `name`. */
export function optionKey(field: Pick<FieldSchema, 'valueLabel'>, option: SelectOption): string {
  return String(
    field.valueLabel ? option[field.valueLabel] : (option.id ?? option.value ?? option.name),
  );
}

/** The keys a select's value holds: one for a single choice, each of a multiple one's. */
export function selectedKeys(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/**
 * The `auto` options `value` holds that a form would not have offered, the record holding
 * `held` before (nothing for a new record): chosen by hand, where only the server's rules may
 * set them. An `auto` option the record already held may be sent back unchanged.
 */
export function handChosenAutoOptions(
  field: Pick<FieldSchema, 'options' | 'valueLabel'>,
  value: unknown,
  held: unknown,
): SelectOption[] {
  const options = field.options;
  if (!Array.isArray(options) || !options.some((option) => option?.auto === true)) return [];
  const chosen = selectedKeys(value);
  const offered = new Set(
    (offeredOptions(field, selectedKeys(held)) ?? []).map((option) => optionKey(field, option)),
  );
  return options.filter(
    (option) =>
      option?.auto === true &&
      chosen.includes(optionKey(field, option)) &&
      !offered.has(optionKey(field, option)),
  );
}

/** Spec 9: a search box appears at 10 or more options. */
export function needsSearchBox(options: readonly unknown[]): boolean {
  return Array.isArray(options) && options.length >= SEARCH_BOX_THRESHOLD;
}
