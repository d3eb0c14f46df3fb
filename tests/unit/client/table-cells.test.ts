import { describe, expect, it, vi } from 'vitest';
import { cellText, EMPTY_CELL } from '../../../src/client/widgets/table/CellView';
import { cellChoiceGroups, choiceName } from '../../../src/client/widgets/table/cell-choices';
import { logged } from '../../../src/client/widgets/table/logged';
import { DEFAULT_SETTINGS } from '../../../src/engine/types';

const options = [
  { label: 'Antibiotics', header: true },
  { value: 'amox', label: 'Amoxicillin', unit_price: 12.5 },
  { value: 'cef', label: 'Ceftriaxone' },
  { label: 'Analgesics', header: true },
  { value: 'para', label: 'Paracetamol' },
  { id: 7, name: 'Saline', header: 'Fluids' },
  { label: 'Nothing to store', header: true },
];

describe('select column choices (spec 3.3: options with label and header)', () => {
  it('groups options under their headings; a heading is never a value', () => {
    const groups = cellChoiceGroups(options);
    expect(groups.map((g) => [g.header, g.choices.map((c) => c.name)])).toEqual([
      ['Antibiotics', ['Amoxicillin', 'Ceftriaxone']],
      ['Analgesics', ['Paracetamol']],
      ['Fluids', ['Saline']],
    ]);
    expect(groups[0]?.choices[0]?.option.unit_price).toBe(12.5);
  });

  it('keeps options without headings in one unnamed group, and drops ones without identity', () => {
    const groups = cellChoiceGroups([{ label: 'Cash' }, { value: 2, label: 'Card' }, {}, null]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.header).toBeUndefined();
    expect(groups[0]?.choices.map((c) => [c.key, c.name])).toEqual([
      ['Cash', 'Cash'],
      ['2', 'Card'],
    ]);
    expect(cellChoiceGroups('nope')).toEqual([]);
  });

  it('reads a stored value by its label', () => {
    expect(choiceName(options, 'cef')).toBe('Ceftriaxone');
    expect(choiceName(options, 7)).toBe('Saline');
    expect(choiceName(options, 'gone')).toBe('gone');
  });
});

describe('inline table cells (spec 9)', () => {
  const text = (type: string, value: unknown, extra = {}) =>
    cellText({ field: 'x', type, ...extra }, value, DEFAULT_SETTINGS);

  it('shows numbers with up to 4 decimals, and 0 to 8 when the column says', () => {
    expect(text('number', 1234.56789)).toBe('1,234.5679');
    expect(text('number', 1.23456789, { fractionDigits: 8 })).toBe('1.23456789');
    expect(text('number', 1.23456789, { fractionDigits: 12 })).toBe('1.23456789');
    expect(text('number', 2.5, { fractionDigits: 0 })).toBe('3');
  });

  it('shows currency with 2 decimals in the shared currency', () => {
    expect(text('currency', 85)).toBe('ETB 85.00');
    expect(text('currency', '1250.5')).toBe('ETB 1,250.50');
  });

  it('shows dates, datetimes, checkboxes, and a dash for empty cells', () => {
    expect(text('date', '2026-05-14')).toBe('May 14, 2026');
    expect(text('datetime', '2026-05-12T08:30')).toBe('May 12, 2026, 8:30 AM');
    expect(text('checkbox', true)).toBe('Yes');
    expect(text('checkbox', false)).toBe('No');
    for (const empty of [undefined, null, '']) expect(text('text', empty)).toBe(EMPTY_CELL);
    expect(EMPTY_CELL).toBe('–');
  });
});

describe('table errors other than validation (spec 5.5)', () => {
  it('logs a store that throws, and says it did not store', () => {
    const report = vi.fn();
    const store = logged(() => {
      throw new Error('server down');
    }, report);
    expect(store()).toBe(false);
    expect(report).toHaveBeenCalledWith(new Error('server down'));
  });

  it('logs a store whose promise fails, and passes arguments on', async () => {
    const report = vi.fn();
    const seen: unknown[] = [];
    const failing = Promise.reject(new Error('409'));
    const store = logged((rows: unknown[]) => {
      seen.push(rows);
      return failing;
    }, report);
    expect(store([{ id: 1 }])).toBe(true);
    // The table's handler was attached first, so it has run once this one sees the failure.
    await expect(failing).rejects.toThrow('409');
    expect(report).toHaveBeenCalledWith(new Error('409'));
    expect(seen).toEqual([[{ id: 1 }]]);
  });

  it('goes to the console by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logged(() => {
      throw new Error('boom');
    })();
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
