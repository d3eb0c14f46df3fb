import type { LimitRule } from './auth/attempt-limiter';
import { DEFAULT_THROTTLES, type ThrottleSettings } from './auth/throttles';
import { ConfigError } from './config-error';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DAY_MS = UNIT_MS.d;

/** `90s`, `15m`, `1h`, `1d` in milliseconds; undefined when it is not such a duration. */
function durationMs(text: string): number | undefined {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms > 0 ? ms : undefined;
}

/** The shortest way to write a period: 3600000 -> `1h`. */
function shortPeriod(ms: number): string {
  const [unit, size] = (Object.entries(UNIT_MS) as [string, number][])
    .reverse()
    .find(([, size]) => ms % size === 0) ?? ['s', 1000];
  return `${ms / size}${unit}`;
}

/** `count/period`, such as `20/1h`: at most `count` in any `period` (1 second to 1 day). */
function parseRule(name: string, raw: string | undefined, fallback: LimitRule): LimitRule {
  if (raw === undefined || raw.trim() === '') return fallback;
  const [countText = '', periodText = ''] = raw.split('/');
  const max = Number(countText.trim());
  const windowMs = durationMs(periodText);
  if (!/^\d+$/.test(countText.trim()) || max < 1 || max > 100_000 || !windowMs || windowMs > DAY_MS)
    throw new ConfigError(
      `${name} must be a count per period such as ${fallback.max}/${shortPeriod(fallback.windowMs)} (count 1 to 100000; period in s, m, h or d, at most 1d), got "${raw}"`,
    );
  return { max, windowMs };
}

function parseFreeFailures(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const count = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || count < 1 || count > 100)
    throw new ConfigError(
      `TENA_LOGIN_FREE_FAILURES must be a whole number from 1 to 100, got "${raw}"`,
    );
  return count;
}

function parseMaxDelay(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const ms = durationMs(raw);
  if (!ms || ms > DAY_MS)
    throw new ConfigError(
      `TENA_LOGIN_MAX_DELAY must be a duration such as 5m (in s, m, h or d, at most 1d), got "${raw}"`,
    );
  return ms;
}

/** The sign-in, reset-link and mail limits from the environment, each with its default. */
export function parseThrottles(env: NodeJS.ProcessEnv): ThrottleSettings {
  const defaults = DEFAULT_THROTTLES;
  const maxDelayMs = parseMaxDelay(env.TENA_LOGIN_MAX_DELAY, defaults.signInBackoff.maxDelayMs);
  return {
    signInSource: parseRule(
      'TENA_LOGIN_LIMIT_SOURCE',
      env.TENA_LOGIN_LIMIT_SOURCE,
      defaults.signInSource,
    ),
    signInBackoff: {
      freeFailures: parseFreeFailures(
        env.TENA_LOGIN_FREE_FAILURES,
        defaults.signInBackoff.freeFailures,
      ),
      maxDelayMs,
      // Forgotten only after a quiet spell longer than the longest delay, or the cap would reset it.
      forgetAfterMs: Math.max(defaults.signInBackoff.forgetAfterMs, 2 * maxDelayMs),
    },
    resetPerEmail: parseRule(
      'TENA_RESET_LIMIT_EMAIL',
      env.TENA_RESET_LIMIT_EMAIL,
      defaults.resetPerEmail,
    ),
    resetPerSource: parseRule(
      'TENA_RESET_LIMIT_SOURCE',
      env.TENA_RESET_LIMIT_SOURCE,
      defaults.resetPerSource,
    ),
    mailPerUser: parseRule('TENA_MAIL_LIMIT_USER', env.TENA_MAIL_LIMIT_USER, defaults.mailPerUser),
  };
}
