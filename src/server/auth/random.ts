import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or cookie: 32 random bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a copy of the database grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
