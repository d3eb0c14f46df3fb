import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLES } from '../../../src/server/auth/throttles';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { fastifyTrustProxy } from '../../../src/server/trust-proxy';

describe('TENA_TRUST_PROXY', () => {
  it('trusts nobody by default, else a hop count or listed addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TENA_TRUST_PROXY: ' 2 ' }).trustProxy).toEqual({ hops: 2 });
    expect(
      loadConfig({ TENA_TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8 ,loopback' }).trustProxy,
    ).toEqual({ addresses: ['10.0.0.2', '10.1.0.0/16', 'fd00::/8', 'loopback'] });
  });

  it('gives Fastify a function for hops: the nearest N peers are believed, whoever they are', () => {
    const trust = fastifyTrustProxy({ hops: 2 });
    expect(typeof trust).toBe('function');
    const byHop = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => byHop('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(undefined)).toBe(false);
  });

  it.each(['0', '11', 'true', '*', '10.0.0.300', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2'])(
    'refuses %s with one line',
    (value) => {
      expect(() => loadConfig({ TENA_TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TENA_TRUST_PROXY: value })).toThrow(/^TENA_TRUST_PROXY (must|as)/);
    },
  );

  it('names the entry that is wrong in a list', () => {
    expect(() => loadConfig({ TENA_TRUST_PROXY: '10.0.0.2,proxy.local' })).toThrow(
      'TENA_TRUST_PROXY must be a number of proxy hops (1 to 10) or comma-separated proxy addresses or ranges such as 10.0.0.2, 10.0.0.0/8 or loopback, got "proxy.local"',
    );
  });
});

describe('sign-in, reset-link and mail limits', () => {
  it('has defaults: delays after 5 failures up to 5 minutes, 50 failures per address in 15 minutes', () => {
    expect(loadConfig({}).throttles).toEqual(DEFAULT_THROTTLES);
    expect(DEFAULT_THROTTLES.signInBackoff).toMatchObject({ freeFailures: 5, maxDelayMs: 300_000 });
    expect(DEFAULT_THROTTLES.signInSource).toEqual({ max: 50, windowMs: 900_000 });
  });

  it('reads count/period rules, free failures and the longest delay', () => {
    const throttles = loadConfig({
      TENA_LOGIN_LIMIT_SOURCE: '100/30m',
      TENA_LOGIN_FREE_FAILURES: '3',
      TENA_LOGIN_MAX_DELAY: '2h',
      TENA_RESET_LIMIT_EMAIL: '2/1d',
      TENA_RESET_LIMIT_SOURCE: '30/90s',
      TENA_MAIL_LIMIT_USER: '5/1h',
    }).throttles;
    expect(throttles).toEqual({
      signInSource: { max: 100, windowMs: 1_800_000 },
      // A quiet spell forgets failures only when longer than twice the longest delay.
      signInBackoff: { freeFailures: 3, maxDelayMs: 7_200_000, forgetAfterMs: 14_400_000 },
      resetPerEmail: { max: 2, windowMs: 86_400_000 },
      resetPerSource: { max: 30, windowMs: 90_000 },
      mailPerUser: { max: 5, windowMs: 3_600_000 },
    });
  });

  it.each([
    [
      'TENA_MAIL_LIMIT_USER',
      '20',
      /^TENA_MAIL_LIMIT_USER must be a count per period such as 20\/1h/,
    ],
    ['TENA_RESET_LIMIT_EMAIL', '0/1h', /^TENA_RESET_LIMIT_EMAIL must be a count per period/],
    ['TENA_LOGIN_LIMIT_SOURCE', '50/2d', /at most 1d\), got "50\/2d"$/],
    [
      'TENA_LOGIN_FREE_FAILURES',
      '0',
      /^TENA_LOGIN_FREE_FAILURES must be a whole number from 1 to 100/,
    ],
    ['TENA_LOGIN_MAX_DELAY', '5 minutes', /^TENA_LOGIN_MAX_DELAY must be a duration such as 5m/],
  ])('refuses %s=%s with one line', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('TENA_DEMO', () => {
  it('switches demo accounts off anywhere with 0, and refuses other values', () => {
    expect(loadConfig({ TENA_DEMO: '0' }).demo).toEqual({ seed: false, password: '' });
    expect(loadConfig({}).demo.seed).toBe(true);
    expect(() => loadConfig({ TENA_DEMO: 'yes' })).toThrow(
      'TENA_DEMO must be 1 (demo accounts) or 0 (none), got "yes"',
    );
  });
});
