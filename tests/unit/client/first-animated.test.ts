import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The flag and its timer are module state: each test gets a fresh copy.
async function load() {
  vi.resetModules();
  return import('../../../src/client/state/first-animated');
}

describe('first-animated flag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns on 5000 ms after the timer starts, not before', async () => {
    const { firstAnimated, startFirstAnimatedTimer, FIRST_ANIMATED_DELAY_MS } = await load();
    expect(FIRST_ANIMATED_DELAY_MS).toBe(5000);
    startFirstAnimatedTimer();
    vi.advanceTimersByTime(4999);
    expect(firstAnimated.on).toBe(false);
    vi.advanceTimersByTime(1);
    expect(firstAnimated.on).toBe(true);
  });

  it('a second start neither restarts nor doubles the timer', async () => {
    const { firstAnimated, startFirstAnimatedTimer } = await load();
    startFirstAnimatedTimer();
    vi.advanceTimersByTime(3000);
    startFirstAnimatedTimer();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(firstAnimated.on).toBe(true);
  });

  it('can be cancelled before it fires', async () => {
    const { firstAnimated, startFirstAnimatedTimer } = await load();
    const cancel = startFirstAnimatedTimer();
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(firstAnimated.on).toBe(false);
  });
});
