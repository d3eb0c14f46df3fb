import { describe, expect, it } from 'vitest';
import { seededApp, signIn, TEST_PASSWORD, useSeededApp } from '../helpers/app';
import { dialectCases, sqliteTestDatabase } from '../helpers/databases';

describe.each(dialectCases)('sessions on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip }, { auth: { accessTtlSeconds: 60 } });

  const refresh = (token?: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/user/token/reqtoken',
      cookies: token ? { tena_refresh: token } : {},
    });

  it.skipIf(skip)(
    'signs in with the spec shape and an httpOnly, SameSite=Strict refresh cookie',
    async () => {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'Reception@Tena.Demo ', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
      expect(body.user).toMatchObject({
        first_name: 'Reception',
        last_name: 'Demo',
        email: 'reception@tena.demo',
        role: 'Reception',
      });
      expect(body.user.permissions).toContain('Reception');
      expect(body.user.permissions).toContain('Email');
      expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
      const cookie = response.cookies.find((c) => c.name === 'tena_refresh');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/token' });
      expect(cookie?.secure).toBeFalsy();
      // A readable hint for the page, holding nothing secret.
      const hint = response.cookies.find((c) => c.name === 'tena_session');
      expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
      expect(hint?.httpOnly).toBeFalsy();
    },
  );

  it.skipIf(skip)('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'doctor@tena.demo', password: 'nope-nope' },
    });
    const unknown = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@tena.demo', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong email or password.',
    });
  });

  it.skipIf(skip)(
    'answers 403 TOKEN_EXPIRED without a valid access token, and FORBIDDEN without the permission',
    async () => {
      const none = await suite.app.inject({ method: 'GET', url: '/api/users' });
      expect(none.statusCode).toBe(403);
      expect(none.json().code).toBe('TOKEN_EXPIRED');
      const forged = await suite.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { authorization: 'Bearer abc.def.ghi' },
      });
      expect(forged.json().code).toBe('TOKEN_EXPIRED');
      const reception = await signIn(suite.app, 'reception@tena.demo');
      const refused = await suite.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: reception.headers,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: 'You do not have permission to view users.',
      });
      const admin = await signIn(suite.app, 'admin@tena.demo');
      const log = await suite.app.inject({
        method: 'GET',
        url: '/api/activities?action=permission_denied',
        headers: admin.headers,
      });
      expect(
        log
          .json()
          .rows.some((row: { user_email: string }) => row.user_email === 'reception@tena.demo'),
      ).toBe(true);
    },
  );

  it.skipIf(skip)(
    'rotates the refresh token, and reuse of an old one revokes the whole family',
    async () => {
      const session = await signIn(suite.app, 'doctor@tena.demo');
      const first = await refresh(session.refreshToken);
      expect(first.statusCode).toBe(200);
      expect(first.json().user.email).toBe('doctor@tena.demo');
      const rotated = first.cookies.find((c) => c.name === 'tena_refresh')?.value as string;
      expect(rotated).not.toBe(session.refreshToken);
      const again = await refresh(rotated);
      expect(again.statusCode).toBe(200);
      const newest = again.cookies.find((c) => c.name === 'tena_refresh')?.value as string;
      const reuse = await refresh(session.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect((await refresh(newest)).statusCode).toBe(401);
      const access = await suite.app.inject({
        method: 'GET',
        url: '/api/users/1',
        headers: { authorization: `Bearer ${again.json().accessToken}` },
      });
      expect(access.json().code).toBe('TOKEN_EXPIRED');
    },
  );

  it.skipIf(skip)('answers 401 to a missing or unknown refresh token', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-real-token')).json().code).toBe('REFRESH_FAILED');
  });

  it.skipIf(skip)('logout revokes the session and clears the cookie', async () => {
    const session = await signIn(suite.app, 'lab-user@tena.demo');
    const out = await suite.app.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      headers: session.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'tena_refresh')?.value).toBe('');
    expect(out.cookies.find((c) => c.name === 'tena_session')?.value).toBe('');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const after = await suite.app.inject({
      method: 'GET',
      url: `/api/users/${session.user.id}`,
      headers: session.headers,
    });
    expect(after.json().code).toBe('TOKEN_EXPIRED');
  });

  it.skipIf(skip)('answers 410 NOT_PART_OF_PRODUCT to the vehicle-tracking leftover', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/users/load_drivers/geotab',
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('NOT_PART_OF_PRODUCT');
  });
});

// Sign-in limits: tests/api/sign-in-throttle.test.ts.
describe('access token expiry', () => {
  it('expires access tokens (403 TOKEN_EXPIRED)', async () => {
    const target = sqliteTestDatabase();
    let now = Date.now();
    const app = await seededApp(target, {
      auth: { accessTtlSeconds: 1 },
      clock: () => new Date(now),
    });
    try {
      const session = await signIn(app, 'pharmacist@tena.demo');
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/users/${session.user.id}`,
            headers: session.headers,
          })
        ).statusCode,
      ).toBe(200);
      // Access tokens follow the app's clock: moving it past the 1-second lifetime expires them.
      now += 1_000;
      const expired = await app.inject({
        method: 'GET',
        url: `/api/users/${session.user.id}`,
        headers: session.headers,
      });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      await app.close();
      await target.dispose();
    }
  });
});
