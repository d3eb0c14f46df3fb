/**
 * `fetchFrom` (after Frappe's fetch_from): `"service.price"` copies field `price` of the record
 * picked in the ref column (or field) `service`, when it is picked. The browser fills it from
 * the picked option; the server reads the picked record again and stores its own copy.
 */

export interface FetchSource {
  /** The ref column or field whose picked record is read. */
  ref: string;
  /** The field of that record copied. */
  field: string;
}

export function fetchSource(fetchFrom: string | undefined): FetchSource | undefined {
  if (typeof fetchFrom !== 'string') return undefined;
  const dot = fetchFrom.indexOf('.');
  if (dot <= 0 || dot === fetchFrom.length - 1) return undefined;
  return { ref: fetchFrom.slice(0, dot), field: fetchFrom.slice(dot + 1) };
}

/**
 * What picking `record` in the ref `changed` copies: each field (or column) whose fetchFrom
 * reads `changed` takes that field of the record, null when the pick is cleared. `fetchers`
 * pairs each field's name with its fetchFrom. One rule for a table's columns and a record's
 * fields, as the server's copy is one rule for both.
 */
export function fetchedValues(
  fetchers: Iterable<readonly [string, string | undefined]>,
  changed: string,
  record: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, fetchFrom] of fetchers) {
    const source = fetchSource(fetchFrom);
    if (source?.ref === changed) out[name] = record?.[source.field] ?? null;
  }
  return out;
}
