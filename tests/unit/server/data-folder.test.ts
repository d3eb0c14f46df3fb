import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSigningSecret, SECRET_FILE } from '../../../src/server/auth/secret';
import { openDatabase, SQLITE_FILE } from '../../../src/server/db/connect';

const parent = mkdtempSync(path.join(tmpdir(), 'tena-modes-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the data folder is private to the server user', () => {
  it('creates the folder 0700 and the SQLite database, its WAL and shared memory 0600', async () => {
    const dataDir = path.join(parent, 'new', 'data');
    const database = await openDatabase({ dataDir, sqliteReaders: 0 });
    try {
      await sql`create table written (id integer)`.execute(database.db);
      expect(modeOf(path.join(parent, 'new'))).toBe(0o700);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, SQLITE_FILE))).toBe(0o600);
      for (const companion of ['-wal', '-shm']) {
        const file = path.join(dataDir, `${SQLITE_FILE}${companion}`);
        expect(existsSync(file), companion).toBe(true);
        expect(modeOf(file), companion).toBe(0o600);
      }
    } finally {
      await database.close();
    }
  });

  it('creates the folder 0700 when the signing secret is the first thing written', () => {
    const dataDir = path.join(parent, 'secret-first');
    loadSigningSecret(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, SECRET_FILE))).toBe(0o600);
  });
});
