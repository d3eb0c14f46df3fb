import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { linkToken } from './smtp';

type Headers = Record<string, string>;

/** A raw sign-in attempt (no throw), optionally from a known device. */
export function tryLogin(app: FastifyInstance, email: string, password: string, device?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    cookies: device ? { tena_device: device } : {},
  });
}

/** Exchanges a refresh token; 200 while its session lives, 401 once revoked. */
export function refresh(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/token/reqtoken',
    cookies: { tena_refresh: token },
  });
}

/** A complete, valid body for POST /api/users. */
export function newUserBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Hana',
    last_name: 'Bekele',
    email: 'hana.bekele@tena.demo',
    phone: '0911223344',
    role: 'Reception',
    password: 'first-pass-1',
    ...overrides,
  };
}

/** The newest outbox text sent to an address (outbox mode: no SMTP configured). */
export async function outboxText(app: FastifyInstance, admin: Headers, to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/outbox?to=${encodeURIComponent(to)}`,
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  const newest = response.json().rows[0];
  if (!newest) throw new Error(`no mail in the outbox for ${to}`);
  return newest.text_body as string;
}

/** Creates a user as the admin and confirms their email from the outbox, ready to sign in. */
export async function createVerifiedUser(
  app: FastifyInstance,
  admin: Headers,
  overrides: Record<string, unknown> = {},
) {
  const body = newUserBody(overrides);
  const created = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: admin,
    payload: body,
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const token = linkToken(await outboxText(app, admin, body.email), '/auth/verify_email');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify_email',
    payload: { token },
  });
  expect(verified.statusCode).toBe(200);
  return { ...created.json(), password: body.password } as {
    id: number;
    email: string;
    password: string;
  };
}

/** Fails when a body carries a password hash, a scrypt string or a token-like secret. */
export function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password_hash|scrypt\$|token_hash|refresh_token/i);
}
