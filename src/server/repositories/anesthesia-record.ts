/**
 * A surgical case's anesthesia record as stored: the case in brief, its pre-anesthesia
 * assessment in brief, and each intra-operative series' entries oldest first through the
 * (surgical_case, recorded_at) index each series schema declares; an IV medication's product,
 * unit and route names are read beside their ids. Values are decoded as the record API decodes
 * them; the route says which fields the reader may see.
 */
import type { AnesthesiaEntry, PreAnesthesiaBrief } from '../../engine/wire/anesthesia-record';
import type { AnyDb } from '../models/any-db';
import { fromDb } from '../models/codecs';
import type { ModelRuntime } from '../models/model-runtime';
import { tableName } from '../models/table-plan';
import { parseStringList } from './json-text';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export async function caseBrief(db: AnyDb, id: number) {
  const row = await db
    .selectFrom(tableName('surgicalCase'))
    .select(['id', 'case_number', 'status', 'priority', 'scheduled_start'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    case_number: text(row.case_number),
    status: text(row.status),
    priority: text(row.priority),
    scheduled_start: (fromDb('date', row.scheduled_start) as string | null) ?? null,
  };
}

const numberOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);

export async function preAnesthesiaBrief(
  db: AnyDb,
  surgicalCase: number,
): Promise<PreAnesthesiaBrief | null> {
  const row = await db
    .selectFrom(tableName('preAnesthesia'))
    .select([
      'id',
      'asa_class',
      'emergency_modifier',
      'mallampati',
      'allergies',
      'plan',
      'fit_for_anesthesia',
      'fasting_solids_hours',
      'fasting_fluids_hours',
      'fasting_flags',
    ])
    .where('surgical_case', '=', surgicalCase)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  const flags = row.fasting_flags;
  return {
    id: Number(row.id),
    asa_class: text(row.asa_class),
    emergency_modifier: row.emergency_modifier === null ? null : text(row.emergency_modifier),
    mallampati: text(row.mallampati),
    allergies: text(row.allergies),
    plan: text(row.plan),
    fit_for_anesthesia: text(row.fit_for_anesthesia),
    fasting_solids_hours: numberOrNull(row.fasting_solids_hours),
    fasting_fluids_hours: numberOrNull(row.fasting_fluids_hours),
    fasting_flags: Array.isArray(flags) ? flags.map(String) : parseStringList(text(flags) || null),
  };
}

/** Names of the records an IV medication names, for its table and the drug totals. */
async function namesOf(db: AnyDb, model: string, field: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom(tableName(model))
    .select(['id', field])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row: Record<string, unknown>) => [Number(row.id), text(row[field])]));
}

async function withMedicationNames(db: AnyDb, entries: AnesthesiaEntry[]) {
  const ids = (field: string) => entries.map((e) => Number(e[field])).filter(Number.isInteger);
  const [products, units, routes] = await Promise.all([
    namesOf(db, 'product', 'name', ids('product')),
    namesOf(db, 'unitOfMeasurement', 'name', ids('dose_unit')),
    namesOf(db, 'medicineRoute', 'name', ids('route')),
  ]);
  for (const entry of entries) {
    entry.product_name = products.get(Number(entry.product)) ?? null;
    entry.dose_unit_name = units.get(Number(entry.dose_unit)) ?? null;
    entry.route_name = routes.get(Number(entry.route)) ?? null;
  }
  return entries;
}

/** One series' entries of the case, oldest first, with the given (visible) fields. */
export async function seriesEntries(
  db: AnyDb,
  rt: ModelRuntime,
  surgicalCase: number,
  fields: readonly string[],
): Promise<AnesthesiaEntry[]> {
  const columns = fields.filter((name) => rt.types.has(name));
  const rows = await db
    .selectFrom(tableName(rt.schema.model))
    .select(['id', 'recorded_at', 'recorded_by'])
    .select(columns)
    .where('surgical_case', '=', surgicalCase)
    .where('deleted_at', 'is', null)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  const entries = rows.map((row: Record<string, unknown>) => {
    const entry: AnesthesiaEntry = {
      id: Number(row.id),
      recorded_at: text(fromDb('date', row.recorded_at)),
      recorded_by: row.recorded_by === null ? null : text(row.recorded_by),
    };
    for (const name of columns) entry[name] = fromDb(rt.types.get(name) ?? 'text', row[name]);
    return entry;
  });
  return rt.schema.model === 'anesthesiaMedication' ? withMedicationNames(db, entries) : entries;
}
