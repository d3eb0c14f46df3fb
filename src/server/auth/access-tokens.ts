import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Short-lived HS256 JWTs naming the user and the session they belong to. */
export function createAccessTokens(secret: Uint8Array, ttlSeconds: number) {
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
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return undefined;
        return { userId, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
