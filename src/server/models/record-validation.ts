/**
 * The engine's check of a whole record, as the browser runs it (DESIGN.md 1: one rule set, two
 * enforcers), plus what only the server can check: that references point at records.
 */
import { type CompiledForm, compileForm, FormSession } from '../../engine/form';
import { serverOwned } from '../../engine/form/server-owned';
import type { Registry } from '../../engine/registry/types';
import type { FieldSchema, ModelSchema } from '../../engine/types';
import { labelOf } from '../../engine/validation/messages';
import { hasItems } from '../../engine/validation/values';
import { type Problem, validationFailed } from '../errors';
import type { AnyDb } from './any-db';
import { prepareFieldPicks } from './field-picks';
import { type ModelRuntime, modelRuntime, type RecordValues } from './model-runtime';
import { type KnownRefs, noteLookUp, type RecordWrite } from './picked-records';
import { type Actor, ownerOf } from './read-rule';
import { existingIds } from './record-reads';
import { prepareTables } from './table-rows';

const forms = new WeakMap<ModelSchema, CompiledForm>();
/** A model's form, compiled once per schema (the registry's objects outlive every write). */
export function compiledForm(schema: ModelSchema): CompiledForm {
  let form = forms.get(schema);
  if (!form) {
    form = compileForm(schema.fields, schema.groups);
    forms.set(schema, form);
  }
  return form;
}

/**
 * The fields the record's conditions hide (their own dependencies or their group's) hold a
 * value in `prepared`: what the form would not show does not apply to the record (a man's
 * pregnancy status), so it is stored empty, whether it was sent now or stored before. The
 * browser never sends such a field. The server's own fields (computed, derived, fetched,
 * numbered, the status) and tables are left to their own rules.
 */
function hiddenValues(
  schema: ModelSchema,
  session: FormSession,
  prepared: RecordValues,
): RecordValues {
  const cleared: RecordValues = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    if (field.type === 'one_to_many' || field.fetchFrom || serverOwned(schema, name, true))
      continue;
    if (hasItems(prepared[name]) && !session.applies(name)) cleared[name] = null;
  }
  return cleared;
}

/**
 * The references among `written` that name records: the field and the ids it names (one for a
 * single reference, each of the list for a multiple one: a product's Also Given By routes).
 */
function refsOf(
  registry: Registry,
  rt: ModelRuntime,
  values: RecordValues,
  written: ReadonlySet<string>,
) {
  const refs: { name: string; field: FieldSchema; target: ModelSchema; ids: number[] }[] = [];
  for (const [name, field] of Object.entries(rt.schema.fields)) {
    if (!written.has(name)) continue;
    const value = values[name];
    if (!field.ref || value === null || value === undefined || value === '') continue;
    const target = registry.models[field.ref];
    if (!target) continue;
    // A multiple's items are record ids (write-check.ts refuses a list of anything else).
    const ids = field.multiple ? (Array.isArray(value) ? value.map(Number) : []) : [Number(value)];
    if (ids.length > 0) refs.push({ name, field, target, ids });
  }
  return refs;
}

/**
 * The references several new records of one model name (each its values and the fields it
 * writes), looked up in one query per referenced model rather than one per record and field.
 */
export async function lookUpRefs(
  reader: AnyDb,
  registry: Registry,
  rt: ModelRuntime,
  records: readonly { values: RecordValues; written: ReadonlySet<string> }[],
): Promise<KnownRefs> {
  const asked = new Map<string, { target: ModelSchema; ids: Set<number> }>();
  for (const { values, written } of records)
    for (const { target, ids: named } of refsOf(registry, rt, values, written)) {
      const entry = asked.get(target.model) ?? { target, ids: new Set<number>() };
      for (const id of named) entry.ids.add(id);
      asked.set(target.model, entry);
    }
  const known: KnownRefs = new Map();
  for (const [model, { target, ids }] of asked)
    noteLookUp(known, model, ids, await existingIds(reader, modelRuntime(target), [...ids]));
  return known;
}

/** Equal as stored: a browser sends back values it did not change, in their JSON form. */
export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function createRecordValidator(
  db: AnyDb,
  registry: () => Registry,
  now: () => Date,
  /** The runtime of a served model (throws for one that is not), for titles in refusals. */
  runtime: (model: string) => ModelRuntime,
) {
  /**
   * The references among `written` (the fields this write sets, which checkWrite already let
   * the user write) that point at no record. A reference the write leaves alone is not checked:
   * one pointing at a record deleted since, in a field the user may not even see, must not stop
   * them editing the rest, nor name that field to them. Ids a `known` holds were looked up
   * already in this transaction (by the picks, or for a batch of records by `lookUpRefs`);
   * others are looked up here.
   */
  async function refProblems(
    reader: AnyDb,
    rt: ModelRuntime,
    values: RecordValues,
    written: ReadonlySet<string>,
    ...known: (KnownRefs | undefined)[]
  ): Promise<Problem[]> {
    const problems: Problem[] = [];
    for (const { name, field, target, ids } of refsOf(registry(), rt, values, written)) {
      const looked = known.map((k) => k?.get(target.model));
      const unknown = ids.filter((id) => !looked.some((k) => k?.asked.has(id)));
      const found =
        unknown.length > 0
          ? await existingIds(reader, modelRuntime(target), unknown)
          : new Set<number>();
      const exists = (id: number) =>
        found.has(id) || looked.some((k) => k?.asked.has(id) && k.found.has(id));
      const missing = [...new Set(ids.filter((id) => !exists(id)))];
      if (missing.length > 0)
        problems.push({
          field: name,
          message: `${labelOf(name, field)}: no ${field.ref} ${missing.length > 1 ? 'records with ids' : 'record with id'} ${missing.join(', ')}`,
        });
    }
    return problems;
  }

  /**
   * Runs the engine over the whole record as the browser would; returns the values the server
   * sets: computed fields, tables' rows as stored (table-rows.ts) and fetched fields
   * (field-picks.ts). `written` names the fields this write sets, whose references are looked
   * up in `reader`: the database, or a caller's transaction. `stored` is the record before an
   * update (its rows' ids are the ones an update may keep).
   */
  return async function validate(
    rt: ModelRuntime,
    values: RecordValues,
    actor: Actor,
    written: ReadonlySet<string>,
    reader: AnyDb = db,
    stored?: RecordValues,
    /** References several records' writes name, looked up together (`lookUpRefs`). */
    known?: KnownRefs,
  ): Promise<RecordValues> {
    // Rows and picks first: the engine then checks the values the server will store.
    const write: RecordWrite = {
      reader,
      registry: registry(),
      rt,
      values,
      stored,
      written,
      titles: { owner: ownerOf(actor), matrix: registry().matrix, runtime },
      looked: new Map(),
    };
    const tables = await prepareTables(write);
    const picks = await prepareFieldPicks(write);
    const prepared = { ...values, ...tables.values, ...picks.values };
    const session = new FormSession(compiledForm(rt.schema), prepared, {
      user: actor.engineUser,
      now,
    });
    await session.refreshExpressions();
    // The naming field is filled in by the server after validation.
    const checked = new Set(
      Object.keys(rt.schema.fields).filter((name) => name !== rt.schema.naming?.field),
    );
    const { errors } = session.validate({ bulkSelected: checked });
    const hidden = hiddenValues(rt.schema, session, prepared);
    const kept = (name: string) => !(name in hidden);
    const problems = [
      ...errors,
      ...(await refProblems(
        reader,
        rt,
        values,
        new Set([...written].filter(kept)),
        write.looked,
        known,
      )),
      ...tables.problems,
      ...picks.problems.filter((problem) => kept(problem.field)),
    ];
    if (problems.length > 0) throw validationFailed(problems);
    const computed: RecordValues = { ...tables.values, ...picks.values, ...hidden };
    for (const [name, field] of Object.entries(rt.schema.fields)) {
      if (field.formula || field.expression) computed[name] = session.data[name]?.value ?? null;
    }
    return computed;
  };
}
