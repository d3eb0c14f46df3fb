import type { ModelSchema } from '../types';

type Row = Record<string, unknown>;

/**
 * The values to send with the tables' rows as the server keeps them: a row loaded from the
 * record keeps its `id` (the server updates it in place, so its id stays); a row added in the
 * form was given a local id only to tell rows apart (spec 9), which the server would refuse
 * as not one of this record's rows, so it goes without. `stored` is the record as loaded
 * (none for a new record: every row is new).
 */
export function withStoredRowIds(
  schema: Pick<ModelSchema, 'fields'>,
  values: Record<string, unknown>,
  stored?: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...values };
  for (const [name, field] of Object.entries(schema.fields)) {
    if (field.type !== 'one_to_many' || !Array.isArray(values[name])) continue;
    const kept = stored?.[name];
    const loaded = new Set(
      (Array.isArray(kept) ? (kept as Row[]) : []).map((row) => String(row?.id)),
    );
    out[name] = (values[name] as Row[]).map((row) => {
      if (!row || typeof row !== 'object' || loaded.has(String(row.id))) return row;
      const { id: _local, ...rest } = row;
      return rest;
    });
  }
  return out;
}
