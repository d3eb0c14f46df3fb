import { parseFormDate } from '../../../engine/format';
import { calendarDay } from '../../../engine/format/dates';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A schema's minDate or maxDate as an ISO calendar date: `today` (in the hospital's zone), an
 * ISO date or datetime (its date part), or the form's dd-MM-yyyy; undefined otherwise.
 */
export function resolveDateBound(
  bound: unknown,
  timeZone: string,
  now: Date = new Date(),
): string | undefined {
  if (typeof bound !== 'string' || bound.trim() === '') return undefined;
  const text = bound.trim();
  if (text.toLowerCase() === 'today') {
    try {
      return calendarDay(now, timeZone);
    } catch {
      return calendarDay(now, 'UTC');
    }
  }
  const iso = ISO_DATE.exec(text);
  if (iso) return parseFormDate(`${iso[3]}-${iso[2]}-${iso[1]}`);
  return parseFormDate(text);
}

/**
 * What was typed, tidied while typing: `/` and `.` become dashes and eight bare digits
 * (`21112026`) become `21-11-2026`.
 */
export function tidyDateText(text: string): string {
  const dashed = text.replace(/[/.\s]/g, '-');
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(dashed);
  return digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : dashed;
}
