import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARISON_OPS, compare, looseEquals } from '../../../../src/engine/visibility/compare';
import { joinKind } from '../../../../src/engine/visibility/join';

describe('compare (spec 5.1 operators)', () => {
  it.each([
    ['==', '5', 5, true],
    ['==', 'Female', 'Female', true],
    ['==', 'true', true, true],
    ['==', '', undefined, true],
    ['==', 0, '', false],
    ['!=', 'Male', 'Female', true],
    ['!=', '5', 5, false],
    ['===', '5', 5, false],
    ['===', 5, 5, true],
    ['!==', '5', 5, true],
    ['<', '9', '10', true],
    ['<', '2026-01-01', '2026-02-01', true],
    ['<=', 10, '10', true],
    ['>', '1,250', 1000, true],
    ['>=', 3, 4, false],
    ['>', undefined, 1, false],
    ['in', 'B+', ['A+', 'B+'], true],
    ['in', 'O-', ['A+', 'B+'], false],
    ['in', 2, ['1', '2'], true],
    ['in', ['x', 'B+'], ['A+', 'B+'], true],
    ['in', 'B+', 'A+, B+', true],
    ['notIn', 'O-', ['A+', 'B+'], true],
    ['notIn', 'A+', ['A+', 'B+'], false],
  ] as const)('%s: %j vs %j is %s', (op, left, right, expected) => {
    expect(compare(op, left, right)).toBe(expected);
  });

  it('treats an unknown operator as failed', () => {
    expect(compare('~=' as never, 1, 1)).toBe(false);
  });

  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COMPARISON_OPS), fc.anything(), fc.anything(), (op, a, b) => {
        expect(typeof compare(op, a, b)).toBe('boolean');
      }),
    );
  });

  it('== is symmetric', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => looseEquals(a, b) === looseEquals(b, a)),
    );
  });
});

describe('joinKind', () => {
  it.each(['and', 'AND', 'And', '&&', undefined])('%s joins with AND', (op) => {
    expect(joinKind(op)).toBe('and');
  });
  it.each(['or', 'OR', 'Or', '||'])('%s joins with OR', (op) => {
    expect(joinKind(op)).toBe('or');
  });
  it('rejects anything else', () => {
    expect(joinKind('xor')).toBeUndefined();
  });
});
