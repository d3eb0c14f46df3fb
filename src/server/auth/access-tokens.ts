import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** A token's claims once checked, with when it stops being accepted (ms since the epoch). */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: number;
}

/** How many verified tokens are remembered (about one per signed-in browser). */
const VERIFIED_CACHE_SIZE = 2000;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Short-lived HS256 JWTs naming the user and the session they belong to. A token that verified
 * is remembered until it expires, so the signature is checked once per token rather than on
 * every call (revocation is still checked per call: the session must be live). Issue and
 * expiry times come from `now`, the app's clock, so tests move time instead of waiting.
 */
export function createAccessTokens(
  secret: Uint8Array,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
) {
  const verified = new Map<string, VerifiedAccess>();
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const issuedAt = seconds(now());
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
    },
    /** The claims, or undefined for a missing, expired, forged or malformed token, or one without `exp`. */
    async verify(token: string | undefined): Promise<VerifiedAccess | undefined> {
      if (!token) return undefined;
      const known = verified.get(token);
      if (known) {
        if (now().getTime() < known.expiresAt) return known;
        verified.delete(token);
        return undefined;
      }
      try {
        // Without `exp` a token would never expire: one leaked copy would work for ever.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return undefined;
        const access = {
          userId,
          sessionId: payload.sid,
          expiresAt: (payload.exp as number) * 1000,
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, access);
        return access;
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
