import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoNext,
  clampStep,
  stepStatus,
} from '../../../src/client/components/steps/step-logic';

describe('vertical step view rules', () => {
  it('accepts a remembered step only when it is a whole index inside the list', () => {
    expect(clampStep(2, 4)).toBe(2);
    expect(clampStep(4, 4)).toBe(0);
    expect(clampStep(-1, 4)).toBe(0);
    expect(clampStep(1.5, 4)).toBe(0);
    expect(clampStep('2', 4)).toBe(0);
    expect(clampStep(null, 4)).toBe(0);
  });

  it('disables Back on the first step and Next on the last', () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoNext(2, 4)).toBe(true);
    expect(canGoNext(3, 4)).toBe(false);
    expect(canGoNext(0, 1)).toBe(false);
  });

  it('marks earlier steps complete, the current one current and later ones upcoming', () => {
    expect([0, 1, 2, 3].map((index) => stepStatus(index, 2))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
  });
});
