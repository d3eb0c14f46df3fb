import { ConfigError } from './config-error';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './files/quota';
import { DEFAULT_SPREADSHEET_LIMITS, type SpreadsheetLimits } from './spreadsheets/unpacked-size';

const MB = 1024 * 1024;

/** A whole number from `min` to `max`, or `fallback` when the variable is unset. */
function parseWhole(
  name: string,
  raw: string | undefined,
  fallback: number,
  [min, max]: [number, number],
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** `TENA_SPREADSHEET_MAX_UNPACKED_MB`, `TENA_SPREADSHEET_MAX_ROWS`, `TENA_SPREADSHEET_MAX_CELLS`. */
export function parseSpreadsheetLimits(env: NodeJS.ProcessEnv): SpreadsheetLimits {
  const defaults = DEFAULT_SPREADSHEET_LIMITS;
  const unpackedMb = parseWhole(
    'TENA_SPREADSHEET_MAX_UNPACKED_MB',
    env.TENA_SPREADSHEET_MAX_UNPACKED_MB,
    defaults.maxUnpackedBytes / MB,
    [1, 1024],
  );
  return {
    maxUnpackedBytes: unpackedMb * MB,
    maxRows: parseWhole(
      'TENA_SPREADSHEET_MAX_ROWS',
      env.TENA_SPREADSHEET_MAX_ROWS,
      defaults.maxRows,
      [1, 1_000_000],
    ),
    maxCells: parseWhole(
      'TENA_SPREADSHEET_MAX_CELLS',
      env.TENA_SPREADSHEET_MAX_CELLS,
      defaults.maxCells,
      [1, 10_000_000],
    ),
  };
}

/** `TENA_UNATTACHED_FILES_MAX` and `TENA_UNATTACHED_FILES_MB`: what one user may hold unattached. */
export function parseUploadQuota(env: NodeJS.ProcessEnv): UploadQuota {
  const defaults = DEFAULT_UPLOAD_QUOTA;
  const mb = parseWhole(
    'TENA_UNATTACHED_FILES_MB',
    env.TENA_UNATTACHED_FILES_MB,
    defaults.maxBytes / MB,
    [1, 100_000],
  );
  return {
    maxFiles: parseWhole(
      'TENA_UNATTACHED_FILES_MAX',
      env.TENA_UNATTACHED_FILES_MAX,
      defaults.maxFiles,
      [1, 10_000],
    ),
    maxBytes: mb * MB,
  };
}
