import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ThrottleSettings } from './auth/throttles';
import { ConfigError } from './config-error';
import { parseThrottles } from './config-throttles';
import { parseSpreadsheetLimits, parseUploadQuota } from './config-uploads';
import type { UploadQuota } from './files/quota';
import type { SpreadsheetLimits } from './spreadsheets/unpacked-size';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

export { ConfigError };

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
  /** Access-token signing secret; absent means one generated into the data folder. */
  jwtSecret?: string;
  /** `smtp://user:pass@host:port`; absent keeps mail in the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** The address people open, for links in emails. */
  publicUrl: string;
  /** SQLite reader threads (`TENA_SQLITE_READERS`); absent means one per spare core, 1 to 4. */
  sqliteReaders?: number;
  /** Largest accepted upload in MB (`TENA_MAX_UPLOAD_MB`, default 25). */
  maxUploadMb: number;
  /** Uploads one user may hold unattached (`TENA_UNATTACHED_FILES_MAX`, `TENA_UNATTACHED_FILES_MB`). */
  uploadQuota: UploadQuota;
  /** Spreadsheet imports (`TENA_SPREADSHEET_MAX_UNPACKED_MB`, `_MAX_ROWS`, `_MAX_CELLS`). */
  spreadsheetLimits: SpreadsheetLimits;
  /** Origins besides our own allowed to frame and drive /preview (`TENA_PREVIEW_ORIGINS`). */
  previewOrigins: string[];
  /** Demo users: seeded on first start of an empty database when `seed` is true. */
  demo: { seed: boolean; password: string };
  /** Proxies whose forwarded client address and scheme are believed (`TENA_TRUST_PROXY`). */
  trustProxy?: TrustProxy;
  /** Sign-in, reset-link and mail limits (`TENA_LOGIN_*`, `TENA_RESET_LIMIT_*`, `TENA_MAIL_LIMIT_USER`). */
  throttles: ThrottleSettings;
}

export const DEFAULT_DEMO_PASSWORD = 'Tena@2026';

function parseDemo(env: NodeJS.ProcessEnv): ServerConfig['demo'] {
  const password = env.TENA_DEMO_PASSWORD ?? '';
  if (password !== '' && password.length < 5) {
    throw new ConfigError('TENA_DEMO_PASSWORD must be at least 5 characters');
  }
  const switchedOn = env.TENA_DEMO?.trim() ?? '';
  if (!['', '0', '1'].includes(switchedOn)) {
    throw new ConfigError(
      `TENA_DEMO must be 1 (demo accounts) or 0 (none), got "${env.TENA_DEMO}"`,
    );
  }
  // Off in any environment: main.ts also switches off demo accounts left on the published password.
  if (switchedOn === '0') return { seed: false, password: '' };
  if (env.NODE_ENV !== 'production')
    return { seed: true, password: password || DEFAULT_DEMO_PASSWORD };
  // In production demo accounts exist only on request, and never with the published password.
  if (switchedOn !== '1') return { seed: false, password: '' };
  if (password === '') throw new ConfigError('TENA_DEMO=1 in production needs TENA_DEMO_PASSWORD');
  return { seed: true, password };
}

function parsePublicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw.trim() === '') return `http://localhost:${port}`;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`TENA_PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
}

function parseSmtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error();
    return raw.trim();
  } catch {
    throw new ConfigError(
      `SMTP_URL must look like smtp://user:password@host:587, got "${redactUrl(raw)}"`,
    );
  }
}

function parseMaxUploadMb(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 25;
  const mb = Number(raw.trim());
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(mb > 0) || mb > 4096) {
    throw new ConfigError(
      `TENA_MAX_UPLOAD_MB must be a number of MB above 0 and at most 4096, got "${raw}"`,
    );
  }
  return mb;
}

function parseSqliteReaders(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) > 16) {
    throw new ConfigError(`TENA_SQLITE_READERS must be a whole number from 0 to 16, got "${raw}"`);
  }
  return Number(raw);
}

function asOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  const bare =
    url.username === '' && url.password === '' && url.pathname === '/' && !/[?#*]/.test(value);
  return web && bare ? url.origin : undefined;
}

/**
 * `TENA_PREVIEW_ORIGINS`: comma-separated http(s) origins (scheme, host, optional port; no
 * path) of form designers that embed /preview. Each goes into the CSP frame-ancestors, so a
 * typo or a wildcard is refused rather than silently widening who may frame the app.
 */
function parsePreviewOrigins(raw: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (raw ?? '').split(',')) {
    const value = entry.trim();
    if (value === '') continue;
    const origin = asOrigin(value);
    if (!origin) {
      throw new ConfigError(
        `TENA_PREVIEW_ORIGINS must list http(s) origins such as https://designer.example.org, got "${value}"`,
      );
    }
    origins.add(origin);
  }
  return [...origins];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

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
  const port = parsePort(env.PORT);
  return {
    port,
    host,
    dataDir: path.resolve(env.TENA_DATA_DIR?.trim() || path.join(projectRoot, 'data')),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    clientDir: path.resolve(env.TENA_CLIENT_DIR?.trim() || path.join(projectRoot, 'dist/client')),
    registryDir: path.resolve(env.TENA_REGISTRY_DIR?.trim() || projectRoot),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    version: readVersion(),
    jwtSecret: env.TENA_JWT_SECRET || undefined,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || 'Tena <no-reply@tena.local>',
    publicUrl: parsePublicUrl(env.TENA_PUBLIC_URL, port),
    sqliteReaders: parseSqliteReaders(env.TENA_SQLITE_READERS),
    maxUploadMb: parseMaxUploadMb(env.TENA_MAX_UPLOAD_MB),
    uploadQuota: parseUploadQuota(env),
    spreadsheetLimits: parseSpreadsheetLimits(env),
    previewOrigins: parsePreviewOrigins(env.TENA_PREVIEW_ORIGINS),
    demo: parseDemo(env),
    trustProxy: parseTrustProxy(env.TENA_TRUST_PROXY),
    throttles: parseThrottles(env),
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
