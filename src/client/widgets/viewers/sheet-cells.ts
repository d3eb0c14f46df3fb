/**
 * How the spreadsheet preview labels and shows cells. Spreadsheet dates carry no zone (the
 * reader gives them as UTC), so they are shown in UTC: the date typed is the date shown.
 */
import { formatDateTime, formatLongDate, formatNumber } from '../../../engine/format';

/** "A", "B", ... "Z", "AA": the spreadsheet letter of a 0-based column. */
export function columnLetter(index: number): string {
  let n = Math.max(0, Math.trunc(index)) + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A cell as text: numbers en-US with up to 8 decimals, dates in the spec 9 long form. */
export function sheetCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const midnight = value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds() === 0;
    return midnight ? formatLongDate(value, 'UTC') : formatDateTime(value, 'UTC');
  }
  if (typeof value === 'number') return formatNumber(value, 8);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}
