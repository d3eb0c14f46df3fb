import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clamp,
  filterNumberInput,
  formatNumber,
  numberOnBlur,
  parseNumber,
} from '../../../../src/engine/format';

describe('filterNumberInput', () => {
  it('keeps digits, one leading minus sign and one decimal point', () => {
    expect(filterNumberInput('12a3')).toBe('123');
    expect(filterNumberInput('-12.5')).toBe('-12.5');
    expect(filterNumberInput('1.2.3')).toBe('1.23');
    expect(filterNumberInput('12-3')).toBe('123');
    expect(filterNumberInput('--5')).toBe('-5');
    expect(filterNumberInput('1,250 ETB')).toBe('1250');
    expect(filterNumberInput('e5+3')).toBe('53');
  });

  it('keeps partial numbers while typing', () => {
    expect(filterNumberInput('-')).toBe('-');
    expect(filterNumberInput('.')).toBe('.');
    expect(filterNumberInput('1.')).toBe('1.');
    expect(filterNumberInput('')).toBe('');
  });

  it('only ever returns the allowed characters', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = filterNumberInput(raw);
        expect(out).toMatch(/^-?\d*\.?\d*$/);
        expect(filterNumberInput(out)).toBe(out);
      }),
    );
  });
});

describe('parseNumber', () => {
  it('reads plain and grouped numbers', () => {
    expect(parseNumber('42')).toBe(42);
    expect(parseNumber(' -1,250.75 ')).toBe(-1250.75);
    expect(parseNumber('1,234,567')).toBe(1234567);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('+3')).toBe(3);
    expect(parseNumber(7)).toBe(7);
  });

  it('gives undefined for blank and invalid input', () => {
    for (const bad of ['', '  ', '-', '.', 'abc', '1e5', '0x10', 'Infinity', '1..2', ',5', '5,']) {
      expect(parseNumber(bad)).toBeUndefined();
    }
    for (const bad of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, true, {}, []]) {
      expect(parseNumber(bad)).toBeUndefined();
    }
  });

  it('reads -0 as 0', () => {
    expect(Object.is(parseNumber('-0'), 0)).toBe(true);
  });
});

describe('clamp', () => {
  it('keeps a number within the bounds that are set', () => {
    expect(clamp(5, 1, 10)).toBe(5);
    expect(clamp(-5, 1, 10)).toBe(1);
    expect(clamp(50, 1, 10)).toBe(10);
    expect(clamp(50)).toBe(50);
    expect(clamp(-50, undefined, 10)).toBe(-50);
    expect(clamp(50, 1)).toBe(50);
  });

  it('lets the maximum win when the bounds cross', () => {
    expect(clamp(5, 10, 1)).toBe(1);
  });
});

describe('formatNumber', () => {
  it('groups thousands and shows up to 4 fraction digits by default (spec 9)', () => {
    expect(formatNumber(1234567.891234)).toBe('1,234,567.8912');
    expect(formatNumber(1250)).toBe('1,250');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(-9876.54321)).toBe('-9,876.5432');
  });

  it('honours the fraction digits and drops trailing zeros', () => {
    expect(formatNumber(1.23456, 2)).toBe('1.23');
    expect(formatNumber(2.1, 8)).toBe('2.1');
    expect(formatNumber(2.6, 0)).toBe('3');
  });

  it('shows a value that rounds to zero without a sign', () => {
    expect(formatNumber(-0.00001)).toBe('0');
  });

  it('gives "" for non-finite numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('round-trips through parseNumber to the number rounded to 4 digits', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const parsed = parseNumber(formatNumber(n, 4));
        expect(parsed).toBeDefined();
        const value = parsed as number;
        // Intl rounds the shortest decimal form of n, so allow the rounding step plus noise.
        expect(Math.abs(value - n)).toBeLessThanOrEqual(5e-5 + 1e-9);
        expect(Number(value.toFixed(4))).toBe(value);
      }),
    );
  });
});

describe('numberOnBlur', () => {
  it('parses, clamps and formats with separators (spec 5.4)', () => {
    expect(numberOnBlur('1234.5')).toEqual({ value: 1234.5, text: '1,234.5' });
    expect(numberOnBlur('150', { maximum: 100 })).toEqual({ value: 100, text: '100' });
    expect(numberOnBlur('-3', { minimum: 0 })).toEqual({ value: 0, text: '0' });
    expect(numberOnBlur('5000', { minimum: 1000, maximum: 2000 })).toEqual({
      value: 2000,
      text: '2,000',
    });
  });

  it('rounds to the fraction digits so the value matches the text', () => {
    expect(numberOnBlur('1.23456', { fractionDigits: 2 })).toEqual({ value: 1.23, text: '1.23' });
    expect(numberOnBlur('1.234567')).toEqual({ value: 1.2346, text: '1.2346' });
  });

  it('leaves out separators with noFormat', () => {
    expect(numberOnBlur('12345.5', { noFormat: true })).toEqual({
      value: 12345.5,
      text: '12345.5',
    });
  });

  it('gives no value for blank or partial input', () => {
    expect(numberOnBlur('')).toEqual({ value: undefined, text: '' });
    expect(numberOnBlur('-')).toEqual({ value: undefined, text: '' });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (raw, options) => {
        numberOnBlur(raw, options as never);
        parseNumber(raw);
        filterNumberInput(raw as string);
      }),
    );
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), fc.integer(), (n, a, b, digits) => {
        clamp(n, a, b);
        formatNumber(n, digits);
      }),
    );
  });
});
