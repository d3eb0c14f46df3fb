import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment, validated once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Holds the SQLite database, uploaded files and the signing secret. */
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded SQLite database. */
  databaseUrl?: string;
  /** Folder of the built client; absent means the API is served alone. */
  clientDir?: string;
  /** Folder holding schemas/, screens/ and permissions/ (what the hospital is). */
  registryDir: string;
  logLevel: LogLevel;
  version: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** A configuration problem: main.ts prints its message as one line and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
  return String(pkg.version);
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`DATABASE_URL is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}"`,
    );
  }
  return raw;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST?.trim() || '127.0.0.1';
  return {
    port: parsePort(env.PORT),
    host,
    dataDir: path.resolve(env.TENA_DATA_DIR?.trim() || path.join(projectRoot, 'data')),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    clientDir: path.resolve(env.TENA_CLIENT_DIR?.trim() || path.join(projectRoot, 'dist/client')),
    registryDir: path.resolve(env.TENA_REGISTRY_DIR?.trim() || projectRoot),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    version: readVersion(),
  };
}

/** A connection string safe to print: the password is masked. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable URL)';
  }
}
