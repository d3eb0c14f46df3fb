/**
 * A date typed as the forms take it (spec 5.3: dd-MM-yyyy, tidied while typing, or picked from
 * the browser's calendar) and stored as the ISO calendar date: the form's date widget and a
 * table row's date cell share it, so a date reads and is typed alike everywhere. Text that is
 * no date is stored as typed, so the engine reports it.
 */
import { formatFormDate, parseFormDate } from '../../../engine/format';
import { tidyDateText } from './date-bounds';
import { useDraft } from './shared';

export function useDateText(
  value: unknown,
  timeZone: string,
  onChange: (next: string | undefined) => void,
) {
  const show = (stored: unknown) =>
    typeof stored === 'string' ? formatFormDate(stored, timeZone) || stored : '';
  const { text, setText, remember } = useDraft(value, show);
  const store = (next: string | undefined) => {
    remember(next);
    onChange(next);
  };
  return {
    text,
    /** The stored value as an ISO date, for the calendar (undefined unless it is one). */
    iso: typeof value === 'string' ? parseFormDate(show(value)) : undefined,
    type(raw: string) {
      const tidy = tidyDateText(raw);
      setText(tidy);
      store(parseFormDate(tidy) ?? (tidy.trim() ? tidy : undefined));
    },
    /** Leaving the input: a date typed loosely ("1-3-2026") shows in full. */
    settle() {
      const parsed = parseFormDate(text);
      if (parsed) setText(formatFormDate(parsed, timeZone));
    },
    pick(picked: string) {
      setText(picked ? formatFormDate(picked, timeZone) : '');
      store(picked || undefined);
    },
  };
}
