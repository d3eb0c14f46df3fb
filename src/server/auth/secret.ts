import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';
import { ensurePrivateFolder } from '../data-folder';

export const SECRET_FILE = 'signing-secret';

/**
 * The access-token signing secret: `TENA_JWT_SECRET` when set (every instance behind a load
 * balancer must share it), otherwise generated once into the data folder, readable only by
 * the server's user.
 */
export function loadSigningSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32)
      throw new ConfigError('TENA_JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    ensurePrivateFolder(dataDir);
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError(
      `the signing secret in ${file} is too short; delete it to make a new one`,
    );
  return new TextEncoder().encode(secret);
}
