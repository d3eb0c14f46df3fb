/**
 * Counts failed sign-ins per key (an IP, an account) in a sliding window and says how long a
 * key must wait once it has too many. In memory: one instance per process (DESIGN.md 5 plans
 * Redis for several instances).
 */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export function createAttemptLimiter(rule: LimitRule, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = now() - rule.windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  return {
    /** Seconds to wait before another attempt, or 0 when one is allowed now. */
    retryAfterSeconds(key: string): number {
      const list = recent(key);
      if (list.length < rule.max) return 0;
      const oldest = list[list.length - rule.max] as number;
      return Math.max(1, Math.ceil((oldest + rule.windowMs - now()) / 1000));
    },
    fail(key: string): void {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
    },
    clear(key: string): void {
      failures.delete(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
