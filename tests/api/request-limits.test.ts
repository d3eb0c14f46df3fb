import { describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

const letter = { to: 'partner@example.org', subject: 'Referral', text: 'See the attached notes.' };

describe.each(dialectCases)('reset-link and mail limits on $dialect', ({ make, skip }) => {
  let now = Date.parse('2026-11-21T12:00:00Z');
  const suite = useSeededApp({ make, skip }, () => ({
    clock: () => new Date(now),
    throttles: {
      resetPerEmail: { max: 2, windowMs: 3_600_000 },
      resetPerSource: { max: 5, windowMs: 3_600_000 },
      mailPerUser: { max: 3, windowMs: 600_000 },
    },
  }));
  const reset = (email: string, from: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { email },
      remoteAddress: from,
    });
  const outboxCount = async (to: string) =>
    (
      await suite.app.database.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', to)
        .execute()
    ).length;

  it.skipIf(skip)(
    'limits reset links per email, known or not, and per address, with 429 and Retry-After',
    async () => {
      for (const email of ['doctor@tena.demo', 'nobody-here@tena.demo']) {
        expect((await reset(email, '203.0.113.1')).statusCode).toBe(202);
        expect((await reset(email.toUpperCase(), '203.0.113.2')).statusCode).toBe(202);
        // The same answer for an account and for no account: the limit reveals nothing.
        const refused = await reset(email, '203.0.113.3');
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe('3600');
        expect(refused.json()).toEqual({
          status: 429,
          code: 'TOO_MANY_RESET_REQUESTS',
          message: 'Too many reset links asked for this email. Try again in 60 minutes.',
          details: { retryAfterSeconds: 3600 },
        });
      }
      expect(await outboxCount('doctor@tena.demo')).toBe(2);

      // One address asking for many emails is stopped at its own limit.
      const from = '198.51.100.20';
      for (const name of ['a', 'b', 'c', 'd', 'e']) {
        expect((await reset(`${name}@tena.demo`, from)).statusCode).toBe(202);
      }
      const refused = await reset('reception@tena.demo', from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Too many reset links asked from your address. Try again in 60 minutes.',
      );
      expect(await outboxCount('reception@tena.demo')).toBe(0);
      now += 3_600_000;
      expect((await reset('reception@tena.demo', from)).statusCode).toBe(202);
      expect(await outboxCount('reception@tena.demo')).toBe(1);
    },
  );

  it.skipIf(skip)(
    'limits the emails one user sends, and sends nothing past the limit',
    async () => {
      const doctor = await signIn(suite.app, 'doctor@tena.demo');
      const admin = await signIn(suite.app, 'admin@tena.demo');
      const send = (who: typeof doctor) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/email',
          headers: who.headers,
          payload: letter,
        });
      for (let i = 0; i < 3; i += 1) expect((await send(doctor)).statusCode).toBe(201);
      now += 60_000;
      const refused = await send(doctor);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('540');
      expect(refused.json()).toEqual({
        status: 429,
        code: 'TOO_MANY_EMAILS',
        message:
          'You have sent 3 emails in the last 10 minutes, the most one person may send. Try again in 9 minutes.',
        details: { retryAfterSeconds: 540 },
      });
      expect(await outboxCount('partner@example.org')).toBe(3);
      // Another person is not held up, and the writer may send again once the window has passed.
      expect((await send(admin)).statusCode).toBe(201);
      now += 540_000;
      expect((await send(doctor)).statusCode).toBe(201);
    },
  );
});
