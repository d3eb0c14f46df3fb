import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, projectRoot, redactUrl } from '../../../src/server/config';
import { displayUrl } from '../../../src/server/main';

describe('loadConfig', () => {
  it('has defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(projectRoot, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads PORT, HOST, TENA_DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      TENA_DATA_DIR: '/tmp/tena-x',
      DATABASE_URL: 'postgresql://u:p@db:5432/tena',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/tena-x',
      databaseUrl: 'postgresql://u:p@db:5432/tena',
    });
  });

  it.each(['abc', '3000x', '-1', '70000', '1.5'])('refuses PORT=%s with one clear line', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(
      `PORT must be a whole number from 0 to 65535, got "${port}"`,
    );
  });

  it('leaves the SQLite readers to the machine unless TENA_SQLITE_READERS names a number', () => {
    expect(loadConfig({}).sqliteReaders).toBeUndefined();
    expect(loadConfig({ TENA_SQLITE_READERS: '0' }).sqliteReaders).toBe(0);
    expect(loadConfig({ TENA_SQLITE_READERS: ' 3 ' }).sqliteReaders).toBe(3);
    for (const bad of ['two', '-1', '1.5', '17']) {
      expect(() => loadConfig({ TENA_SQLITE_READERS: bad })).toThrow(
        `TENA_SQLITE_READERS must be a whole number from 0 to 16, got "${bad}"`,
      );
    }
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql:"',
    );
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(
      'DATABASE_URL is not a valid URL',
    );
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL must be one of fatal, error/,
    );
  });
});

describe('TENA_PREVIEW_ORIGINS', () => {
  it('is empty by default and keeps bare http(s) origins, normalised and deduplicated', () => {
    expect(loadConfig({}).previewOrigins).toEqual([]);
    expect(
      loadConfig({
        TENA_PREVIEW_ORIGINS:
          ' https://Designer.example.org , http://10.0.0.5:8080/,https://designer.example.org:443',
      }).previewOrigins,
    ).toEqual(['https://designer.example.org', 'http://10.0.0.5:8080']);
  });

  it.each([
    '*',
    'https://*.example.org',
    'designer.example.org',
    'ftp://designer.example.org',
    'https://designer.example.org/forms',
    'https://designer.example.org?x=1',
    'https://user:pw@designer.example.org',
  ])('refuses %s', (value) => {
    expect(() => loadConfig({ TENA_PREVIEW_ORIGINS: `https://ok.example.org,${value}` })).toThrow(
      `TENA_PREVIEW_ORIGINS must list http(s) origins such as https://designer.example.org, got "${value}"`,
    );
  });
});

describe('redactUrl', () => {
  it('masks the password and keeps the rest', () => {
    expect(redactUrl('postgres://me:hunter2@db:5432/tena')).toBe('postgres://me:***@db:5432/tena');
    expect(redactUrl('postgres://nobody@127.0.0.1:1/x')).toBe('postgres://nobody@127.0.0.1:1/x');
  });
});

describe('displayUrl', () => {
  it('shows loopback and wildcard hosts as localhost', () => {
    expect(displayUrl('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(displayUrl('0.0.0.0', 80)).toBe('http://localhost:80');
    expect(displayUrl('10.1.2.3', 3000)).toBe('http://10.1.2.3:3000');
    expect(displayUrl('fe80::1', 3000)).toBe('http://[fe80::1]:3000');
  });
});
