/**
 * Any value as text, without ever throwing: values arrive from JSON bodies and can be objects
 * whose `toString` is not a function (`{"toString": 0}`), on which `String(x)` throws.
 */
export function safeText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' && typeof value !== 'function') return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}
