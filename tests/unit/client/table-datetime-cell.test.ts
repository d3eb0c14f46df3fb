// A datetime cell of a table row (a PACU score's Time) is typed and shown on the hospital's
// clock, as the form's datetime widget does: its datetime-local input has no zone, so the cell
// stores the instant with the zone's offset (never the bare wall-clock text, which the server
// reads as UTC: 03:54 in New York became 22:54 the day before) and shows a stored instant,
// whatever its offset, on that clock.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CellEditor } from '../../../src/client/widgets/table/CellEditor';
import {
  dateTimeCellValue,
  dateTimeInputValue,
} from '../../../src/client/widgets/table/datetime-cell';
import { DEFAULT_SETTINGS } from '../../../src/engine/types';

const zone = DEFAULT_SETTINGS.timeZone;

describe('a datetime cell on the hospital clock', () => {
  it('stores what is typed as the instant on the hospital clock', () => {
    expect(zone).toBe('America/New_York');
    const stored = dateTimeCellValue('2026-03-02T03:54', zone);
    expect(stored).toBe('2026-03-02T03:54:00-05:00');
    expect(new Date(stored as string).toISOString()).toBe('2026-03-02T08:54:00.000Z');
    // Summer time: the offset of that day.
    expect(dateTimeCellValue('2026-07-02T03:54', zone)).toBe('2026-07-02T03:54:00-04:00');
    expect(dateTimeCellValue('2026-03-02T03:54', 'Africa/Addis_Ababa')).toBe(
      '2026-03-02T03:54:00+03:00',
    );
  });

  it('stores nothing until the date and time are whole and real', () => {
    expect(dateTimeCellValue('', zone)).toBeUndefined();
    expect(dateTimeCellValue('2026-03-02', zone)).toBeUndefined();
    expect(dateTimeCellValue('2026-02-30T10:00', zone)).toBeUndefined();
    expect(dateTimeCellValue('2026-03-02T25:00', zone)).toBeUndefined();
  });

  it('shows a stored instant on the hospital clock, whatever its offset', () => {
    expect(dateTimeInputValue('2026-03-02T08:54:00.000Z', zone)).toBe('2026-03-02T03:54');
    expect(dateTimeInputValue('2026-03-02T03:54:00-05:00', zone)).toBe('2026-03-02T03:54');
    expect(dateTimeInputValue('2026-03-02T11:54:00+03:00', zone)).toBe('2026-03-02T03:54');
    expect(dateTimeInputValue('2026-03-02T08:54:00Z', 'UTC')).toBe('2026-03-02T08:54');
  });

  it('goes round: what is shown is what was typed', () => {
    for (const typed of ['2026-03-02T03:54', '2026-12-31T23:59', '2027-01-01T00:00'])
      expect(dateTimeInputValue(dateTimeCellValue(typed, zone), zone)).toBe(typed);
  });

  it('shows a value without offset as it reads, and nothing for none', () => {
    expect(dateTimeInputValue('2026-03-02T03:54', zone)).toBe('2026-03-02T03:54');
    expect(dateTimeInputValue(undefined, zone)).toBe('');
    expect(dateTimeInputValue('soon', zone)).toBe('');
  });

  it("the row's input shows the stored instant in the settings' zone", () => {
    const cell = (settings?: typeof DEFAULT_SETTINGS) =>
      renderToStaticMarkup(
        createElement(CellEditor, {
          column: { field: 'scored_at', type: 'datetime', label: 'Time' },
          value: '2026-03-02T08:54:00.000Z',
          label: 'Time, row 1',
          invalid: false,
          onChange: () => undefined,
          ...(settings ? { settings } : {}),
        }),
      );
    expect(cell()).toContain('type="datetime-local"');
    expect(cell()).toContain('value="2026-03-02T03:54"');
    expect(cell({ ...DEFAULT_SETTINGS, timeZone: 'UTC' })).toContain('value="2026-03-02T08:54"');
  });
});
