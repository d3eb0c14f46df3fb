/**
 * A datetime cell's value both ways, on the hospital's wall clock (spec 9 time zone), as the
 * form's datetime widget keeps it (splitInstant and joinInstant): a datetime-local input holds
 * a date and time with no zone, which the server would read as UTC, so a time typed in a row is
 * stored as the instant it names in the hospital's zone ("2026-03-02T03:54:00+03:00"), and a
 * stored instant is shown on that clock.
 */
import { joinInstant, splitInstant } from '../../../engine/format';

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** What the cell's datetime-local input shows for a stored value ("" for none). */
export function dateTimeInputValue(value: unknown, timeZone: string): string {
  const parts = splitInstant(value, timeZone);
  if (parts) return `${parts.date}T${parts.time}`;
  // A value without an offset is already wall-clock time (the engine reads it so).
  const local = typeof value === 'string' ? LOCAL_INPUT.exec(value.trim()) : null;
  return local ? `${local[1]}T${local[2]}` : '';
}

/** The instant the input's "yyyy-MM-ddTHH:mm" names in `timeZone`; undefined until complete. */
export function dateTimeCellValue(text: string, timeZone: string): string | undefined {
  const local = LOCAL_INPUT.exec(text.trim());
  return local ? joinInstant(local[1], local[2], timeZone) : undefined;
}
