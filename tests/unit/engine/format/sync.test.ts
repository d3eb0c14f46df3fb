import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SYNC_BATCHES, syncBatches } from '../../../../src/engine/format';

describe('syncBatches', () => {
  it('uses the spec defaults: start 0, max 150, step 5 (spec 2.8)', () => {
    const batches = syncBatches();
    expect(batches).toHaveLength(30);
    expect(batches[0]).toEqual({ startIndex: 0, endIndex: 5 });
    expect(batches[29]).toEqual({ startIndex: 145, endIndex: 150 });
    expect(syncBatches({})).toEqual(batches);
  });

  it('ends the last, shorter window at max', () => {
    expect(syncBatches({ start: 3, max: 15, step: 5 })).toEqual([
      { startIndex: 3, endIndex: 8 },
      { startIndex: 8, endIndex: 13 },
      { startIndex: 13, endIndex: 15 },
    ]);
  });

  it('gives no windows for an empty range or invalid input', () => {
    expect(syncBatches({ start: 10, max: 10 })).toEqual([]);
    expect(syncBatches({ step: 0 })).toEqual([]);
    expect(syncBatches({ step: -5 })).toEqual([]);
    expect(syncBatches({ start: 20, max: 10 })).toEqual([]);
    expect(syncBatches({ step: 2.5 })).toEqual([]);
    expect(syncBatches({ max: Number.NaN })).toEqual([]);
    expect(syncBatches({ start: -5 })).toEqual([]);
    expect(syncBatches({ max: MAX_SYNC_BATCHES + 1, step: 1 })).toEqual([]);
  });

  it('has ceil((max - start) / step) contiguous windows covering start to max', () => {
    const range = fc.record({
      start: fc.nat(10_000),
      length: fc.nat(10_000),
      step: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(range, ({ start, length, step }) => {
        const max = start + length;
        const batches = syncBatches({ start, max, step });
        expect(batches).toHaveLength(Math.ceil(length / step));
        let next = start;
        for (const batch of batches) {
          expect(batch.startIndex).toBe(next);
          expect(batch.endIndex).toBeGreaterThan(batch.startIndex);
          expect(batch.endIndex - batch.startIndex).toBeLessThanOrEqual(step);
          next = batch.endIndex;
        }
        expect(next).toBe(length === 0 ? start : max);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (options) => {
        syncBatches(options as never);
      }),
    );
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (start, max, step) => {
        syncBatches({ start, max, step });
      }),
    );
  });
});
