/**
 * The record's own ref fields, when a write picks a record in one: the pick must match the
 * field's `refFilter`, and the fields that `fetchFrom` it take the picked record's values
 * (the server's copy, whatever the client sent). A field that is not picked anew keeps the
 * values copied when it was. (That the picked record exists is checked with every ref, in
 * record-validation.ts.)
 */
import { fetchSource } from '../../engine/form/fetch-from';
import { refFilterScope } from '../../engine/form/ref-filter';
import { labelOf } from '../../engine/validation/messages';
import type { Problem } from '../errors';
import type { RecordValues } from './model-runtime';
import {
  asStored,
  type RecordWrite,
  readPicked,
  refFilterRefusal,
  targetRuntime,
} from './picked-records';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export async function prepareFieldPicks(
  write: RecordWrite,
): Promise<{ values: RecordValues; problems: Problem[] }> {
  const { reader, registry, rt, values, stored, written } = write;
  const fields = Object.entries(rt.schema.fields);
  const out: RecordValues = {};
  const problems: Problem[] = [];
  for (const [name, field] of fields) {
    if (!field.ref || field.multiple) continue;
    const copies = fields.filter(([, f]) => fetchSource(f.fetchFrom)?.ref === name);
    if (!field.refFilter && copies.length === 0) continue;
    const id = values[name];
    const picking = written.has(name);
    const record =
      picking && !isBlank(id)
        ? (await readPicked(reader, registry, field.ref, [Number(id)])).get(Number(id))
        : undefined;
    const target = targetRuntime(registry, field.ref);
    if (record && target) {
      const refusal = refFilterRefusal(
        field.refFilter,
        refFilterScope(values),
        record,
        target.schema,
        rt.schema,
      );
      if (refusal) problems.push({ field: name, message: `${labelOf(name, field)}: ${refusal}` });
    }
    for (const [copy, copyField] of copies) {
      const source = fetchSource(copyField.fetchFrom)?.field as string;
      const logical = rt.types.get(copy) ?? 'text';
      out[copy] = picking
        ? record
          ? asStored(logical, record[source])
          : null
        : (stored?.[copy] ?? null);
    }
  }
  return { values: out, problems };
}
