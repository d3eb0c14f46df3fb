/**
 * The record's own ref fields, when a write picks a record in one: the pick must match the
 * field's `refFilter`, and the fields that `fetchFrom` it take the picked record's values
 * (the server's copy, whatever the client sent). A field that is not picked anew keeps the
 * values copied when it was, and is checked again only against the conditions that read a
 * `$name` this write changes (a diagnosis moved to another patient must leave the first
 * patient's visit too). A ref field that is itself fetched (an evaluation's patient,
 * `visit.patient`) counts as picked when its source is, so the fields fetching from it (the
 * patient's sex) follow down the chain; a copy with `fetchAs` is stored as the engine reads it
 * (a date of birth as the blood-pressure age band). (That the picked record exists is checked with every
 * ref, in record-validation.ts.)
 */
import { fetchedAs } from '../../engine/form/fetch-as';
import { fetchSource } from '../../engine/form/fetch-from';
import { refFilterReads, refFilterScope } from '../../engine/form/ref-filter';
import type { FieldSchema, RefFilter } from '../../engine/types';
import { labelOf } from '../../engine/validation/messages';
import type { Problem } from '../errors';
import type { RecordValues } from './model-runtime';
import {
  asStored,
  type RecordWrite,
  readPicked,
  refFilterRefusal,
  targetRuntime,
  wordedRefusal,
} from './picked-records';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The fields with each fetched ref after the ref it is fetched from (check:schemas refuses circles). */
function inFetchOrder(fields: [string, FieldSchema][]): [string, FieldSchema][] {
  const byName = new Map(fields);
  const ordered: [string, FieldSchema][] = [];
  const placed = new Set<string>();
  const place = (name: string) => {
    const field = byName.get(name);
    if (!field || placed.has(name)) return;
    placed.add(name);
    const source = fetchSource(field.fetchFrom)?.ref;
    if (source !== undefined) place(source);
    ordered.push([name, field]);
  };
  for (const [name] of fields) place(name);
  return ordered;
}

/**
 * The conditions of `filter` that read a `$name` for which `changed` holds: what a kept pick
 * must meet again. Undefined when there are none.
 */
function conditionsReading(
  filter: RefFilter | undefined,
  changed: (name: string) => boolean,
): RefFilter | undefined {
  const reading = Object.entries(filter ?? {}).filter(([field, wanted]) =>
    refFilterReads({ [field]: wanted } as RefFilter).some(changed),
  );
  return reading.length > 0 ? (Object.fromEntries(reading) as RefFilter) : undefined;
}

export async function prepareFieldPicks(
  write: RecordWrite,
): Promise<{ values: RecordValues; problems: Problem[] }> {
  const { reader, registry, rt, values, stored, written } = write;
  const fields = Object.entries(rt.schema.fields);
  const out: RecordValues = {};
  const problems: Problem[] = [];
  const picked = new Set(written);
  for (const [name, field] of inFetchOrder(fields)) {
    if (!field.ref || field.multiple) continue;
    const copies = fields.filter(([, f]) => fetchSource(f.fetchFrom)?.ref === name);
    const defaults = fields.filter(([, f]) => fetchSource(f.defaultFrom)?.ref === name);
    if (!field.refFilter && copies.length === 0 && defaults.length === 0) continue;
    const id = name in out ? out[name] : values[name];
    const picking = picked.has(name);
    const now = { ...values, ...out };
    const changed = (read: string) =>
      picked.has(read) &&
      JSON.stringify(now[read] ?? null) !== JSON.stringify(stored?.[read] ?? null);
    const filter = picking ? field.refFilter : conditionsReading(field.refFilter, changed);
    const record =
      (picking || filter) && !isBlank(id)
        ? (await readPicked(reader, registry, field.ref, [Number(id)], write.looked)).get(
            Number(id),
          )
        : undefined;
    const target = targetRuntime(registry, field.ref);
    const worded =
      record && target && filter
        ? await wordedRefusal(
            write,
            { ...field, refFilter: filter },
            refFilterScope(now),
            record,
            target.schema,
          )
        : undefined;
    if (worded) problems.push({ field: name, message: worded });
    else if (record && target) {
      const refusal = await refFilterRefusal(
        write,
        filter,
        refFilterScope(now),
        record,
        target.schema,
      );
      if (refusal) problems.push({ field: name, message: `${labelOf(name, field)}: ${refusal}` });
    }
    for (const [copy, copyField] of copies) {
      const source = fetchSource(copyField.fetchFrom)?.field as string;
      const logical = rt.types.get(copy) ?? 'text';
      out[copy] = picking
        ? record
          ? asStored(logical, fetchedAs(copyField.fetchAs, record[source]))
          : null
        : (stored?.[copy] ?? null);
      if (picking) picked.add(copy);
    }
    // A default the write leaves empty takes the picked record's value (the form's did already).
    for (const [empty, emptyField] of defaults) {
      const source = fetchSource(emptyField.defaultFrom)?.field as string;
      if (picking && record && isBlank({ ...values, ...out }[empty]) && !isBlank(record[source])) {
        out[empty] = asStored(rt.types.get(empty) ?? 'text', record[source]);
        picked.add(empty);
      }
    }
  }
  return { values: out, problems };
}
