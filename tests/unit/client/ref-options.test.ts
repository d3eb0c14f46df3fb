import { describe, expect, it } from 'vitest';
import {
  REF_PAGE_SIZE,
  recordLabel,
  recordToOption,
  refListUrl,
  rowsOf,
} from '../../../src/client/forms/widgets/select/ref-options';

describe('recordLabel', () => {
  it('takes the first text field list columns use', () => {
    expect(recordLabel({ id: 1, name: 'Cardiology', code: 'CAR' })).toBe('Cardiology');
    expect(recordLabel({ id: 2, first_name: 'Abebe', middle_name: 'T', last_name: 'Kebede' })).toBe(
      'Abebe T Kebede',
    );
    expect(recordLabel({ id: 3, first_name: 'Sara', last_name: '' })).toBe('Sara');
    expect(recordLabel({ id: 4, title: 'Ward rounds', code: 'WR' })).toBe('Ward rounds');
    expect(recordLabel({ id: 5, code: 'PARA-500' })).toBe('PARA-500');
    expect(recordLabel({ id: 6, full_name: 'Dr. Hana Girma', name: 'hana' })).toBe(
      'Dr. Hana Girma',
    );
  });

  it('falls back to another text field, then to the id', () => {
    expect(recordLabel({ id: 7, status: 'active', room_number: 'B-12' })).toBe('B-12');
    expect(recordLabel({ id: 8, name: '   ', capacity: 4 })).toBe('#8');
    expect(recordLabel({})).toBe('');
  });
});

describe('recordToOption', () => {
  it('uses the id as value and the label as name', () => {
    // The record rides along, for the columns that fetch from it.
    expect(recordToOption({ id: 9, name: 'ICU' })).toEqual({
      id: 9,
      name: 'ICU',
      record: { id: 9, name: 'ICU' },
    });
    expect(recordToOption({ name: 'no id' })).toBeUndefined();
  });
});

describe('rowsOf', () => {
  it('reads the list answer shapes', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(rowsOf({ rows, total: 2 })).toEqual(rows);
    expect(rowsOf({ items: rows })).toEqual(rows);
    expect(rowsOf({ data: rows })).toEqual(rows);
    expect(rowsOf(rows)).toEqual(rows);
    expect(rowsOf({ rows: [null, 3, { id: 1 }] })).toEqual([{ id: 1 }]);
    expect(rowsOf(null)).toEqual([]);
  });
});

describe('refListUrl', () => {
  it('searches with q and the page size', () => {
    expect(refListUrl('department', ' card ')).toBe(
      `/api/models/department?q=card&pageSize=${REF_PAGE_SIZE}`,
    );
    expect(refListUrl('patient', '')).toBe('/api/models/patient?pageSize=20');
  });
});
