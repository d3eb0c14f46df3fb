// A table row's date and datetime cells read and are typed as the form's fields and the detail
// page do (carried defect: a row's date was the browser's own date input, 03/31/2027 in an
// en-US browser beside the form's 31-03-2027, and a date holding an instant lost its time in
// rows but not on the detail page). A datetime cell is typed and shown on the hospital's clock,
// as the form's datetime widget does: the day as dd-mm-yyyy and the time in a time input, no
// zone in either, so the cell stores the instant with the zone's offset (never the bare
// wall-clock text, which the server reads as UTC: 03:54 in New York became 22:54 the day
// before) and shows a stored instant, whatever its offset, on that clock.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CellEditor } from '../../../src/client/widgets/table/CellEditor';
import { cellText } from '../../../src/client/widgets/table/CellView';
import {
  dateTimeCellParts,
  dateTimeCellValue,
} from '../../../src/client/widgets/table/datetime-cell';
import { displayFieldValue } from '../../../src/engine/format';
import { DEFAULT_SETTINGS, type TableColumn } from '../../../src/engine/types';

const zone = DEFAULT_SETTINGS.timeZone;

describe('a datetime cell on the hospital clock', () => {
  it('stores what is typed as the instant on the hospital clock', () => {
    expect(zone).toBe('America/New_York');
    const stored = dateTimeCellValue('2026-03-02', '03:54', zone);
    expect(stored).toBe('2026-03-02T03:54:00-05:00');
    expect(new Date(stored as string).toISOString()).toBe('2026-03-02T08:54:00.000Z');
    // Summer time: the offset of that day.
    expect(dateTimeCellValue('2026-07-02', '03:54', zone)).toBe('2026-07-02T03:54:00-04:00');
    expect(dateTimeCellValue('2026-03-02', '03:54', 'Africa/Addis_Ababa')).toBe(
      '2026-03-02T03:54:00+03:00',
    );
  });

  it('stores nothing until the date and time are whole and real', () => {
    expect(dateTimeCellValue('', '', zone)).toBeUndefined();
    expect(dateTimeCellValue('2026-03-02', '', zone)).toBeUndefined();
    expect(dateTimeCellValue('2026-02-30', '10:00', zone)).toBeUndefined();
    expect(dateTimeCellValue('2026-03-02', '25:00', zone)).toBeUndefined();
    expect(dateTimeCellValue('02-03-2026', '10:00', zone)).toBeUndefined();
  });

  it('shows a stored instant on the hospital clock, whatever its offset', () => {
    const at = { date: '2026-03-02', time: '03:54' };
    expect(dateTimeCellParts('2026-03-02T08:54:00.000Z', zone)).toEqual(at);
    expect(dateTimeCellParts('2026-03-02T03:54:00-05:00', zone)).toEqual(at);
    expect(dateTimeCellParts('2026-03-02T11:54:00+03:00', zone)).toEqual(at);
    expect(dateTimeCellParts('2026-03-02T08:54:00Z', 'UTC')).toEqual({
      date: '2026-03-02',
      time: '08:54',
    });
  });

  it('goes round: what is shown is what was typed', () => {
    for (const [date, time] of [
      ['2026-03-02', '03:54'],
      ['2026-12-31', '23:59'],
      ['2027-01-01', '00:00'],
    ])
      expect(dateTimeCellParts(dateTimeCellValue(date, time, zone), zone)).toEqual({ date, time });
  });

  it('shows a value without offset as it reads, and nothing for none', () => {
    expect(dateTimeCellParts('2026-03-02T03:54', zone)).toEqual({
      date: '2026-03-02',
      time: '03:54',
    });
    expect(dateTimeCellParts(undefined, zone)).toEqual({ date: '', time: '' });
    expect(dateTimeCellParts('soon', zone)).toEqual({ date: '', time: '' });
  });
});

const editor = (column: TableColumn, value: unknown, settings?: typeof DEFAULT_SETTINGS) =>
  renderToStaticMarkup(
    createElement(CellEditor, {
      column,
      value,
      label: `${column.label}, row 1`,
      invalid: false,
      onChange: () => undefined,
      ...(settings ? { settings } : {}),
    }),
  );

describe("a row's date cells typed as the forms type them", () => {
  const time: TableColumn = { field: 'scored_at', type: 'datetime', label: 'Time' };
  const expiry: TableColumn = { field: 'expiry_date', type: 'date', label: 'Expiry Date' };

  it("the datetime cell: the day as dd-mm-yyyy and the time, in the settings' zone", () => {
    const html = editor(time, '2026-03-02T08:54:00.000Z');
    expect(html).not.toContain('datetime-local');
    expect(html).toMatch(/<input type="text"[^>]*aria-label="Time, row 1"[^>]*value="02-03-2026"/);
    expect(html).toMatch(/<input type="time"[^>]*aria-label="Time, row 1: time"[^>]*value="03:54"/);
    expect(
      editor(time, '2026-03-02T08:54:00.000Z', { ...DEFAULT_SETTINGS, timeZone: 'UTC' }),
    ).toMatch(/aria-label="Time, row 1: time"[^>]*value="08:54"/);
  });

  it("the date cell: dd-mm-yyyy text, not the browser's locale-ordered date input", () => {
    const html = editor(expiry, '2027-03-31');
    expect(html).toMatch(
      /<input type="text"[^>]*placeholder="dd-mm-yyyy"[^>]*aria-label="Expiry Date, row 1"[^>]*value="31-03-2027"/,
    );
    // The calendar stays for the mouse: no Tab stop of its own in the row.
    expect(html).toMatch(/<button[^>]*aria-label="Choose Expiry Date, row 1 from a calendar"/);
    expect(html).toMatch(/<button type="button" aria-label="Choose[^"]*" tabindex="-1"/);
  });

  it('a saved row reads as the detail page and the form show the same field', () => {
    for (const [type, value] of [
      ['date', '2027-03-31'],
      ['date', '2026-03-02T08:54:00.000Z'],
      ['datetime', '2026-03-02T08:54:00.000Z'],
      ['datetime', '2026-03-02T03:54:00-05:00'],
    ] as const) {
      const column: TableColumn = { field: 'at', type, label: 'At' };
      for (const settings of [
        DEFAULT_SETTINGS,
        { ...DEFAULT_SETTINGS, timeZone: 'Africa/Addis_Ababa' },
      ])
        expect(cellText(column, value, settings)).toBe(
          displayFieldValue({ type }, value, settings),
        );
    }
    // A date holding an instant keeps its time, as on the detail page.
    expect(cellText(expiry, '2026-03-02T08:54:00.000Z', DEFAULT_SETTINGS)).toBe(
      'March 2, 2026, 3:54 AM',
    );
  });
});
