import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../../../src/server/auth/access-tokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-0123');

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies what it signed, again and again', async () => {
    const tokens = createAccessTokens(secret, 900);
    const token = await tokens.sign({ userId: 7, sessionId: 's-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 's-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 's-1' });
  });

  it('refuses a forged, altered, foreign or missing token', async () => {
    const tokens = createAccessTokens(secret, 900);
    const other = createAccessTokens(
      new TextEncoder().encode('another-secret-0123456789abcdef'),
      900,
    );
    const token = await tokens.sign({ userId: 7, sessionId: 's-1' });
    const [head, , signature] = token.split('.');
    const body = Buffer.from(JSON.stringify({ sub: '1', sid: 's-1', exp: 9e9 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${head}.${body}.${signature}`)).toBeUndefined();
    expect(await tokens.verify(await other.sign({ userId: 7, sessionId: 's-1' }))).toBeUndefined();
    expect(await tokens.verify('not.a.token')).toBeUndefined();
    expect(await tokens.verify(undefined)).toBeUndefined();
  });

  it('stops accepting a token when it expires, even one verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    const tokens = createAccessTokens(secret, 60);
    const token = await tokens.sign({ userId: 3, sessionId: 's-2' });
    expect(await tokens.verify(token)).toEqual({ userId: 3, sessionId: 's-2' });
    vi.setSystemTime(new Date('2026-11-22T08:01:01Z'));
    expect(await tokens.verify(token)).toBeUndefined();
  });
});
