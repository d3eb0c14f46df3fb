import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { assertValid } from '../validation/engine-validate';
import { refuseThrottled } from './throttled';

export const REFRESH_COOKIE = 'tena_refresh';
export const DEVICE_COOKIE = 'tena_device';
/**
 * Readable by the page (not a secret): says a refresh cookie was set, so the app only asks
 * `token/reqtoken` on start when there is a session to restore, not on every visitor's page.
 */
export const SESSION_HINT_COOKIE = 'tena_session';
const REFRESH_PATH = '/api/user/token';

const passwordField = {
  password: { type: 'password', label: 'Password', required: true },
} as const;
const tokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH, httpOnly: true, sameSite: 'strict' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'strict' });
}

const invalidLink = () =>
  new HttpError(
    400,
    'INVALID_LINK',
    'This link is invalid, expired or already used. Ask for a new one.',
  );

/** Spec 7 session endpoints and the emailed-link flows (spec 2.1 /auth pages). */
export function authRoutes(refreshTtlMs: number) {
  return async (app: FastifyInstance) => {
    const meta = (request: FastifyRequest) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      deviceId: request.cookies[DEVICE_COOKIE],
    });

    app.post(
      '/auth/login',
      {
        schema: {
          body: {
            type: 'object',
            required: ['email', 'password'],
            additionalProperties: false,
            properties: {
              email: { type: 'string', maxLength: 254 },
              password: { type: 'string', maxLength: 1024 },
            },
          },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body as { email: string; password: string };
        const result = await app.authService.login(email, password, meta(request));
        if (result.kind === 'limited') {
          refuseThrottled(
            reply,
            'TOO_MANY_ATTEMPTS',
            result.by === 'account'
              ? 'Too many wrong passwords for this account from your address.'
              : 'Too many failed sign-ins from your address.',
            result.retryAfterSeconds,
          );
        }
        if (result.kind === 'invalid')
          throw new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong email or password.');
        if (result.kind === 'unverified') {
          throw new HttpError(
            403,
            'EMAIL_NOT_VERIFIED',
            'Confirm your email address first: we have sent you a new link.',
          );
        }
        setRefreshCookie(request, reply, result.refreshToken, refreshTtlMs);
        reply.setCookie(DEVICE_COOKIE, result.deviceId, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: 365 * 24 * 3600,
        });
        return {
          user: { ...result.user, permissions: result.permissions },
          accessToken: result.accessToken,
        };
      },
    );

    app.post('/user/token/reqtoken', async (request, reply) => {
      const result = await app.authService.refresh(request.cookies[REFRESH_COOKIE], meta(request));
      if (!result) {
        clearRefreshCookie(reply);
        throw new HttpError(401, 'REFRESH_FAILED', 'Your session has ended. Sign in again.');
      }
      setRefreshCookie(request, reply, result.refreshToken, refreshTtlMs);
      return {
        user: { ...result.user, permissions: result.permissions },
        accessToken: result.accessToken,
      };
    });

    app.delete('/user/logout', { preHandler: app.authenticate }, async (request, reply) => {
      const auth = request.auth;
      // The session's real-time connections close with it (app.sessions announces the end).
      if (auth) await app.authService.logout(auth.sessionId, auth.user, request.ip);
      clearRefreshCookie(reply);
      return { message: 'Signed out.' };
    });

    app.post(
      '/auth/reset',
      {
        schema: {
          body: {
            type: 'object',
            required: ['email'],
            additionalProperties: false,
            properties: { email: { type: 'string', maxLength: 254 } },
          },
        },
      },
      async (request, reply) => {
        const email = (request.body as { email: string }).email;
        const throttled = await app.authService.requestReset(email, request.ip);
        if (throttled) {
          refuseThrottled(
            reply,
            'TOO_MANY_RESET_REQUESTS',
            throttled.by === 'email'
              ? 'Too many reset links asked for this email.'
              : 'Too many reset links asked from your address.',
            throttled.retryAfterSeconds,
          );
        }
        return reply.status(202).send({
          message:
            'If an account uses that email, a reset link is on its way. It works for 30 minutes.',
        });
      },
    );

    app.post(
      '/auth/reset/confirm',
      {
        schema: {
          body: {
            type: 'object',
            required: ['token', 'password'],
            additionalProperties: false,
            properties: {
              token: { type: 'string', minLength: 1, maxLength: 200 },
              password: { type: 'string', maxLength: 1024 },
            },
          },
        },
      },
      async (request) => {
        const { token, password } = request.body as { token: string; password: string };
        assertValid(passwordField, { password }, { role: 'Public Access', permissions: [] });
        if (!(await app.authService.confirmReset(token, password, request.ip))) throw invalidLink();
        return { message: 'Your password has been changed. Sign in with the new password.' };
      },
    );

    app.post('/auth/verify_email', { schema: { body: tokenBody } }, async (request) => {
      if (
        !(await app.authService.verifyEmail((request.body as { token: string }).token, request.ip))
      )
        throw invalidLink();
      return { message: 'Your email address is confirmed. You can sign in now.' };
    });

    app.post('/auth/device_verified', { schema: { body: tokenBody } }, async (request) => {
      if (
        !(await app.authService.verifyDevice((request.body as { token: string }).token, request.ip))
      )
        throw invalidLink();
      return { message: 'This device is confirmed.' };
    });
  };
}
