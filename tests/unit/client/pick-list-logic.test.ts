import { describe, expect, it } from 'vitest';
import {
  filterByName,
  moveItems,
  nextActiveIndex,
  remainingOptions,
  toggleChoice,
} from '../../../src/client/components/pick-list/pick-list-logic';

const options = ['Admin', 'Doctor', 'Nurse', 'Cashier', 'Lab technician'];

describe('pick-list rules', () => {
  it('shows as available only the options not yet selected, in option order', () => {
    expect(remainingOptions(options, ['Nurse', 'Admin'])).toEqual([
      'Doctor',
      'Cashier',
      'Lab technician',
    ]);
    expect(remainingOptions(options, [])).toEqual(options);
  });

  it('searches by name, case-insensitively and ignoring surrounding spaces', () => {
    expect(filterByName(options, '  TECH ')).toEqual(['Lab technician']);
    expect(filterByName(options, 'r')).toEqual(['Doctor', 'Nurse', 'Cashier']);
    expect(filterByName(options, '')).toEqual(options);
    expect(filterByName(options, 'zzz')).toEqual([]);
  });

  it('appends moved-in items after the current selection, without duplicates', () => {
    expect(moveItems(['Nurse'], ['Admin', 'Cashier', 'Admin', 'Nurse'], 'available')).toEqual([
      'Nurse',
      'Admin',
      'Cashier',
    ]);
  });

  it('removes moved-out items and keeps the rest of the selection in order', () => {
    expect(moveItems(['Nurse', 'Admin', 'Cashier'], ['Admin'], 'selected')).toEqual([
      'Nurse',
      'Cashier',
    ]);
    expect(moveItems(['Nurse'], ['Nurse'], 'selected')).toEqual([]);
  });

  it('toggles a choice on and off', () => {
    expect(toggleChoice(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleChoice(['A', 'B'], 'A')).toEqual(['B']);
  });

  it('moves the active option with the arrows, Home and End, stopping at the ends', () => {
    expect(nextActiveIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(0);
    expect(nextActiveIndex('End', 0, 3)).toBe(2);
    expect(nextActiveIndex('Home', 2, 3)).toBe(0);
    expect(nextActiveIndex('a', 1, 3)).toBeNull();
    expect(nextActiveIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
