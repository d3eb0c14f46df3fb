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
