import { describe, expect, it } from 'vitest';
import {
  checkRecordsText,
  withRows,
} from '../../../src/client/app/playground/records/records-json';
import sample from '../../../src/client/app/playground/records/sample.json';

const text = (value: unknown) => JSON.stringify(value);
const messages = (value: unknown) =>
  checkRecordsText(text(value)).problems.map((p) => `${p.pointer} ${p.message}`);

describe('records playground JSON', () => {
  it('takes the sample as it is', () => {
    const check = checkRecordsText(text(sample));
    expect(check.problems).toEqual([]);
    expect(check.doc?.columns.map((c) => c.type)).toEqual([
      'select',
      'text',
      'number',
      'currency',
      'checkbox',
      'date',
      'datetime',
      'custom',
    ]);
    expect(check.doc?.rows).toHaveLength(3);
  });

  it('locates syntax errors', () => {
    const check = checkRecordsText('{\n  "columns": [],\n}');
    expect(check.doc).toBeUndefined();
    expect(check.problems[0]?.source).toBe('syntax');
    expect(check.problems[0]?.line).toBe(3);
  });

  it('names column problems by pointer, and shows no table then', () => {
    const bad = {
      columns: [
        { field: 'a', type: 'money' },
        { field: 'a' },
        { label: 'no field' },
        { field: 'b', type: 'select' },
        { field: 'c', relatedFrom: 'zzz', fractionDigits: 9 },
        { field: 'd', type: 'custom' },
      ],
    };
    expect(messages(bad)).toEqual([
      '/columns/0/type Unknown column type; use one of text, select, checkbox, datetime, date, number, currency, custom.',
      '/columns/1/field The field "a" is used by an earlier column.',
      '/columns/2/field A column needs a field name.',
      '/columns/3/options A select column needs its options.',
      '/columns/4/relatedFrom relatedFrom must name another column.',
      '/columns/4/fractionDigits Cells allow 0 to 8 fraction digits.',
      '/columns/5/key A custom column needs the key of its registered cell.',
    ]);
    expect(checkRecordsText(text(bad)).doc).toBeUndefined();
    expect(messages([])).toEqual([' Write an object with columns and rows.']);
    expect(messages({ columns: [] })).toEqual([
      '/columns columns must be a list of at least one column.',
    ]);
  });

  it('lists row problems but still shows the table', () => {
    const check = checkRecordsText(
      text({ columns: [{ field: 'a' }], rows: [{ a: 1, disableEdit: 'yes' }, 'x'] }),
    );
    expect(check.problems.map((p) => p.pointer)).toEqual(['/rows/0/disableEdit', '/rows/1']);
    expect(check.doc?.rows).toEqual([{ a: 1, disableEdit: 'yes' }]);
  });

  it('writes saved rows back, into the last good JSON when the text is broken', () => {
    const good = { columns: [{ field: 'a' }], rows: [] };
    expect(JSON.parse(withRows(text(good), [{ id: 1, a: 2 }], good))).toEqual({
      ...good,
      rows: [{ id: 1, a: 2 }],
    });
    expect(JSON.parse(withRows('{ broken', [{ id: 1 }], good)).rows).toEqual([{ id: 1 }]);
  });
});
