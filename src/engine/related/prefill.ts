/**
 * A new record's form opened with values already filled in: a related list's Add button
 * (`related[].prefill`) opens the related model's new form with the field pointing at the
 * record and the fields it copies (a visit's lab request gets the visit and its patient). The
 * values travel in the new form's address as `?prefill.<field>=<value>`, so any link may fill
 * a new record; the form takes only fields a person may write, each as its type holds it.
 */
import { serverOwned } from '../form/server-owned';
import type { FieldSchema, ModelSchema } from '../types';
import type { RelatedList } from './related-lists';

const PREFIX = 'prefill.';
/** Types whose values are objects or lists: not something an address carries. */
const NOT_IN_ADDRESS = new Set(['file', 'files', 'one_to_many', 'collection', 'signature']);

/** The values a record's related list gives a new record of its model. */
export function prefillOf(
  entry: Pick<RelatedList, 'field' | 'prefill'>,
  record: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = { [entry.field]: record.id };
  for (const [into, from] of Object.entries(entry.prefill ?? {})) {
    const value = record[from];
    if (value !== null && value !== undefined && value !== '') values[into] = value;
  }
  return values;
}

/** `?prefill.visit=5&prefill.patient=7`: the values as a query string (scalars only). */
export function prefillSearch(values: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (['string', 'number', 'boolean'].includes(typeof value) && value !== '')
      params.set(`${PREFIX}${name}`, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function decoded(field: FieldSchema, text: string): unknown {
  if (field.ref && !field.multiple) return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
  if (field.multiple) return undefined;
  if (field.type === 'number' || field.type === 'currency' || field.type === 'slider') {
    const number = Number(text);
    return text.trim() !== '' && Number.isFinite(number) ? number : undefined;
  }
  if (field.type === 'checkbox')
    return text === 'true' ? true : text === 'false' ? false : undefined;
  return text;
}

/**
 * The values a new form's address fills in: fields of `schema` a person may write, each
 * decoded as its type holds it (a ref as a record id); anything else is ignored, so a link
 * cannot fill what the form would not let a person type.
 */
export function prefillFromSearch(
  schema: Pick<ModelSchema, 'fields' | 'naming' | 'workflow'>,
  search: URLSearchParams,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, text] of search) {
    if (!key.startsWith(PREFIX)) continue;
    const name = key.slice(PREFIX.length);
    const field = Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
    if (!field || NOT_IN_ADDRESS.has(field.type) || field.fetchFrom) continue;
    if (serverOwned(schema, name, false) || schema.workflow?.field === name) continue;
    const value = decoded(field, text);
    if (value !== undefined) values[name] = value;
  }
  return values;
}
