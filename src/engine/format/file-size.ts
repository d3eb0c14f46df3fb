/**
 * File sizes (spec 9): file lists use decimal units with 3 decimals; upload lists show KB
 * with 2 decimals on a 1024 base. Both bases are in the spec, so both are kept.
 */

const DECIMAL_UNITS = ['KB', 'MB', 'GB'] as const;

function isSize(bytes: unknown): bytes is number {
  return typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0;
}

/**
 * "999 bytes", "1.500 KB", "2.000 MB". A value that would round up to 1000 of one unit moves
 * to the next ("1.000 MB", not "1000.000 KB"). Sizes beyond GB stay in GB. Negative,
 * non-finite or non-numeric sizes give ''.
 */
export function formatFileSize(bytes: unknown): string {
  if (!isSize(bytes)) return '';
  if (Math.round(bytes) < 1000) return `${Math.round(bytes)} bytes`;
  let value = bytes / 1000;
  let unit = 0;
  while (unit < DECIMAL_UNITS.length - 1 && Number(value.toFixed(3)) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(3)} ${DECIMAL_UNITS[unit]}`;
}

/** Upload lists: KB on a 1024 base with 2 decimals, e.g. 2048 -> "2.00 KB". */
export function formatUploadSize(bytes: unknown): string {
  if (!isSize(bytes)) return '';
  return `${(bytes / 1024).toFixed(2)} KB`;
}
