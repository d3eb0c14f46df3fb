import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRowId } from '../../../../src/engine/format';

describe('nextRowId', () => {
  it('is the highest id plus one (spec 3.3)', () => {
    expect(nextRowId([{ id: 1 }, { id: 7 }, { id: 3 }])).toBe(8);
    expect(nextRowId([{ id: 4 }])).toBe(5);
  });

  it('is 1 without rows', () => {
    expect(nextRowId([])).toBe(1);
  });

  it('ignores non-numeric ids but counts numeric text', () => {
    expect(nextRowId([{ id: 'abc' }, { id: 2 }, { id: Number.NaN }, {}])).toBe(3);
    expect(nextRowId([{ id: 'abc' }, { id: null }])).toBe(1);
    expect(nextRowId([{ id: '9' }, { id: 2 }])).toBe(10);
  });

  it('never collides with an existing numeric id', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer() })), (rows) => {
        const id = nextRowId(rows);
        expect(rows.some((row) => row.id === id)).toBe(false);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (rows) => {
        nextRowId(rows as never);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.double() })), (rows) => {
        nextRowId(rows);
      }),
    );
  });
});
