import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserBody, tryLogin } from '../helpers/accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { linkToken, type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp';

const INVALID_LINK = {
  status: 400,
  code: 'INVALID_LINK',
  message: 'This link is invalid, expired or already used. Ask for a new one.',
};

describe.each(dialectCases)(
  'email and device verification over SMTP on $dialect',
  ({ make, skip }) => {
    let smtp: SmtpCatcher;
    beforeAll(async () => {
      if (skip) return;
      smtp = await startSmtpCatcher();
    });
    afterAll(async () => {
      await smtp?.close();
    });
    const suite = useSeededApp({ make, skip }, () => ({ config: { smtpUrl: smtp.url } }));

    const post = (url: string, token: string) =>
      suite.app.inject({ method: 'POST', url, payload: { token } });

    it.skipIf(skip)(
      'a new user signs in only after confirming the emailed verification link',
      async () => {
        const admin = await signIn(suite.app, 'admin@tena.demo');
        const body = newUserBody({ email: 'Selam.Tesfaye@Tena.Demo', first_name: 'Selam' });
        const created = await suite.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: admin.headers,
          payload: body,
        });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({
          email: 'selam.tesfaye@tena.demo',
          email_verified: false,
        });
        const email = 'selam.tesfaye@tena.demo';
        const mail = await smtp.waitFor((m) => m.to.includes(email));
        expect(mail.subject).toBe('Confirm your email address for Tena');
        expect(mail.text).toMatch(/^Hello Selam,\n/);
        const token = linkToken(mail.text, '/auth/verify_email');

        // A wrong password says nothing about verification and sends nothing.
        expect((await tryLogin(suite.app, email, 'wrong-pass-9')).statusCode).toBe(401);
        expect(smtp.to(email)).toHaveLength(1);

        const refused = await tryLogin(suite.app, email, body.password);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          status: 403,
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Confirm your email address first: we have sent you a new link.',
        });
        expect(refused.cookies.find((c) => c.name === 'tena_refresh')).toBeUndefined();
        expect(smtp.to(email)).toHaveLength(2);
        // Reset links and verification links are not interchangeable.
        expect(
          (
            await suite.app.inject({
              method: 'POST',
              url: '/api/auth/reset/confirm',
              payload: { token, password: 'sneaky-pass' },
            })
          ).json(),
        ).toEqual(INVALID_LINK);

        const confirmed = await post('/api/auth/verify_email', token);
        expect(confirmed.statusCode).toBe(200);
        expect(confirmed.json()).toEqual({
          message: 'Your email address is confirmed. You can sign in now.',
        });
        expect((await post('/api/auth/verify_email', token)).json()).toEqual(INVALID_LINK);
        const session = await signIn(suite.app, email, body.password);
        expect(session.user).toMatchObject({ email, email_verified: true, role: 'Reception' });
      },
    );

    it.skipIf(skip)('refuses a made-up verification token', async () => {
      const response = await post('/api/auth/verify_email', 'made-up-token');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
      expect((await post('/api/auth/device_verified', 'made-up-token')).json()).toEqual(
        INVALID_LINK,
      );
      const empty = await post('/api/auth/verify_email', '');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('BAD_REQUEST');
    });

    it.skipIf(skip)(
      'trusts the first device, and mails a single-use link for a later new one',
      async () => {
        const email = 'radiologist@tena.demo';
        const first = await tryLogin(suite.app, email, 'demo-pass-1');
        expect(first.statusCode).toBe(200);
        const device = first.cookies.find((c) => c.name === 'tena_device');
        expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
        expect(smtp.to(email)).toEqual([]);

        const sameDevice = await tryLogin(suite.app, email, 'demo-pass-1', device?.value);
        expect(sameDevice.statusCode).toBe(200);
        expect(sameDevice.cookies.find((c) => c.name === 'tena_device')?.value).toBe(device?.value);
        expect(smtp.to(email)).toEqual([]);

        const other = await suite.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'user-agent': 'TestBrowser/7.1' },
          payload: { email, password: 'demo-pass-1' },
        });
        expect(other.statusCode).toBe(200);
        const newDevice = other.cookies.find((c) => c.name === 'tena_device')?.value;
        expect(newDevice).toBeTruthy();
        expect(newDevice).not.toBe(device?.value);
        const mail = await smtp.waitFor((m) => m.to.includes(email));
        expect(mail.subject).toBe('New sign-in to your Tena account');
        expect(mail.text).toContain('a device we have not seen before (TestBrowser/7.1)');
        const token = linkToken(mail.text, '/auth/device_verified');

        expect((await post('/api/auth/verify_email', token)).json()).toEqual(INVALID_LINK);
        const confirmed = await post('/api/auth/device_verified', token);
        expect(confirmed.statusCode).toBe(200);
        expect(confirmed.json()).toEqual({ message: 'This device is confirmed.' });
        const twice = await post('/api/auth/device_verified', token);
        expect(twice.statusCode).toBe(400);
        expect(twice.json()).toEqual(INVALID_LINK);

        // The confirmed device is now known: signing in from it sends nothing more.
        expect((await tryLogin(suite.app, email, 'demo-pass-1', newDevice)).statusCode).toBe(200);
        expect(smtp.to(email)).toHaveLength(1);
      },
    );
  },
);
