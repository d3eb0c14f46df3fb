import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** How many verified tokens are remembered (about one per signed-in browser). */
const VERIFIED_CACHE_SIZE = 2000;

/**
 * Short-lived HS256 JWTs naming the user and the session they belong to. A token that verified
 * is remembered until it expires, so the signature is checked once per token rather than on
 * every call (revocation is still checked per call: the session must be live).
 */
export function createAccessTokens(secret: Uint8Array, ttlSeconds: number) {
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    /** The claims, or undefined for a missing, expired, forged or malformed token. */
    async verify(token: string | undefined): Promise<AccessClaims | undefined> {
      if (!token) return undefined;
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return undefined;
        const claims = { userId, sessionId: payload.sid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
          verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        }
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
