import { describe, expect, it } from 'vitest';
import {
  applyRelated,
  blankRow,
  missingColumns,
  requiredMessage,
  rowKey,
  rowsOf,
  savedRow,
  withIds,
} from '../../../src/client/widgets/table/rows';
import type { TableColumn } from '../../../src/engine/types';

const columns: TableColumn[] = [
  { field: 'product', type: 'select', label: 'Product', required: true },
  { field: 'quantity', type: 'number', label: 'Quantity', defaultValue: 1, required: true },
  { field: 'unit_price', type: 'currency', relatedFrom: 'product' },
  { field: 'taxable', type: 'checkbox', relatedFrom: 'product' },
];

describe('one-to-many rows', () => {
  it('makes a blank row with defaults, flagged as new', () => {
    expect(blankRow(columns, 4)).toEqual({
      id: 4,
      isNewRecordDTable: true,
      quantity: 1,
      taxable: false,
    });
  });

  it('blocks save while a required column is empty; zero counts as filled (spec 4)', () => {
    expect(missingColumns({ product: '', quantity: 0 }, columns).map((c) => c.field)).toEqual([
      'product',
    ]);
    expect(missingColumns({ product: 'p1', quantity: 0 }, columns)).toEqual([]);
    expect(requiredMessage(columns.slice(0, 2))).toBe(
      'Please fill in required fields: Product, Quantity',
    );
  });

  it('copies related columns from the chosen option', () => {
    const option = { id: 'p1', name: 'Paracetamol', unit_price: 12.5, taxable: true, other: 1 };
    expect(applyRelated({ product: 'p1', quantity: 2 }, columns, 'product', option)).toEqual({
      product: 'p1',
      quantity: 2,
      unit_price: 12.5,
      taxable: true,
    });
    expect(applyRelated({ a: 1 }, columns, 'quantity', option)).toEqual({ a: 1 });
  });

  it('gives rows without an id the highest id plus one', () => {
    expect(withIds([{ id: 3 }, { name: 'a' }, { id: '' }]).map((r) => r.id)).toEqual([3, 4, 5]);
  });

  it('keys, reads and cleans rows', () => {
    expect(rowKey({ id: 2 }, 0)).toBe('id:2');
    expect(rowKey({}, 3)).toBe('#3');
    expect(rowsOf([{ a: 1 }, null, [1], 'x'])).toEqual([{ a: 1 }]);
    expect(rowsOf('nope')).toEqual([]);
    expect(savedRow({ id: 1, a: 2, isNewRecordDTable: true })).toEqual({ id: 1, a: 2 });
  });
});
