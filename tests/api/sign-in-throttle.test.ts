import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

const ADMIN = 'admin@tena.demo';

describe.each(dialectCases)('sign-in throttling on $dialect', ({ make, skip }) => {
  let now = Date.parse('2026-11-21T12:00:00Z');
  const suite = useSeededApp({ make, skip }, () => ({
    clock: () => new Date(now),
    throttles: {
      signInSource: { max: 40, windowMs: 60_000 },
      signInBackoff: { freeFailures: 5, maxDelayMs: 8_000, forgetAfterMs: 3_600_000 },
    },
  }));
  const login = (email: string, password: string, from: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: from,
    });
  /** A refused attempt: 429 with Retry-After and the seconds in details. */
  const expectWait = async (email: string, from: string, seconds: number, reason: string) => {
    const refused = await login(email, TEST_PASSWORD, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    const unit = seconds === 1 ? 'second' : 'seconds';
    expect(refused.json()).toEqual({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: `${reason} Try again in ${seconds} ${unit}.`,
      details: { retryAfterSeconds: seconds },
    });
  };
  const PAIR = 'Too many wrong passwords for this account from your address.';

  it.skipIf(skip)(
    "slows one address down on the administrator's account with growing delays, never locking the account",
    async () => {
      const guesser = '198.51.100.7';
      for (let i = 0; i < 5; i += 1) {
        expect((await login(ADMIN, `guess-${i}`, guesser)).statusCode).toBe(401);
      }
      // Even the right password waits: the password is not checked while an address must wait.
      await expectWait(ADMIN, guesser, 1, PAIR);
      // The administrator, elsewhere, signs in at once.
      expect((await login(ADMIN, TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);

      // Each further failure doubles the wait, up to the 8-second cap.
      for (const seconds of [2, 4, 8, 8]) {
        now += 60_000;
        expect((await login(ADMIN, 'another-guess', guesser)).statusCode).toBe(401);
        await expectWait(ADMIN, guesser, seconds, PAIR);
      }
      // Nine failures in a row, yet waiting out the delay lets the right password in...
      now += 8_000;
      expect((await login(ADMIN, TEST_PASSWORD, guesser)).statusCode).toBe(200);
      // ...and a success from that address starts it afresh.
      expect((await login(ADMIN, 'typo', guesser)).statusCode).toBe(401);
      expect((await login(ADMIN, 'typo', guesser)).statusCode).toBe(401);
    },
  );

  it.skipIf(skip)(
    'keeps a limit per address over all accounts, counting an IPv6 /64 as one address',
    async () => {
      now += 3_600_000;
      // Unknown accounts fail like known ones: the limit counts failures, not accounts.
      const accounts = ['doctor', 'reception', 'lab-user', 'hr-manager', 'a', 'b', 'c', 'd'];
      for (const [i, name] of accounts.entries()) {
        // Eight accounts from addresses of one /64, each within its own five free failures.
        for (let n = 0; n < 5; n += 1) {
          const from = `2001:db8:7:7::${(i * 10 + n).toString(16)}`;
          expect((await login(`${name}@tena.demo`, 'wrong-pass', from)).statusCode).toBe(401);
        }
      }
      const refused = await login('pharmacist@tena.demo', TEST_PASSWORD, '2001:db8:7:7::ff');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json().message).toBe(
        'Too many failed sign-ins from your address. Try again in 1 minute.',
      );
      // Another network is not held up, and the window passing frees the first one.
      expect((await login('pharmacist@tena.demo', TEST_PASSWORD, '2001:db8:8::1')).statusCode).toBe(
        200,
      );
      now += 60_000;
      expect(
        (await login('pharmacist@tena.demo', TEST_PASSWORD, '2001:db8:7:7::ff')).statusCode,
      ).toBe(200);
    },
  );
});
