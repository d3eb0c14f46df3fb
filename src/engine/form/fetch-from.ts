/**
 * `fetchFrom` (after Frappe's fetch_from): `"service.price"` copies field `price` of the record
 * picked in the ref column (or field) `service`, when it is picked. The browser fills it from
 * the picked option; the server reads the picked record again and stores its own copy.
 */
import type { FieldSchema } from '../types';
import { fetchedAs } from './fetch-as';

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
 * reads `changed` takes that field of the record (as its `fetchAs` reads it, at `at`), null when
 * the pick is cleared. `fetchers` pairs each field's name with its fetchFrom (and fetchAs). One
 * rule for a table's columns and a record's fields, as the server's copy is one rule for both.
 */
export function fetchedValues(
  fetchers: Iterable<readonly [string, string | undefined, FieldSchema['fetchAs']?]>,
  changed: string,
  record: Readonly<Record<string, unknown>> | undefined,
  at?: Date,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, fetchFrom, fetchAs] of fetchers) {
    const source = fetchSource(fetchFrom);
    if (source?.ref !== changed) continue;
    out[name] = record ? (fetchedAs(fetchAs, record[source.field] ?? null, at) ?? null) : null;
  }
  return out;
}
