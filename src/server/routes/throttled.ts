import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';

/** "1 second", "40 seconds", "3 minutes", "2 hours": a wait as a person reads it. */
export function waitText(seconds: number): string {
  const [count, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * Every throttled request answers the same way: 429 with `Retry-After` in seconds, a message
 * saying which limit was reached and when to try again, and the seconds in `details`.
 */
export function refuseThrottled(
  reply: FastifyReply,
  code: string,
  reason: string,
  retryAfterSeconds: number,
): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw new HttpError(429, code, `${reason} Try again in ${waitText(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  });
}
