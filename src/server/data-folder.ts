import { mkdirSync } from 'node:fs';

/**
 * Creates the data folder (and any folder in it) for the server's user alone (0700): it holds
 * the SQLite database with password hashes, uploaded patient files and the signing secret.
 * A folder that already exists keeps its mode: an operator may have set it on purpose.
 */
export function ensurePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
}
