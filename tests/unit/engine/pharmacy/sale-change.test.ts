// A counter sale's change (carried defect: the sale form showed no change due until saved):
// one function, saleChange, for the server's stock.sale (which records tendered and change
// and refuses a shortfall) and the sale form (which shows them as the pharmacist types).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleFormChange } from '../../../../src/client/app/pharmacy/sale-form-change';
import { saleChange } from '../../../../src/engine/pharmacy/sale-change';

describe('saleChange', () => {
  it('gives the change of cash above the total and the shortfall of cash below it', () => {
    expect(saleChange(1240, 5000, true)).toEqual({ tendered: 5000, change: 3760, shortfall: 0 });
    expect(saleChange(1240, 1240, true)).toEqual({ tendered: 1240, change: 0, shortfall: 0 });
    expect(saleChange(1400, 1000, true)).toEqual({ tendered: 1000, change: 0, shortfall: 400 });
  });

  it('takes the exact total from cash left empty and from any other method', () => {
    expect(saleChange(1240, null, true)).toEqual({ tendered: 1240, change: 0, shortfall: 0 });
    expect(saleChange(1240, 10000, false)).toEqual({ tendered: 1240, change: 0, shortfall: 0 });
    expect(saleChange(1240, 100, false)).toEqual({ tendered: 1240, change: 0, shortfall: 0 });
  });

  it('always balances: tendered less change plus shortfall is the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        fc.boolean(),
        (total, tendered, cash) => {
          const settled = saleChange(total, tendered, cash);
          expect(settled.tendered - settled.change + settled.shortfall).toBe(total);
          expect(Math.min(settled.change, settled.shortfall)).toBe(0);
        },
      ),
    );
  });
});

describe('the sale form, as it reads the typed values', () => {
  it('says nothing without a total, a method or an amount', () => {
    expect(saleFormChange(undefined, '50', 'Cash')).toEqual({ kind: 'none' });
    expect(saleFormChange('12.40', '50', undefined)).toEqual({ kind: 'none' });
    expect(saleFormChange('12.40', '5x', 'Cash')).toEqual({ kind: 'none' });
  });

  it('shows the change, the shortfall or the exact total as money', () => {
    expect(saleFormChange('12.40', '50', 'Cash')).toEqual({
      kind: 'change',
      total: '12.40',
      tendered: '50.00',
      change: '37.60',
    });
    expect(saleFormChange('14.00', '10.00', 'Cash')).toEqual({
      kind: 'short',
      total: '14.00',
      tendered: '10.00',
      shortfall: '4.00',
    });
    expect(saleFormChange('12.40', '', 'Cash')).toEqual({
      kind: 'exact',
      total: '12.40',
      cash: true,
    });
    expect(saleFormChange('12.40', '100', 'Card')).toEqual({
      kind: 'exact',
      total: '12.40',
      cash: false,
    });
  });
});
