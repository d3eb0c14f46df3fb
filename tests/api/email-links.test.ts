import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refresh, tryLogin } from '../helpers/accounts';
import { signIn, TEST_PASSWORD, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { linkToken, type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp';

const RESET_SENT =
  'If an account uses that email, a reset link is on its way. It works for 30 minutes.';
const INVALID_LINK = {
  status: 400,
  code: 'INVALID_LINK',
  message: 'This link is invalid, expired or already used. Ask for a new one.',
};
const SHORT_PASSWORD = { field: 'password', message: 'Password must be atleast 5 characters' };

describe.each(dialectCases)(
  'password reset over a real SMTP server on $dialect',
  ({ make, skip }) => {
    let smtp: SmtpCatcher;
    let offsetMs = 0;
    beforeAll(async () => {
      if (skip) return;
      smtp = await startSmtpCatcher();
    });
    afterAll(async () => {
      await smtp?.close();
    });
    const suite = useSeededApp({ make, skip }, () => ({
      config: { smtpUrl: smtp.url },
      clock: () => new Date(Date.now() + offsetMs),
    }));

    const requestReset = (email: string) =>
      suite.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email } });
    const confirm = (token: string, password: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/auth/reset/confirm',
        payload: { token, password },
      });
    const resetTokenFor = async (email: string) => {
      const mail = await smtp.waitFor(
        (m) => m.to.includes(email) && m.subject === 'Reset your Tena password',
      );
      return linkToken(mail.text, '/auth/reset');
    };

    it.skipIf(skip)(
      'answers 202 with one message for known and unknown emails; only the known one gets mail',
      async () => {
        const before = smtp.messages.length;
        const known = await requestReset('Cashier-Manager@Tena.Demo');
        const unknown = await requestReset('nobody-here@tena.demo');
        expect(known.statusCode).toBe(202);
        expect(unknown.statusCode).toBe(202);
        expect(known.json()).toEqual({ message: RESET_SENT });
        expect(unknown.json()).toEqual(known.json());
        const mail = await smtp.waitFor((m) => m.to.includes('cashier-manager@tena.demo'));
        expect(smtp.messages.length).toBe(before + 1);
        expect(smtp.to('nobody-here@tena.demo')).toEqual([]);
        expect(mail.from).toBe('Tena <no-reply@tena.test>');
        expect(mail.subject).toBe('Reset your Tena password');
        expect(mail.text).toMatch(/^Hello Cashier Manager,\n/);
        expect(mail.text).toContain('open this link within 30 minutes');
        expect(mail.text).toMatch(/http:\/\/tena\.test\/auth\/reset\?token=[A-Za-z0-9_-]{43}\n/);
      },
    );

    it.skipIf(skip)(
      'resets the password once, revoking every earlier session of the user',
      async () => {
        const email = 'pharmacy-manager@tena.demo';
        const first = await signIn(suite.app, email);
        const second = await signIn(suite.app, email);
        expect((await requestReset(email)).statusCode).toBe(202);
        const token = await resetTokenFor(email);

        const tooShort = await confirm(token, 'abcd');
        expect(tooShort.statusCode).toBe(422);
        expect(tooShort.json()).toEqual({
          status: 422,
          code: 'VALIDATION_FAILED',
          message: SHORT_PASSWORD.message,
          details: [SHORT_PASSWORD],
        });

        // A refused password does not use up the link.
        const done = await confirm(token, 'brand-new-pass');
        expect(done.statusCode).toBe(200);
        expect(done.json()).toEqual({
          message: 'Your password has been changed. Sign in with the new password.',
        });
        expect((await tryLogin(suite.app, email, TEST_PASSWORD)).statusCode).toBe(401);
        expect((await signIn(suite.app, email, 'brand-new-pass')).user.email).toBe(email);
        for (const earlier of [first, second]) {
          expect((await refresh(suite.app, earlier.refreshToken)).statusCode).toBe(401);
          const call = await suite.app.inject({
            method: 'GET',
            url: `/api/users/${earlier.user.id}`,
            headers: earlier.headers,
          });
          expect(call.json().code).toBe('TOKEN_EXPIRED');
        }

        const again = await confirm(token, 'another-pass-2');
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual(INVALID_LINK);
        expect((await signIn(suite.app, email, 'brand-new-pass')).user.email).toBe(email);
      },
    );

    it.skipIf(skip)('refuses a link older than 30 minutes and keeps the password', async () => {
      const email = 'lab-manager@tena.demo';
      expect((await requestReset(email)).statusCode).toBe(202);
      const token = await resetTokenFor(email);
      offsetMs = 31 * 60 * 1000;
      try {
        const late = await confirm(token, 'too-late-pass');
        expect(late.statusCode).toBe(400);
        expect(late.json()).toEqual(INVALID_LINK);
      } finally {
        offsetMs = 0;
      }
      expect((await tryLogin(suite.app, email, 'too-late-pass')).statusCode).toBe(401);
      expect((await signIn(suite.app, email)).user.email).toBe(email);
    });

    it.skipIf(skip)('refuses made-up tokens and malformed bodies', async () => {
      expect((await confirm('not-a-token', 'whatever-1')).json()).toEqual(INVALID_LINK);
      const missing = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/reset/confirm',
        payload: { token: 'x' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('BAD_REQUEST');
      const extra = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        payload: { email: 'a@tena.demo', admin: true },
      });
      expect(extra.statusCode).toBe(400);
    });

    it.skipIf(skip)('keeps no mail body in the outbox once SMTP has sent it', async () => {
      const admin = await signIn(suite.app, 'admin@tena.demo');
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/outbox?to=cashier-manager@tena.demo',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().rows[0]).toMatchObject({
        to_address: 'cashier-manager@tena.demo',
        subject: 'Reset your Tena password',
        transport: 'smtp',
        text_body: null,
        error: null,
      });
      expect(response.body).not.toContain('token=');
    });
  },
);

describe.each(dialectCases)(
  'mail kept in the outbox without SMTP on $dialect',
  ({ make, skip }) => {
    const suite = useSeededApp({ make, skip });

    it.skipIf(skip)('shows the reset mail to the admin, whose link works', async () => {
      expect(
        (
          await suite.app.inject({
            method: 'POST',
            url: '/api/auth/reset',
            payload: { email: 'doctor@tena.demo' },
          })
        ).statusCode,
      ).toBe(202);
      const admin = await signIn(suite.app, 'admin@tena.demo');
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/outbox',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      expect(body.rows[0]).toMatchObject({
        to_address: 'doctor@tena.demo',
        subject: 'Reset your Tena password',
        transport: 'outbox',
        sent_at: null,
      });
      const token = linkToken(body.rows[0].text_body, '/auth/reset');
      const done = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/reset/confirm',
        payload: { token, password: 'outbox-pass-1' },
      });
      expect(done.statusCode).toBe(200);
      expect((await signIn(suite.app, 'doctor@tena.demo', 'outbox-pass-1')).user.role).toBe(
        'Doctor',
      );
    });

    it.skipIf(skip)('refuses the outbox to a user without View Settings', async () => {
      const reception = await signIn(suite.app, 'reception@tena.demo');
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/outbox',
        headers: reception.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: 'You do not have permission to view settings.',
      });
      const anonymous = await suite.app.inject({ method: 'GET', url: '/api/outbox' });
      expect(anonymous.json().code).toBe('TOKEN_EXPIRED');
    });
  },
);
