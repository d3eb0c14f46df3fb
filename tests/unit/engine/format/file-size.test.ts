import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize, formatUploadSize } from '../../../../src/engine/format';

describe('formatFileSize', () => {
  it('uses 1000-based units with 3 decimals (spec 9)', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(999)).toBe('999 bytes');
    expect(formatFileSize(1000)).toBe('1.000 KB');
    expect(formatFileSize(1500)).toBe('1.500 KB');
    expect(formatFileSize(2_500_000)).toBe('2.500 MB');
    expect(formatFileSize(3_000_000_000)).toBe('3.000 GB');
    expect(formatFileSize(5_000_000_000_000)).toBe('5000.000 GB');
  });

  it('moves to the next unit instead of showing 1000 of one', () => {
    expect(formatFileSize(999_999.9)).toBe('1.000 MB');
    expect(formatFileSize(999.7)).toBe('1.000 KB');
  });

  it('gives "" for sizes that are not sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize('12')).toBe('');
  });
});

describe('formatUploadSize', () => {
  it('uses KB on a 1024 base with 2 decimals (spec 9)', () => {
    expect(formatUploadSize(2048)).toBe('2.00 KB');
    expect(formatUploadSize(0)).toBe('0.00 KB');
    expect(formatUploadSize(1536)).toBe('1.50 KB');
    expect(formatUploadSize(-5)).toBe('');
  });
});

describe('never throws', () => {
  it('on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        formatFileSize(raw);
        formatUploadSize(raw);
      }),
    );
    fc.assert(
      fc.property(fc.double(), (n) => {
        formatFileSize(n);
        formatUploadSize(n);
      }),
    );
  });
});
