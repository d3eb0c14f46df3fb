/**
 * The titles of the records a page of records refers to (a patient's name, an invoice's
 * number) so lists and details show names instead of ids, without a request per row: one
 * query per referenced model per answer (and one more per model a title template names: a
 * visit called by its time and department reads the departments' names once for the page). A
 * title is only given to a reader who may read the referenced model (view or detail, its owner
 * and release rules), or of a model whose titles are shared (`sharedTitle`: staff named on a
 * case), from the title fields they may see; otherwise the client shows the bare number. The
 * staff a record's stamps name by e-mail (who ordered, signed, gave a dose) get their names the
 * same way, in two queries more (staffTitles).
 */
import {
  isStaffStamp,
  type RefTitles,
  recordTitle,
  titleFields,
} from '../../engine/format/record-title';
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import type { Owner } from '../../engine/permissions/ownership';
import { mayReadRecord, readRuleFields } from '../../engine/permissions/read-filter';
import {
  DEFAULT_SETTINGS,
  type EngineSettings,
  type EngineUser,
  type ModelSchema,
} from '../../engine/types';
import { staffNamesByEmail } from '../repositories/staff-names';
import type { AnyDb } from './any-db';
import { fromDb } from './codecs';
import type { ModelRuntime, RecordValues } from './model-runtime';

export interface TitleReader {
  owner: Owner;
  matrix: PermissionMatrix;
  /** The runtime of a model whose tables are served; throws for one that is not. */
  runtime(model: string): ModelRuntime;
  settings?: EngineSettings;
}

/** Ids a stored ref value holds: one id, or a list of them (a multiple select). */
function idsIn(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Where records of `schema` hold references, each with the ids in one record: its ref fields,
 * and the ref columns of its tables, named `items.service` (titles are keyed the same way).
 */
function refPlaces(schema: ModelSchema) {
  const places: { key: string; model: string; ids(row: RecordValues): number[] }[] = [];
  for (const [name, field] of Object.entries(schema.fields)) {
    if (field.ref) places.push({ key: name, model: field.ref, ids: (row) => idsIn(row[name]) });
    for (const column of field.type === 'one_to_many' ? (field.columns ?? []) : []) {
      if (!column.ref) continue;
      const cells = (row: RecordValues) =>
        (Array.isArray(row[name]) ? (row[name] as RecordValues[]) : []).flatMap((line) =>
          idsIn(line?.[column.field]),
        );
      places.push({ key: `${name}.${column.field}`, model: column.ref, ids: cells });
    }
  }
  return places;
}

/** The places of `schema` holding references and the ids the rows hold there, by model. */
function referencedIds(schema: ModelSchema, rows: readonly RecordValues[]) {
  const byModel = new Map<string, { fields: string[]; ids: Set<number> }>();
  for (const { key, model, ids: idsOf } of refPlaces(schema)) {
    const ids = rows.flatMap(idsOf);
    if (ids.length === 0) continue;
    const entry = byModel.get(model) ?? { fields: [], ids: new Set<number>() };
    entry.fields.push(key);
    for (const id of ids) entry.ids.add(id);
    byModel.set(model, entry);
  }
  return byModel;
}

/**
 * The runtime of a model whose tables are served, or undefined for one that is not (out of
 * step with its tables, removed): a referenced record then keeps its number, a related list
 * is left out, and the rest of the answer stands.
 */
export function servedRuntime(
  reader: Pick<TitleReader, 'runtime'>,
  model: string,
): ModelRuntime | undefined {
  try {
    return reader.runtime(model);
  } catch {
    return undefined;
  }
}

/**
 * The titles of what a title template names in other records (a visit's department): the
 * ref fields among `shown`, read as any answer's titles are, one query per referenced model.
 * One level only: those records' own titles show no further references.
 */
async function templateRefTitles(
  db: AnyDb,
  schema: ModelSchema,
  shown: readonly string[],
  records: readonly RecordValues[],
  reader: TitleReader,
  depth: number,
): Promise<RefTitles | undefined> {
  const refs = shown.filter((name) => schema.fields[name]?.ref);
  if (!schema.recordTitle || refs.length === 0 || depth > 0) return undefined;
  const fields = Object.fromEntries(refs.map((name) => [name, schema.fields[name]]));
  return refTitles(db, { ...schema, fields } as ModelSchema, records, reader, depth + 1);
}

/**
 * Whether `user` is given titles of `schema`'s records: a reader of the model, or anyone when
 * its titles are shared. Either way only the title fields they may see make the title.
 */
function titlesReadable(schema: ModelSchema, user: EngineUser, matrix: PermissionMatrix) {
  const { model } = schema;
  return (
    schema.sharedTitle === true ||
    can(user, matrix, model, 'view') ||
    can(user, matrix, model, 'detail')
  );
}

/** Titles of the readable, not deleted records of `rt` among `ids`, by id. */
async function titlesOf(
  db: AnyDb,
  rt: ModelRuntime,
  ids: number[],
  reader: TitleReader,
  depth: number,
): Promise<Map<number, string>> {
  const { schema } = rt;
  const user = reader.owner.user;
  const shown = titleFields(schema).filter(
    (name) => rt.types.has(name) && mayAccessFieldNamed(schema, name, user),
  );
  const ruled = readRuleFields(schema).filter((name) => rt.types.has(name));
  const columns = [...new Set(['id', ...shown, ...ruled])];
  const rows = await db
    .selectFrom(rt.plan.table)
    .select(columns)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  const records: RecordValues[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    const record: RecordValues = { id: Number(row.id) };
    for (const name of columns.slice(1)) {
      record[name] = fromDb(rt.types.get(name) ?? 'text', row[name]);
    }
    if (mayReadRecord(schema, record, reader.owner)) records.push(record);
  }
  const nested = await templateRefTitles(db, schema, shown, records, reader, depth);
  const titles = new Map<number, string>();
  for (const record of records) {
    titles.set(Number(record.id), recordTitle(schema, record, reader.settings, shown, nested));
  }
  return titles;
}

/**
 * The titles of the records `rows` (records of `schema`, as this reader receives them) refer
 * to, keyed by field and id. Fields the reader was not sent are absent from the rows, so they
 * get no titles either.
 */
export async function refTitles(
  db: AnyDb,
  schema: ModelSchema,
  rows: readonly RecordValues[],
  reader: TitleReader,
  /** How many titles deep this is: a title template's references are read one level deep. */
  depth = 0,
): Promise<RefTitles> {
  const result: RefTitles = {};
  const settings = reader.settings ?? DEFAULT_SETTINGS;
  const user = reader.owner.user;
  const places = new Map(refPlaces(schema).map((place) => [place.key, place]));
  // One query per referenced model, all of them at once (side by side on PostgreSQL's pool).
  const read = [...referencedIds(schema, rows)].map(async ([model, { fields, ids }]) => {
    const rt = servedRuntime(reader, model);
    if (!rt || !titlesReadable(rt.schema, user, reader.matrix)) return;
    const titles = await titlesOf(db, rt, [...ids], { ...reader, settings }, depth);
    for (const field of fields) {
      const forField: Record<string, string> = {};
      for (const row of rows) {
        for (const id of places.get(field)?.ids(row) ?? []) {
          const title = titles.get(id);
          if (title !== undefined) forField[String(id)] = title;
        }
      }
      result[field] = forField;
    }
  });
  if (depth === 0) read.push(staffTitles(db, schema, rows, reader, result));
  await Promise.all(read);
  return result;
}

/**
 * The names of the staff the rows' stamps hold (isStaffStamp: who ordered, signed, gave), keyed
 * by field and e-mail as the stamps hold them (repositories/staff-names.ts); the e-mail itself
 * is what the reader was sent, so its name is theirs to read too.
 */
async function staffTitles(
  db: AnyDb,
  schema: ModelSchema,
  rows: readonly RecordValues[],
  reader: TitleReader,
  result: RefTitles,
): Promise<void> {
  const fields = Object.keys(schema.fields).filter((name) => isStaffStamp(schema.fields[name]));
  const stamped = (name: string) =>
    rows.map((row) => row[name]).filter((v): v is string => typeof v === 'string' && v !== '');
  const emails = fields.flatMap(stamped);
  if (emails.length === 0) return;
  const served = servedRuntime(reader, 'physician') !== undefined;
  const names = await staffNamesByEmail(db, emails, served);
  for (const field of fields) {
    const forField: Record<string, string> = {};
    for (const email of stamped(field))
      forField[email] = names.get(email.trim().toLowerCase()) ?? email;
    if (Object.keys(forField).length > 0) result[field] = forField;
  }
}
