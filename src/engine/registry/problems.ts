/** Problems are reported as `file#/json/pointer: message` (RFC 6901 pointers; `file#` is the root). */

function escapeSegment(segment: string | number): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** `pointer('fields', 'mrn', 'type')` -> `/fields/mrn/type`; no segments -> '' (the root). */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((segment) => `/${escapeSegment(segment)}`).join('');
}

/** Appends segments to an existing pointer. */
export function childPointer(base: string, ...segments: (string | number)[]): string {
  return base + pointer(...segments);
}

export function problem(file: string, at: string, message: string): string {
  return `${file}#${at}: ${message}`;
}

/** The file part of a problem line, for grouping by file. */
export function problemFile(line: string): string {
  const hash = line.indexOf('#');
  return hash < 0 ? line : line.slice(0, hash);
}

/**
 * Runs a cross-reference check over data that may have failed its meta-schema: the check reads
 * what is there, and a shape it cannot read yields no problems (the meta-schema already said why).
 */
export function safely(check: () => string[]): string[] {
  try {
    return check();
  } catch {
    return [];
  }
}
