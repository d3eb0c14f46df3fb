import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../../src/server/auth/access-tokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-0123');

/** A clock the test moves by hand. */
function testClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('access tokens', () => {
  it('verifies what it signed, again and again', async () => {
    const clock = testClock('2026-11-22T08:00:00Z');
    const tokens = createAccessTokens(secret, 900, clock.now);
    const token = await tokens.sign({ userId: 7, sessionId: 's-1' });
    const claims = { userId: 7, sessionId: 's-1', expiresAt: Date.parse('2026-11-22T08:15:00Z') };
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
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

  it('refuses a rightly signed token that has no expiry', async () => {
    const tokens = createAccessTokens(secret, 900);
    const forever = await new SignJWT({ sid: 's-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt()
      .sign(secret);
    expect(await tokens.verify(forever)).toBeUndefined();
  });

  it('stops accepting a token when the app clock passes its expiry, even one verified before', async () => {
    const clock = testClock('2026-11-22T08:00:00Z');
    const tokens = createAccessTokens(secret, 60, clock.now);
    const token = await tokens.sign({ userId: 3, sessionId: 's-2' });
    expect(await tokens.verify(token)).toMatchObject({ userId: 3, sessionId: 's-2' });
    clock.advance(59_000);
    expect(await tokens.verify(token)).toMatchObject({ userId: 3, sessionId: 's-2' });
    clock.advance(1_000);
    expect(await tokens.verify(token)).toBeUndefined();
    // Checked afresh (not from memory) by another instance with the same secret and clock.
    const fresh = createAccessTokens(secret, 60, clock.now);
    expect(await fresh.verify(token)).toBeUndefined();
  });
});
