import { isIPv4, isIPv6 } from 'node:net';
import { createAttemptLimiter, type LimitRule } from './attempt-limiter';
import { type BackoffRule, createBackoffLimiter } from './backoff-limiter';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** How much of each costly or abusable action one source, account or user may do. */
export interface ThrottleSettings {
  /** Failed sign-ins from one address, whatever the account (`TENA_LOGIN_LIMIT_SOURCE`). */
  signInSource: LimitRule;
  /** Growing delays for one account from one address (`TENA_LOGIN_FREE_FAILURES`, `_MAX_DELAY`). */
  signInBackoff: BackoffRule;
  /** Reset links asked for one email (`TENA_RESET_LIMIT_EMAIL`). */
  resetPerEmail: LimitRule;
  /** Reset links asked from one address (`TENA_RESET_LIMIT_SOURCE`). */
  resetPerSource: LimitRule;
  /** Emails one user sends from the Email page (`TENA_MAIL_LIMIT_USER`). */
  mailPerUser: LimitRule;
}

export const DEFAULT_THROTTLES: ThrottleSettings = {
  signInSource: { max: 50, windowMs: 15 * MINUTE },
  signInBackoff: { freeFailures: 5, maxDelayMs: 5 * MINUTE, forgetAfterMs: HOUR },
  resetPerEmail: { max: 5, windowMs: HOUR },
  resetPerSource: { max: 20, windowMs: HOUR },
  mailPerUser: { max: 20, windowMs: HOUR },
};

/** Whom a refusal is about, so the answer can say which limit was reached. */
export interface Throttled<By extends string> {
  retryAfterSeconds: number;
  by: By;
}

/** The 16-bit groups of an IPv6 address, `::` expanded; undefined when it is not one. */
function ipv6Groups(ip: string): string[] | undefined {
  const bare = ip.split('%')[0] as string;
  if (!isIPv6(bare)) return undefined;
  const [head = '', tail] = bare.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
}

/**
 * An address as a throttle key. An IPv4 address is itself (also when written IPv4-mapped); an
 * IPv6 client usually holds a whole /64, so its first four groups are the source, or counting
 * per address would give it billions of fresh starts.
 */
export function sourceKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const worst = <By extends string>(...candidates: Throttled<By>[]): Throttled<By> | undefined =>
  candidates
    .filter((candidate) => candidate.retryAfterSeconds > 0)
    .sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];

const accountKey = (email: string) => email.trim().toLowerCase();

/** The sign-in, reset-link and mail throttles of one server, on the app's clock. */
export function createThrottles(settings: ThrottleSettings, now: () => number) {
  const signInSource = createAttemptLimiter(settings.signInSource, now);
  const signInPair = createBackoffLimiter(settings.signInBackoff, now);
  const resetEmail = createAttemptLimiter(settings.resetPerEmail, now);
  const resetSource = createAttemptLimiter(settings.resetPerSource, now);
  const pair = (email: string, ip: string) => `${accountKey(email)}\n${sourceKey(ip)}`;
  return {
    signIn: {
      /** Whether this address must wait before trying this account (checked before the password). */
      check(email: string, ip: string): Throttled<'account' | 'source'> | undefined {
        return worst<'account' | 'source'>(
          { by: 'account', retryAfterSeconds: signInPair.retryAfterSeconds(pair(email, ip)) },
          { by: 'source', retryAfterSeconds: signInSource.retryAfterSeconds(sourceKey(ip)) },
        );
      },
      failed(email: string, ip: string): void {
        signInPair.fail(pair(email, ip));
        signInSource.fail(sourceKey(ip));
      },
      /** The right password ends this address's delays for the account (not its source count). */
      succeeded(email: string, ip: string): void {
        signInPair.clear(pair(email, ip));
      },
    },
    reset: {
      /** Counts one reset request, or says who has asked too often. Unknown emails count too. */
      take(email: string, ip: string): Throttled<'email' | 'source'> | undefined {
        const refused = worst<'email' | 'source'>(
          { by: 'email', retryAfterSeconds: resetEmail.retryAfterSeconds(accountKey(email)) },
          { by: 'source', retryAfterSeconds: resetSource.retryAfterSeconds(sourceKey(ip)) },
        );
        if (refused) return refused;
        resetEmail.fail(accountKey(email));
        resetSource.fail(sourceKey(ip));
        return undefined;
      },
    },
    /** Keyed by user id: `take` counts one email or answers the seconds to wait. */
    mail: createAttemptLimiter(settings.mailPerUser, now),
  };
}
export type Throttles = ReturnType<typeof createThrottles>;
export type SignInThrottle = Throttles['signIn'];
export type ResetThrottle = Throttles['reset'];
