import { describe, expect, it } from 'vitest';
import { TAB_DESIGNS, tabDesigns } from '../../../src/client/components/tabs/tab-designs';
import { nextIndexForKey, resolveTabIndex } from '../../../src/client/components/tabs/tab-keys';

describe('tab keys', () => {
  it('moves with left and right on a horizontal list, wrapping at both ends', () => {
    expect(nextIndexForKey('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(nextIndexForKey('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndexForKey('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndexForKey('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });

  it('moves with up and down on a vertical list', () => {
    expect(nextIndexForKey('ArrowDown', 1, 3, 'vertical')).toBe(2);
    expect(nextIndexForKey('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(nextIndexForKey('ArrowRight', 0, 3, 'vertical')).toBeNull();
  });

  it('jumps with Home and End and ignores other keys or an empty list', () => {
    expect(nextIndexForKey('Home', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndexForKey('End', 0, 3, 'vertical')).toBe(2);
    expect(nextIndexForKey('Enter', 0, 3, 'horizontal')).toBeNull();
    expect(nextIndexForKey('ArrowRight', 0, 0, 'horizontal')).toBeNull();
  });

  it('shows the remembered tab when it still exists, else the first', () => {
    expect(resolveTabIndex(['a', 'b', 'c'], 'c')).toBe(2);
    expect(resolveTabIndex(['a', 'b', 'c'], 'gone')).toBe(0);
    expect(resolveTabIndex(['a', 'b'], 1)).toBe(0);
    expect(resolveTabIndex(['a'], undefined)).toBe(0);
  });

  it('has six distinct designs, each styled', () => {
    expect(TAB_DESIGNS).toHaveLength(6);
    expect(new Set(TAB_DESIGNS).size).toBe(6);
    for (const design of TAB_DESIGNS) expect(tabDesigns[design].selected).not.toBe('');
  });
});
