/**
 * Column values as a repository hands them on, read alike from SQLite and PostgreSQL rows
 * (whose drivers give numbers, text or null).
 */

/** A text column that may be empty: its text, or null for NULL and ''. */
export function textOrNull(value: unknown): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

/** A number column that may be empty: its number, or null for NULL. */
export function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
