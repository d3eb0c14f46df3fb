import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../src/server/trust-proxy';
import { seededApp, TEST_PASSWORD } from '../helpers/app';
import { sqliteTestDatabase, type TestDatabase } from '../helpers/databases';

const PROXY = '10.9.9.9';
const forwarded = (client: string) => ({
  'x-forwarded-for': client,
  'x-forwarded-proto': 'https',
});

describe('TENA_TRUST_PROXY: client address, Secure cookies and HSTS behind a TLS proxy', () => {
  const targets: TestDatabase[] = [];
  const apps: Record<'none' | 'addresses' | 'hops', FastifyInstance> = {} as never;
  const build = async (trustProxy?: TrustProxy) => {
    const target = sqliteTestDatabase();
    targets.push(target);
    return seededApp(target, { config: { trustProxy } });
  };
  beforeAll(async () => {
    apps.none = await build();
    apps.addresses = await build({ addresses: [PROXY, '192.168.0.0/16'] });
    apps.hops = await build({ hops: 1 });
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app?.close();
    for (const target of targets) await target.dispose();
  });

  const login = (
    app: FastifyInstance,
    from: string,
    headers: Record<string, string>,
    password = TEST_PASSWORD,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'reception@tena.demo', password },
      remoteAddress: from,
      headers,
    });
  const lastSignInIp = async (app: FastifyInstance) =>
    (
      await app.database.db
        .selectFrom('activities')
        .select('ip')
        .where('action', '=', 'sign_in')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).ip;
  /** What the answer says about the request's security: cookies' Secure flag and HSTS. */
  const secureSigns = (response: Awaited<ReturnType<typeof login>>) => ({
    status: response.statusCode,
    secureCookies: response.cookies.map((cookie) => `${cookie.name}:${cookie.secure === true}`),
    hsts: response.headers['strict-transport-security'],
  });

  it('by default believes no forwarded header: plain HTTP, the peer is the client', async () => {
    const response = await login(apps.none, PROXY, forwarded('203.0.113.5'));
    expect(secureSigns(response)).toEqual({
      status: 200,
      secureCookies: ['tena_refresh:false', 'tena_session:false', 'tena_device:false'],
      hsts: undefined,
    });
    expect(await lastSignInIp(apps.none)).toBe(PROXY);
  });

  it('believes a listed proxy (an address or a range), and only it', async () => {
    const viaProxy = await login(apps.addresses, PROXY, forwarded('203.0.113.5'));
    expect(secureSigns(viaProxy)).toEqual({
      status: 200,
      secureCookies: ['tena_refresh:true', 'tena_session:true', 'tena_device:true'],
      hsts: 'max-age=31536000; includeSubDomains',
    });
    expect(await lastSignInIp(apps.addresses)).toBe('203.0.113.5');
    await login(apps.addresses, '192.168.4.20', forwarded('203.0.113.6'));
    expect(await lastSignInIp(apps.addresses)).toBe('203.0.113.6');

    const direct = await login(apps.addresses, '10.9.9.8', forwarded('203.0.113.7'));
    expect(secureSigns(direct).hsts).toBeUndefined();
    expect(direct.cookies.every((cookie) => cookie.secure !== true)).toBe(true);
    expect(await lastSignInIp(apps.addresses)).toBe('10.9.9.8');
  });

  it('with a hop count, takes the address the nearest proxy saw', async () => {
    const response = await login(apps.hops, '172.16.0.2', {
      ...forwarded('198.51.100.1, 203.0.113.9'),
    });
    expect(secureSigns(response).hsts).toBe('max-age=31536000; includeSubDomains');
    expect(await lastSignInIp(apps.hops)).toBe('203.0.113.9');
  });

  it('throttles each client behind the proxy on its own, not the proxy as one source', async () => {
    const guesser = forwarded('203.0.113.66');
    for (let i = 0; i < 5; i += 1) {
      expect((await login(apps.addresses, PROXY, guesser, 'wrong-pass')).statusCode).toBe(401);
    }
    expect((await login(apps.addresses, PROXY, guesser)).statusCode).toBe(429);
    expect((await login(apps.addresses, PROXY, forwarded('203.0.113.67'))).statusCode).toBe(200);
  });
});
