/**
 * Options that are records of another model (`field.ref`): `GET /api/models/<ref>` searched
 * with `q`, and one record by id to label a stored value. The only place select widgets talk
 * to the server, so the session layer can replace the transport here alone.
 */
import { type RefTitles, recordTitle } from '../../../../engine/format/record-title';
import type { EngineSettings, ModelSchema, SelectOption } from '../../../../engine/types';
import { getJson } from '../../../components/api-auth';

export const REF_PAGE_SIZE = 20;

type RecordLike = Record<string, unknown>;

function filled(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const SKIPPED = /^(id|created_at|updated_at|deleted_at|created_by|updated_by|version|status)$/;

/**
 * How a record reads in a select, from the first text field of the kinds list columns use:
 * full_name, name, first_name + last_name, title, code, label, number; then any other text
 * field; then `#<id>`.
 */
export function recordLabel(record: RecordLike): string {
  if (!record || typeof record !== 'object') return '';
  const person = [record.first_name, record.middle_name, record.last_name].map(filled);
  const personName = person[0] || person[2] ? person.filter(Boolean).join(' ') : undefined;
  const label =
    filled(record.full_name) ??
    filled(record.fullName) ??
    filled(record.name) ??
    personName ??
    filled(record.title) ??
    filled(record.code) ??
    filled(record.label);
  if (label) return label;
  for (const [key, value] of Object.entries(record)) {
    if (!SKIPPED.test(key) && typeof value === 'string' && filled(value)) return value.trim();
  }
  return record.id === undefined ? '' : `#${String(record.id)}`;
}

/**
 * A record as a select option (its id is the stored value), named by the engine's record
 * title when its model's schema is known (the same title lists and details show), else by
 * recordLabel. `titles` are the answer's titles of the records it refers to, which a title
 * template may show (a visit by its time and department).
 */
export function recordToOption(
  record: RecordLike,
  schema?: ModelSchema,
  settings?: EngineSettings,
  titles?: RefTitles,
): SelectOption | undefined {
  const id = record?.id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const name = schema
    ? recordTitle(schema, record, settings, undefined, titles)
    : recordLabel(record);
  // The record rides along: a pick copies its fields into others (fetchFrom, rows.ts).
  return { id, name, record };
}

/** The `titles` of a list or record answer, when it has them. */
function titlesOf(body: unknown): RefTitles | undefined {
  const titles = (body as { titles?: unknown } | null)?.titles;
  return titles && typeof titles === 'object' ? (titles as RefTitles) : undefined;
}

/** The records of a list answer: `{rows}` (this API), `{items}`, `{data}` or a bare array. */
export function rowsOf(body: unknown): RecordLike[] {
  const list = Array.isArray(body)
    ? body
    : ['rows', 'items', 'data']
        .map((key) => (body as Record<string, unknown> | null)?.[key])
        .find(Array.isArray);
  return (list ?? []).filter((r): r is RecordLike => !!r && typeof r === 'object');
}

/** `filter`: list filter params (a refFilter's, engine/form/ref-filter.ts). */
export function refListUrl(
  ref: string,
  query: string,
  filter: readonly [string, string][] = [],
): string {
  const params = new URLSearchParams({ q: query.trim(), pageSize: String(REF_PAGE_SIZE) });
  if (!query.trim()) params.delete('q');
  for (const [key, value] of filter) params.append(key, value);
  return `/api/models/${encodeURIComponent(ref)}?${params.toString()}`;
}

/** How the records of a `ref` are named: by its model's schema, in the hospital's formats. */
export interface RefNaming {
  schema?: ModelSchema;
  settings?: EngineSettings;
}

export async function fetchRefOptions(
  ref: string,
  query: string,
  signal?: AbortSignal,
  naming: RefNaming = {},
  filter: readonly [string, string][] = [],
): Promise<SelectOption[]> {
  const body = await getJson(refListUrl(ref, query, filter), signal);
  const titles = titlesOf(body);
  return rowsOf(body).flatMap(
    (record) => recordToOption(record, naming.schema, naming.settings, titles) ?? [],
  );
}

export async function fetchRefRecord(
  ref: string,
  id: string,
  signal?: AbortSignal,
  naming: RefNaming = {},
): Promise<SelectOption | undefined> {
  const url = `/api/models/${encodeURIComponent(ref)}/${encodeURIComponent(id)}`;
  const record = (await getJson(url, signal)) as RecordLike;
  return recordToOption(record, naming.schema, naming.settings, titlesOf(record));
}
