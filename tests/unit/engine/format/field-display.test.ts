import { describe, expect, it } from 'vitest';
import {
  columnChars,
  displayFieldValue,
  fieldDisplay,
  joinInstant,
  namingChars,
  REF_TITLE_CHARS,
  splitInstant,
} from '../../../../src/engine/format';
import { DEFAULT_SETTINGS, type FieldSchema } from '../../../../src/engine/types';

const settings = DEFAULT_SETTINGS;

describe('displayFieldValue', () => {
  it('shows an instant in the hospital time zone with the 12-hour clock (spec 9)', () => {
    const field: FieldSchema = { type: 'datetime' };
    // Stored in UTC; New York is 5 hours behind in November.
    expect(displayFieldValue(field, '2026-11-24T13:30:00.000Z', settings)).toBe(
      'November 24, 2026, 8:30 AM',
    );
    expect(displayFieldValue(field, '2026-11-24T08:30:00-05:00', settings)).toBe(
      'November 24, 2026, 8:30 AM',
    );
    expect(
      displayFieldValue(field, '2026-11-24T13:30:00Z', {
        ...settings,
        timeZone: 'Africa/Addis_Ababa',
      }),
    ).toBe('November 24, 2026, 4:30 PM');
  });

  it('shows a calendar date in the en-US long-month form, the same in every zone', () => {
    const field: FieldSchema = { type: 'date' };
    expect(displayFieldValue(field, '2026-11-25', settings)).toBe('November 25, 2026');
    expect(
      displayFieldValue(field, '2026-11-25', { ...settings, timeZone: 'Pacific/Kiritimati' }),
    ).toBe('November 25, 2026');
  });

  it('shows amounts in the shared currency with its fraction setting', () => {
    const field: FieldSchema = { type: 'currency' };
    expect(displayFieldValue(field, '100.00', settings)).toBe('ETB 100.00');
    expect(displayFieldValue(field, 1250.5, settings)).toBe('ETB 1,250.50');
    expect(displayFieldValue(field, '100.00', { ...settings, fixedFractionDigits: false })).toBe(
      'ETB 100',
    );
    expect(displayFieldValue({ type: 'currency', currency: 'USD' }, 3, settings)).toBe('USD 3.00');
  });

  it('shows option names, Yes/No, row counts and nothing for empty values', () => {
    const sex: FieldSchema = { type: 'select', options: [{ id: 'F', name: 'Female' }] };
    expect(displayFieldValue(sex, 'F', settings)).toBe('Female');
    expect(displayFieldValue(sex, 'X', settings)).toBe('X');
    expect(displayFieldValue({ type: 'checkbox' }, false, settings)).toBe('No');
    expect(displayFieldValue({ type: 'one_to_many' }, [{}, {}], settings)).toBe('2 rows');
    expect(displayFieldValue({ type: 'text' }, '  ', settings)).toBe('');
    expect(displayFieldValue({ type: 'datetime' }, null, settings)).toBe('');
  });

  it('keeps a value it cannot read rather than hiding it', () => {
    expect(displayFieldValue({ type: 'datetime' }, 'soon', settings)).toBe('soon');
    expect(displayFieldValue({ type: 'currency' }, 'free', settings)).toBe('free');
  });
});

describe('fieldDisplay widths', () => {
  it('are wide enough for the longest usual value of the format', () => {
    const widest = fieldDisplay({ type: 'datetime' }).chars?.({ type: 'datetime' }, settings);
    expect(widest).toBeGreaterThanOrEqual('September 30, 2026, 12:45 PM'.length);
    const money = fieldDisplay({ type: 'currency' }).chars?.({ type: 'currency' }, settings);
    expect(money).toBeGreaterThanOrEqual('ETB 1,250,000.00'.length);
    expect(fieldDisplay({ type: 'currency' }).align).toBe('right');
  });
});

describe('splitInstant and joinInstant', () => {
  it('read and write an instant as the hospital wall clock shows it', () => {
    expect(splitInstant('2026-11-24T13:30:00.000Z')).toEqual({ date: '2026-11-24', time: '08:30' });
    expect(joinInstant('2026-11-24', '08:30')).toBe('2026-11-24T08:30:00-05:00');
    // Summer time: New York is 4 hours behind UTC in July.
    expect(joinInstant('2026-07-01', '16:45')).toBe('2026-07-01T16:45:00-04:00');
    expect(joinInstant('2026-11-24', '8:30 PM')).toBeUndefined();
    expect(joinInstant('2026-02-30', '08:30')).toBeUndefined();
    expect(splitInstant('2026-11-24')).toBeUndefined();
  });
});

describe('columnChars', () => {
  it('fits a naming number to its pattern and other columns to their type', () => {
    expect(namingChars('MRN-{YYYY}-{seq:6}')).toBe('MRN-2026-000123'.length);
    expect(namingChars('EMP-{seq:5}')).toBe('EMP-00042'.length);
    const schema = {
      fields: {
        mrn: { type: 'text' as const },
        at: { type: 'datetime' as const },
        name: { type: 'text' as const },
        patient: { type: 'select' as const, ref: 'patient' },
      },
      naming: { field: 'mrn', pattern: 'MRN-{YYYY}-{seq:6}' },
    };
    expect(columnChars(schema, 'mrn')).toBe(15);
    expect(columnChars(schema, 'at')).toBe(28);
    expect(columnChars(schema, 'name')).toBeUndefined();
    // Room for a person's three names, the usual title of a referenced record.
    expect(columnChars(schema, 'patient')).toBe(REF_TITLE_CHARS);
  });
});
