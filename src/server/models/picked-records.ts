/**
 * Records picked by a ref field or a ref column, read again by the server when a write picks
 * them: to refuse one the field's `refFilter` does not offer, and to copy the fields other
 * fields `fetchFrom` (the client's copy is never trusted).
 */
import {
  describeRefCondition,
  editedFields,
  failedRefCondition,
  fillEdited,
  type RefFilterScope,
  resolveRefFilter,
} from '../../engine/form/ref-filter';
import { offersNothing, refFilterWaitsFor } from '../../engine/form/ref-filter-waits';
import { displayFieldValue } from '../../engine/format/field-display';
import { numberedTitle, recordTitle } from '../../engine/format/record-title';
import { fillTemplate } from '../../engine/format/title-template';
import type { Registry } from '../../engine/registry/types';
import type { FieldSchema, ModelSchema, RefFilter } from '../../engine/types';
import { labelOf } from '../../engine/validation/messages';
import type { AnyDb } from './any-db';
import { fromDb, toDb } from './codecs';
import { type ModelRuntime, modelRuntime, type RecordValues } from './model-runtime';
import { liveRows, readRows } from './record-reads';
import { refTitles, type TitleReader } from './ref-titles';
import type { LogicalType } from './table-plan';

/** What the checks of a write's picks read. */
export interface RecordWrite {
  reader: AnyDb;
  registry: Registry;
  rt: ModelRuntime;
  /** The whole record as it will be stored (its other fields feed `$name` in filters). */
  values: RecordValues;
  /** The record as stored; undefined for a new record. */
  stored: RecordValues | undefined;
  /** The fields this write sets. */
  written: ReadonlySet<string>;
  /** The writer, as titles are read for them (a refusal names records as their lists do). */
  titles: TitleReader;
  /** The live records the picks looked up, so the check that references exist need not again. */
  looked: KnownRefs;
}

/** Per referenced model, the ids looked up and those found (live records). */
export type KnownRefs = Map<string, { asked: Set<number>; found: Set<number> }>;

/** Notes in `known` that `asked` ids of `model` were looked up and `found` ones are live. */
export function noteLookUp(
  known: KnownRefs,
  model: string,
  asked: Iterable<number>,
  found: Iterable<number>,
) {
  const entry = known.get(model) ?? { asked: new Set<number>(), found: new Set<number>() };
  for (const id of asked) entry.asked.add(id);
  for (const id of found) entry.found.add(id);
  known.set(model, entry);
}

/**
 * The live (not deleted) records of `model` among `ids`, by id, as the API shows them; noted
 * in `looked` when given.
 */
export async function readPicked(
  reader: AnyDb,
  registry: Registry,
  model: string,
  ids: readonly number[],
  looked?: KnownRefs,
): Promise<Map<number, RecordValues>> {
  const schema = registry.models[model];
  if (!schema || ids.length === 0) return new Map();
  const rt = modelRuntime(schema);
  // From the write transaction's cache where it holds them (record-cache.ts).
  const found = await readRows(reader, rt, ids, (missing) => liveRows(reader, rt, missing));
  if (looked) noteLookUp(looked, model, ids, found.keys());
  return found;
}

/**
 * How a refusal says the values a condition on a ref field quotes: each record's title as the
 * writer's lists give it ("Almaz Tesfaye"; one query, through ref-titles.ts), else its model
 * and number ("Patient #2") for a writer who may not read that model or a record gone. Other
 * fields' values are said as they are.
 */
async function valueNames(
  write: RecordWrite,
  field: FieldSchema | undefined,
  value: unknown,
): Promise<(value: unknown) => string> {
  const model = field?.ref;
  const target = model ? write.registry.models[model] : undefined;
  if (!model || !target) return String;
  const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
  const holder = {
    model: 'refusal',
    title: 'Refusal',
    fields: { value: { ...field, multiple: true } },
  };
  const titles = await refTitles(
    write.reader,
    holder as unknown as ModelSchema,
    [{ value: ids }],
    write.titles,
  );
  return (id) => titles.value?.[String(id)] ?? numberedTitle(target, id);
}

/**
 * Why `picked` may not be picked under `filter`, or undefined when it may: "INV-2026-000003 is
 * not one this payment may pick (its Status must be one of Submitted, Partly Paid)", a record
 * the condition names by its title: "(its Patient must be Almaz Tesfaye)".
 */
export async function refFilterRefusal(
  write: RecordWrite,
  filter: RefFilter | undefined,
  scope: RefFilterScope,
  picked: RecordValues,
  target: ModelSchema,
): Promise<string | undefined> {
  if (!filter) return undefined;
  const failed = failedRefCondition(resolveRefFilter(filter, scope), picked);
  if (!failed) return undefined;
  // Nothing can fit yet: say what to fill in first (a Route before its Medicine).
  const waits = refFilterWaitsFor(filter, [failed], scope, (name) => write.rt.schema.fields[name]);
  if (waits.length > 0)
    return `${recordTitle(target, picked)} cannot be picked until the ${waits.join(' and the ')} is chosen`;
  const field = target.fields[failed.field];
  const label = field ? labelOf(failed.field, field) : failed.field;
  const nameOf = await valueNames(write, field, failed.value);
  return `${recordTitle(target, picked)} is not one this ${write.rt.schema.title.toLowerCase()} may pick (${describeRefCondition(failed, label, nameOf)})`;
}

/**
 * The field's own words (`refFilterMessages`) for `picked` failing its refFilter, when the
 * condition it fails is on a field they word: "Visit VIS-2026-000012 has already ended:
 * Completed at November 24, 2026, 10:15 AM. ...", each `{name}` the picked record's field as
 * lists show it and each `{$name}` the written record's (a picked record by its title, as the
 * writer's lists give it). Undefined otherwise (the generic refusal then says it).
 */
export async function wordedRefusal(
  write: RecordWrite,
  field: FieldSchema,
  scope: RefFilterScope,
  picked: RecordValues,
  target: ModelSchema,
): Promise<string | undefined> {
  if (!field.refFilter || !field.refFilterMessages) return undefined;
  const failed = failedRefCondition(resolveRefFilter(field.refFilter, scope), picked);
  // A template words a pick that fails, not one before the fields it reads are filled in.
  if (failed && offersNothing([failed])) return undefined;
  const template = failed ? field.refFilterMessages[failed.field] : undefined;
  if (template === undefined) return undefined;
  const own = new Map<string, string>();
  for (const name of editedFields(template)) {
    const ownField = write.rt.schema.fields[name];
    const value = scope(name);
    if (!ownField || value === null || value === undefined || value === '') own.set(name, '');
    else if (!ownField.ref) own.set(name, displayFieldValue(ownField, value));
    else {
      const nameOf = await valueNames(write, ownField, value);
      own.set(name, (Array.isArray(value) ? value : [value]).map(nameOf).join(', '));
    }
  }
  return fillTemplate(
    fillEdited(template, (name) => own.get(name) ?? ''),
    (name) => {
      const shown = target.fields[name];
      return shown ? displayFieldValue(shown, picked[name]) : '';
    },
  );
}

/** A value as the API returns it once stored in a column of `logical` type. */
export function asStored(logical: LogicalType, value: unknown): unknown {
  return fromDb(logical, toDb(logical, value));
}

/** The runtime of the model a ref names, when it is served. */
export function targetRuntime(registry: Registry, model: string): ModelRuntime | undefined {
  const schema = registry.models[model];
  return schema ? modelRuntime(schema) : undefined;
}
