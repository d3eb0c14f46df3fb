import { SWEEP_ABOVE_KEYS } from './attempt-limiter';

/**
 * Growing delays per key (one account from one address): the first `freeFailures` failures
 * cost nothing, then each further attempt must wait 1 s, 2 s, 4 s ... after the last failure,
 * up to `maxDelayMs`. Unlike a lock, it slows one guesser down without shutting the account's
 * owner out from anywhere else. In memory, like the attempt limiter.
 */
export interface BackoffRule {
  freeFailures: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts afresh. */
  forgetAfterMs: number;
}

const FIRST_DELAY_MS = 1000;

interface Failures {
  count: number;
  lastAt: number;
}

export function createBackoffLimiter(rule: BackoffRule, now: () => number = Date.now) {
  const failures = new Map<string, Failures>();
  // As in the attempt limiter: made-up keys are swept once the map is large, then once doubled.
  let sweepAbove = SWEEP_ABOVE_KEYS;
  const live = (key: string): Failures | undefined => {
    const entry = failures.get(key);
    if (entry && now() - entry.lastAt >= rule.forgetAfterMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  const delayAfter = (count: number) => {
    const extra = count - rule.freeFailures;
    // 2 ** 40 ms is decades: past that the cap has long applied, and the power stays finite.
    return Math.min(rule.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(extra, 40));
  };
  return {
    /** Seconds to wait before the key may try again, or 0 when it may try now. */
    retryAfterSeconds(key: string): number {
      const entry = live(key);
      if (!entry || entry.count < rule.freeFailures) return 0;
      const waitMs = entry.lastAt + delayAfter(entry.count) - now();
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    fail(key: string): void {
      if (failures.size > sweepAbove) {
        for (const known of [...failures.keys()]) live(known);
        sweepAbove = Math.max(SWEEP_ABOVE_KEYS, 2 * failures.size);
      }
      const entry = live(key);
      failures.set(key, { count: (entry?.count ?? 0) + 1, lastAt: now() });
    },
    clear(key: string): void {
      failures.delete(key);
    },
    size: () => failures.size,
  };
}
export type BackoffLimiter = ReturnType<typeof createBackoffLimiter>;
