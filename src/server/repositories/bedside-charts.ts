/**
 * Bedside chart entries read for plotting: a chart model's records of one admission (or one
 * surgical case) in time order, through the (parent, recorded_at) index each chart schema
 * declares, and how many entries each ward chart holds for an admission. Values are decoded as
 * the record API decodes them; the route leaves out what the reader may not see.
 */
import { flaggedFields } from '../../engine/charts/chart-flags';
import type { ChartCount, ChartEntry } from '../../engine/wire/bedside-charts';
import type { AnyDb } from '../models/any-db';
import { fromDb } from '../models/codecs';
import type { ModelRuntime } from '../models/model-runtime';
import { tableName } from '../models/table-plan';
import { parseStringList } from './json-text';

/** Whether `model` has a record `id` that is not deleted. */
export async function recordExists(db: AnyDb, model: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom(tableName(model))
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export interface EntryQuery {
  /** The field naming the parent: `admission` or `surgical_case`. */
  parentField: string;
  parent: number;
  /** Inclusive bounds on recorded_at (UTC ISO instants, as stored). */
  from?: string;
  to?: string;
  /** The fields to hand on (the reader's visible ones). */
  fields: readonly string[];
  limit: number;
}

/** The entries, oldest first, at most `limit`. */
export async function readChartEntries(
  db: AnyDb,
  rt: ModelRuntime,
  query: EntryQuery,
): Promise<ChartEntry[]> {
  const columns = query.fields.filter((name) => rt.types.has(name));
  let select = db
    .selectFrom(tableName(rt.schema.model))
    .select(['id', 'recorded_at', 'recorded_by', ...(rt.types.has('flags') ? ['flags'] : [])])
    .select(columns)
    .where(query.parentField, '=', query.parent)
    .where('deleted_at', 'is', null);
  if (query.from) select = select.where('recorded_at', '>=', query.from);
  if (query.to) select = select.where('recorded_at', '<=', query.to);
  const rows = await select.orderBy('recorded_at').orderBy('id').limit(query.limit).execute();
  return rows.map((row: Record<string, unknown>) => {
    const flags = parseStringList(row.flags as string | null);
    const values: Record<string, unknown> = {};
    for (const name of columns) values[name] = fromDb(rt.types.get(name) ?? 'text', row[name]);
    return {
      id: Number(row.id),
      recorded_at: String(fromDb('date', row.recorded_at) ?? ''),
      recorded_by: row.recorded_by === null ? null : String(row.recorded_by),
      values,
      flags,
      flagged: flaggedFields(rt.schema.fields, flags),
    };
  });
}

/** How many entries each of `models` holds for the admission, in the order given. */
export async function chartCounts(
  db: AnyDb,
  models: readonly string[],
  admission: number,
): Promise<ChartCount[]> {
  return Promise.all(
    models.map(async (model) => {
      const row = await db
        .selectFrom(tableName(model))
        .select((eb) => eb.fn.countAll().as('count'))
        .where('admission', '=', admission)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return { model, count: Number(row?.count ?? 0) };
    }),
  );
}
