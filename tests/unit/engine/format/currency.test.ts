import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyOnBlur, filterCurrencyInput, formatCurrency } from '../../../../src/engine/format';

describe('filterCurrencyInput', () => {
  it('strips everything but digits and one decimal point', () => {
    expect(filterCurrencyInput('ETB 1,250.50')).toBe('1250.50');
    expect(filterCurrencyInput('-12')).toBe('12');
    expect(filterCurrencyInput('1.2.3')).toBe('1.23');
    expect(filterCurrencyInput('abc')).toBe('');
  });

  it('only ever returns digits and at most one point', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(filterCurrencyInput(raw)).toMatch(/^\d*\.?\d*$/);
      }),
    );
  });
});

describe('currencyOnBlur', () => {
  it('shows exactly 2 fraction digits when the setting is on (the default)', () => {
    expect(currencyOnBlur('1250')).toEqual({ value: 1250, text: '1,250.00' });
    expect(currencyOnBlur('1250.5', { fixedFractionDigits: true })).toEqual({
      value: 1250.5,
      text: '1,250.50',
    });
    expect(currencyOnBlur('0.125')).toEqual({ value: 0.13, text: '0.13' });
  });

  it('shows 0 to 2 fraction digits when the setting is off', () => {
    expect(currencyOnBlur('1250', { fixedFractionDigits: false }).text).toBe('1,250');
    expect(currencyOnBlur('1250.5', { fixedFractionDigits: false }).text).toBe('1,250.5');
    expect(currencyOnBlur('1250.567', { fixedFractionDigits: false }).text).toBe('1,250.57');
  });

  it('clamps to minimum and maximum', () => {
    expect(currencyOnBlur('5', { minimum: 10 })).toEqual({ value: 10, text: '10.00' });
    expect(currencyOnBlur('5,000', { maximum: 999.99 })).toEqual({ value: 999.99, text: '999.99' });
  });

  it('drops a sign and gives no value for blank input', () => {
    expect(currencyOnBlur('-40').value).toBe(40);
    expect(currencyOnBlur('')).toEqual({ value: undefined, text: '' });
    expect(currencyOnBlur('.')).toEqual({ value: undefined, text: '' });
  });
});

describe('formatCurrency', () => {
  it('puts the currency code before the amount (spec 9 default ETB)', () => {
    expect(formatCurrency(1250)).toBe('ETB 1,250.00');
    expect(formatCurrency(1250, { currency: 'USD' })).toBe('USD 1,250.00');
    expect(formatCurrency(1250.5, { fixedFractionDigits: false })).toBe('ETB 1,250.5');
    expect(formatCurrency('1,250')).toBe('ETB 1,250.00');
  });

  it('gives "" for amounts it cannot read', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency(undefined)).toBe('');
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (raw, options) => {
        filterCurrencyInput(raw);
        currencyOnBlur(raw, options as never);
        formatCurrency(raw, options as never);
      }),
    );
    fc.assert(
      fc.property(fc.double(), (n) => {
        formatCurrency(n);
      }),
    );
  });
});
