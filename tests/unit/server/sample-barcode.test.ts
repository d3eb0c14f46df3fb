// The sample label's barcode (issue 19): bwip-js's Code 128 SVG of a sample number reads back
// as that number (bars decoded with the standard's table, check symbol verified), for numbers
// of every shape the naming series makes; the same number always draws the same bars.
import { describe, expect, it } from 'vitest';
import { code128Svg } from '../../../src/server/laboratory/sample-barcode';
import { decodeCode128 } from '../../helpers/code128';

describe('sample barcode', () => {
  it.each(['SMP-2026-000001', 'SMP-2026-000123', 'SMP-2031-999999', 'SMP-2026-1000000'])(
    'encodes %s',
    (number) => {
      expect(decodeCode128(code128Svg(number))).toBe(number);
    },
  );

  it('draws one number the same way every time, and two numbers apart', () => {
    expect(code128Svg('SMP-2026-000007')).toBe(code128Svg('SMP-2026-000007'));
    expect(code128Svg('SMP-2026-000007')).not.toBe(code128Svg('SMP-2026-000008'));
  });

  it('refuses to read bars that were tampered with', () => {
    const svg = code128Svg('SMP-2026-000007');
    // One narrow bar scratched off: the symbols around it are no longer Code 128 symbols.
    const tampered = svg.replace(/(stroke-width="2" d=")M[\d.]+ [\d.]+L[\d.]+ [\d.]+/, '$1');
    expect(tampered).not.toBe(svg);
    expect(() => decodeCode128(tampered)).toThrow();
  });
});
