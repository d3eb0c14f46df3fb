/**
 * Counts events per key (failed sign-ins from an address, reset requests for an email, mail
 * sent by a user) in a sliding window and says how long a key must wait once it has too many.
 * In memory: one instance per process (DESIGN.md 5 plans Redis for several instances).
 */
export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Past this many keys, a write first drops every key whose window has passed. */
export const SWEEP_ABOVE_KEYS = 10_000;

export function createAttemptLimiter(rule: LimitRule, now: () => number = Date.now) {
  const events = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = now() - rule.windowMs;
    const list = (events.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length === 0) events.delete(key);
    else events.set(key, list);
    return list;
  };
  // Keys an attacker makes up (addresses, emails) would otherwise stay for good: a key is only
  // pruned when read again, so the map is swept once it grows large, and next only once it
  // has doubled (live keys are not swept again on every write).
  let sweepAbove = SWEEP_ABOVE_KEYS;
  const sweepIfLarge = () => {
    if (events.size <= sweepAbove) return;
    for (const key of [...events.keys()]) recent(key);
    sweepAbove = Math.max(SWEEP_ABOVE_KEYS, 2 * events.size);
  };
  const retryAfterSeconds = (key: string): number => {
    const list = recent(key);
    if (list.length < rule.max) return 0;
    const oldest = list[list.length - rule.max] as number;
    return Math.max(1, Math.ceil((oldest + rule.windowMs - now()) / 1000));
  };
  const record = (key: string): void => {
    sweepIfLarge();
    const list = recent(key);
    list.push(now());
    events.set(key, list);
  };
  return {
    rule,
    /** Seconds to wait before another event, or 0 when one is allowed now. */
    retryAfterSeconds,
    /** Counts one event (a failure) against the key. */
    fail: record,
    /** Counts one event when the key is under its limit; otherwise the seconds to wait. */
    take(key: string): number {
      const wait = retryAfterSeconds(key);
      if (wait === 0) record(key);
      return wait;
    },
    clear(key: string): void {
      events.delete(key);
    },
    /** How many keys are held (tests check the sweep). */
    size: () => events.size,
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
