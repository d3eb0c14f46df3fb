import { type CompiledForm, compileForm, FormSession } from '../../engine/form';
import { can } from '../../engine/permissions/can';
import { hiddenFieldNames, mayAccessFieldNamed } from '../../engine/permissions/field-access';
import { ownerFilter, ownsRecord } from '../../engine/permissions/ownership';
import { currentState, findTransition, mayTake } from '../../engine/permissions/transitions';
import type { Registry } from '../../engine/registry/types';
import type { EngineUser, ModelSchema } from '../../engine/types';
import { labelOf } from '../../engine/validation/messages';
import { HttpError } from '../errors';
import { attachFiles } from '../files/links';
import { recordActivity } from '../repositories/activities';
import { type AnyDb, type AnyTrx, isPostgres } from './any-db';
import { nextName } from './naming-series';
import {
  appendHistory,
  CountCache,
  encodeColumns,
  existingIds,
  getRecord,
  insertRow,
  type ListQuery,
  listRecords,
  type ModelRuntime,
  modelRuntime,
  type RecordValues,
  updateRow,
  writeChildren,
} from './records';
import { checkWrite, type Problem } from './write-check';

/** Who acts, for permission checks, audit rows and `created_by`. */
/** The actor as the owner rule sees them. */
function ownerOf(actor: Actor) {
  return { id: actor.id, email: actor.email, user: actor.engineUser };
}

export interface Actor {
  id: number | null;
  email: string | null;
  engineUser: EngineUser;
  ip: string | null;
}

const forms = new WeakMap<ModelSchema, CompiledForm>();
function compiledForm(schema: ModelSchema): CompiledForm {
  let form = forms.get(schema);
  if (!form) {
    form = compileForm(schema.fields, schema.groups);
    forms.set(schema, form);
  }
  return form;
}

/** `record` without the `hidden` fields (the record itself when nothing is hidden). */
function withoutFields(record: RecordValues, hidden: readonly string[]): RecordValues {
  if (hidden.length === 0) return record;
  const out = { ...record };
  for (const name of hidden) delete out[name];
  return out;
}

/** Leaves out the fields this user may not see: by their own rule or their group's (spec 5.1, 6.4). */
export function visibleRecord(
  schema: ModelSchema,
  record: RecordValues,
  user: EngineUser,
): RecordValues {
  return withoutFields(record, hiddenFieldNames(schema, user));
}

/** A problem of one body of `createMany`: `index` is the body's position in the list. */
export interface IndexedProblem extends Problem {
  index: number;
}

export interface CreateManyOptions {
  /**
   * The caller's own checks, inside the transaction after every body was checked: `values` holds
   * each body's checked values (undefined where the body has problems). Problems returned join
   * the one 422.
   */
  check?: (trx: AnyDb, values: (RecordValues | undefined)[]) => Promise<IndexedProblem[]>;
  /** Runs inside the transaction once every record is written; ids and values in body order. */
  afterInsert?: (trx: AnyDb, ids: number[], values: RecordValues[]) => Promise<void>;
}

/** The `{field, message}` list an error carries (its message alone when it has none). */
function problemsOf(error: HttpError): Problem[] {
  const details = Array.isArray(error.details) ? (error.details as Partial<Problem>[]) : [];
  const listed = details.filter(
    (d): d is Problem => typeof d?.field === 'string' && typeof d.message === 'string',
  );
  return listed.length > 0 ? listed : [{ field: '', message: error.message }];
}

/** "2 problems: #1 amount: Amount is not valid; ..." (the first 20 spelled out). */
function describeIndexed(problems: IndexedProblem[]): string {
  const shown = problems
    .slice(0, 20)
    .map((p) => `#${p.index + 1}${p.field ? ` ${p.field}` : ''}: ${p.message}`)
    .join('; ');
  const more = problems.length > 20 ? `; and ${problems.length - 20} more` : '';
  return `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}: ${shown}${more}`;
}

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** How long PostgreSQL list totals are reused before they are counted again. */
export const POSTGRES_COUNT_MAX_AGE_MS = 3000;

/** The generic resource behind /api/models/{model}: validation, versions, history, workflows. */
export function createModelService(
  db: AnyDb,
  registry: () => Registry,
  now: () => Date,
  isSynced: (model: string) => boolean = () => true,
  // Lists read here (SQLite: reader threads), so a slow search does not hold up other requests.
  reads: AnyDb = db,
) {
  // List totals are cached and forgotten after every write of this process. SQLite has one
  // process owning the file, so its totals are exact; PostgreSQL may have other instances
  // writing, so there a total is counted again once it is a few seconds old: a pager may lag
  // another instance's writes that long, and repeated searches (typing, paging) skip the
  // exact count, the costliest part of a searched list.
  const counts = new CountCache(isPostgres(db) ? POSTGRES_COUNT_MAX_AGE_MS : undefined);
  async function writeTransaction<T>(work: (trx: AnyTrx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } finally {
      counts?.clear();
    }
  }

  function runtime(model: string): ModelRuntime {
    const schema = Object.hasOwn(registry().models, model) ? registry().models[model] : undefined;
    if (!schema) throw new HttpError(404, 'NOT_FOUND', `No model named "${model}".`);
    if (!isSynced(model)) {
      throw new HttpError(
        503,
        'MODEL_NOT_SYNCED',
        `The ${model} tables are not in step with its schema: run the database sync (its report says what is wrong).`,
      );
    }
    return modelRuntime(schema);
  }

  /**
   * The references among `written` (the fields this write sets, which checkWrite already let
   * the user write) that point at no record. A reference the write leaves alone is not checked:
   * one pointing at a record deleted since, in a field the user may not even see, must not stop
   * them editing the rest, nor name that field to them.
   */
  async function refProblems(
    reader: AnyDb,
    rt: ModelRuntime,
    values: RecordValues,
    written: ReadonlySet<string>,
  ): Promise<Problem[]> {
    const problems: Problem[] = [];
    for (const [name, field] of Object.entries(rt.schema.fields)) {
      if (!written.has(name)) continue;
      const value = values[name];
      if (!field.ref || field.multiple || value === null || value === undefined || value === '')
        continue;
      const target = registry().models[field.ref];
      if (!target) continue;
      const found = await existingIds(reader, modelRuntime(target), [Number(value)]);
      if (!found.has(Number(value)))
        problems.push({
          field: name,
          message: `${labelOf(name, field)}: no ${field.ref} record with id ${value}`,
        });
    }
    return problems;
  }

  /**
   * Runs the engine over the whole record as the browser would; returns computed values.
   * `written` names the fields this write sets, whose references are looked up in `reader`:
   * the database, or a caller's transaction.
   */
  async function validate(
    rt: ModelRuntime,
    values: RecordValues,
    actor: Actor,
    written: ReadonlySet<string>,
    reader: AnyDb = db,
  ): Promise<RecordValues> {
    const session = new FormSession(compiledForm(rt.schema), values, {
      user: actor.engineUser,
      now,
    });
    await session.refreshExpressions();
    // The naming field is filled in by the server after validation.
    const checked = new Set(
      Object.keys(rt.schema.fields).filter((name) => name !== rt.schema.naming?.field),
    );
    const { errors } = session.validate({ bulkSelected: checked });
    const problems = [...errors, ...(await refProblems(reader, rt, values, written))];
    if (problems.length > 0)
      throw new HttpError(
        422,
        'VALIDATION_FAILED',
        problems.map((p) => p.message).join('; '),
        problems,
      );
    const computed: RecordValues = {};
    for (const [name, field] of Object.entries(rt.schema.fields)) {
      if (field.formula || field.expression) computed[name] = session.data[name]?.value ?? null;
    }
    return computed;
  }

  async function read(rt: ModelRuntime, id: number, includeDeleted = false, actor?: Actor) {
    const record = await getRecord(db, rt, id, includeDeleted);
    // Someone else's record (the model's owner rule) answers as if it did not exist.
    if (!record || (actor && !ownsRecord(rt.schema, record, ownerOf(actor))))
      throw new HttpError(404, 'NOT_FOUND', `No ${rt.schema.model} record with id ${id}.`);
    return record;
  }

  async function audit(
    trx: AnyDb,
    rt: ModelRuntime,
    actor: Actor,
    action: string,
    id: number,
    at: string,
    changes?: unknown,
  ) {
    await appendHistory(trx, {
      model: rt.schema.model,
      recordId: id,
      action,
      at,
      userId: actor.id,
      userEmail: actor.email,
      changes,
    });
    const fields = changes && typeof changes === 'object' ? Object.keys(changes) : undefined;
    await recordActivity(trx, {
      at,
      userId: actor.id,
      userEmail: actor.email,
      action,
      entity: rt.schema.model,
      targetId: id,
      ip: actor.ip,
      details: fields ? { fields } : undefined,
    });
  }

  /** 409 for a write based on an older version: the record as it is now, as this user sees it. */
  function staleVersion(rt: ModelRuntime, actor: Actor, latest: RecordValues): HttpError {
    return new HttpError(
      409,
      'STALE_VERSION',
      'Someone else changed this record first. Review their changes and try again.',
      { current: visibleRecord(rt.schema, latest, actor.engineUser) },
    );
  }

  /**
   * The checks of a new record, in the order `create` has always run them: the body's fields
   * (400, 403 or 422), the workflow's initial state, then the engine and the referenced records
   * (422). Returns the values to store, computed fields included.
   */
  async function prepareCreate(
    reader: AnyDb,
    rt: ModelRuntime,
    actor: Actor,
    body: RecordValues,
  ): Promise<RecordValues> {
    checkWrite(rt.schema, body, actor.engineUser, false);
    const workflow = rt.schema.workflow;
    if (
      workflow &&
      body[workflow.field] !== undefined &&
      body[workflow.field] !== workflow.initial
    ) {
      throw new HttpError(
        422,
        'VALIDATION_FAILED',
        `A new record starts as "${workflow.initial}"`,
        [{ field: workflow.field, message: `A new record starts as "${workflow.initial}"` }],
      );
    }
    const values: RecordValues = {
      ...body,
      ...(workflow ? { [workflow.field]: workflow.initial } : {}),
    };
    Object.assign(values, await validate(rt, values, actor, new Set(Object.keys(body)), reader));
    return values;
  }

  /** Writes one checked record inside the caller's transaction: number, row, children, audit. */
  async function insertRecord(
    trx: AnyDb,
    rt: ModelRuntime,
    actor: Actor,
    values: RecordValues,
    at: Date,
  ): Promise<number> {
    const naming = rt.schema.naming;
    if (naming) values[naming.field] = await nextName(trx, rt.schema.model, naming, at);
    const newId = await insertRow(trx, rt, encodeColumns(rt, values), actor.id, at.toISOString());
    await writeChildren(trx, rt, newId, values);
    await attachFiles(trx, rt.schema, newId, values, actor.id);
    const changes = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, { from: null, to: v }]),
    );
    await audit(trx, rt, actor, 'create', newId, at.toISOString(), changes);
    return newId;
  }

  return {
    runtime,
    async list(model: string, actor: Actor, query: ListQuery) {
      const rt = runtime(model);
      const owner = ownerFilter(rt.schema, ownerOf(actor));
      const result = await listRecords(reads, rt, owner ? { ...query, owner } : query, counts);
      const hidden = hiddenFieldNames(rt.schema, actor.engineUser);
      return {
        ...result,
        // Worked out once per list, not once per row.
        rows: result.rows.map((row) => withoutFields(row, hidden)),
      };
    },

    async get(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      return visibleRecord(rt.schema, await read(rt, id, false, actor), actor.engineUser);
    },

    async create(model: string, actor: Actor, body: RecordValues) {
      const rt = runtime(model);
      const values = await prepareCreate(db, rt, actor, body);
      const at = now();
      const id = await writeTransaction((trx) => insertRecord(trx, rt, actor, values, at));
      return visibleRecord(rt.schema, await read(rt, id), actor.engineUser);
    },

    /**
     * Creates many records of one model, all or nothing. Every body is checked first exactly as
     * `create` checks one; the problems of all of them are collected (each with the index of its
     * body) and refused together in one 422 VALIDATION_FAILED. Otherwise every record is written
     * in ONE transaction (numbering, child rows, history and activity per record) and their ids
     * come back in body order. The checks run inside that transaction, so they and the writes see
     * the same data; `options.check` adds the caller's own checks there (it may lock rows), and
     * `options.afterInsert` writes what follows from the new records before the commit.
     */
    async createMany(
      model: string,
      actor: Actor,
      bodies: RecordValues[],
      options: CreateManyOptions = {},
    ): Promise<number[]> {
      const rt = runtime(model);
      const at = now();
      return writeTransaction(async (trx) => {
        const problems: IndexedProblem[] = [];
        const prepared: (RecordValues | undefined)[] = [];
        for (const [index, body] of bodies.entries()) {
          try {
            prepared.push(await prepareCreate(trx, rt, actor, body));
          } catch (error) {
            if (!(error instanceof HttpError) || error.status >= 500) throw error;
            prepared.push(undefined);
            for (const problem of problemsOf(error)) problems.push({ index, ...problem });
          }
        }
        if (options.check) problems.push(...(await options.check(trx, prepared)));
        if (problems.length > 0) {
          problems.sort((a, b) => a.index - b.index);
          throw new HttpError(422, 'VALIDATION_FAILED', describeIndexed(problems), problems);
        }
        const ids: number[] = [];
        for (const values of prepared as RecordValues[])
          ids.push(await insertRecord(trx, rt, actor, values, at));
        await options.afterInsert?.(trx, ids, prepared as RecordValues[]);
        return ids;
      });
    },

    async update(model: string, actor: Actor, id: number, body: RecordValues) {
      const rt = runtime(model);
      const { version, ...changesIn } = body;
      checkWrite(rt.schema, body, actor.engineUser, true);
      // Versions start at 1 and live in an integer column: PostgreSQL fails on anything larger.
      if (
        !Number.isInteger(version) ||
        (version as number) < 1 ||
        (version as number) > 2 ** 31 - 1
      ) {
        throw new HttpError(
          400,
          'VERSION_REQUIRED',
          'An update must carry the version of the record it changes.',
          [{ field: 'version', message: 'version is required' }],
        );
      }
      const current = await read(rt, id, false, actor);
      const merged: RecordValues = { ...current, ...changesIn };
      // A browser sends back the whole form: a value it did not change is not this write's.
      const written = new Set(
        Object.keys(changesIn).filter((name) => !sameValue(current[name], changesIn[name])),
      );
      Object.assign(merged, await validate(rt, merged, actor, written));
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const name of Object.keys(rt.schema.fields)) {
        if (
          name in changesIn ||
          rt.schema.fields[name]?.formula ||
          rt.schema.fields[name]?.expression
        ) {
          if (!sameValue(current[name], merged[name]))
            changes[name] = { from: current[name], to: merged[name] };
        }
      }
      const at = now().toISOString();
      const won = await writeTransaction(async (trx) => {
        const toWrite = Object.fromEntries(Object.keys(changes).map((k) => [k, merged[k]]));
        const ok = await updateRow(
          trx,
          rt,
          id,
          version as number,
          encodeColumns(rt, toWrite),
          actor.id,
          at,
        );
        if (!ok) return false;
        await writeChildren(trx, rt, id, toWrite);
        await attachFiles(trx, rt.schema, id, toWrite, actor.id);
        await audit(trx, rt, actor, 'update', id, at, changes);
        return true;
      });
      if (!won) {
        const latest = await read(rt, id);
        await recordActivity(db, {
          at,
          userId: actor.id,
          userEmail: actor.email,
          action: 'update_conflict',
          entity: model,
          targetId: id,
          ip: actor.ip,
          details: { version, current: latest.version, fields: Object.keys(changesIn) },
        });
        throw staleVersion(rt, actor, latest);
      }
      return visibleRecord(rt.schema, await read(rt, id), actor.engineUser);
    },

    /**
     * Sets fields the server derives from other records (an invoice's payment status, say)
     * inside the caller's transaction, which should hold the record locked: the version goes up
     * and history and activity record the change, as for `update`, but without the engine's
     * checks, since no person typed the values. Unchanged values are not written.
     */
    async setDerivedFields(
      trx: AnyDb,
      model: string,
      actor: Actor,
      id: number,
      wanted: RecordValues,
    ): Promise<boolean> {
      const rt = runtime(model);
      const current = await getRecord(trx, rt, id);
      if (!current) throw new HttpError(404, 'NOT_FOUND', `No ${model} record with id ${id}.`);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [name, value] of Object.entries(wanted)) {
        if (!(name in rt.schema.fields)) throw new Error(`${model} has no field ${name}`);
        if (!sameValue(current[name], value)) changes[name] = { from: current[name], to: value };
      }
      if (Object.keys(changes).length === 0) return false;
      const at = now().toISOString();
      const toWrite = Object.fromEntries(Object.keys(changes).map((k) => [k, wanted[k]]));
      const ok = await updateRow(
        trx,
        rt,
        id,
        current.version as number,
        encodeColumns(rt, toWrite),
        actor.id,
        at,
      );
      if (!ok)
        throw new HttpError(409, 'STALE_VERSION', `The ${model} record ${id} changed meanwhile.`);
      await audit(trx, rt, actor, 'update', id, at, changes);
      return true;
    },

    async remove(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      await read(rt, id, false, actor);
      const at = now().toISOString();
      await writeTransaction(async (trx) => {
        await trx
          .updateTable(rt.plan.table)
          .set({ deleted_at: at, deleted_by: actor.id })
          .where('id', '=', id)
          .execute();
        await audit(trx, rt, actor, 'delete', id, at);
      });
      return { id, deleted: true };
    },

    async restore(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      const record = await read(rt, id, true, actor);
      if (!record.deleted_at)
        throw new HttpError(409, 'NOT_DELETED', `This ${model} record is not deleted.`);
      const at = now().toISOString();
      await writeTransaction(async (trx) => {
        await trx
          .updateTable(rt.plan.table)
          .set({ deleted_at: null, deleted_by: null, updated_at: at, updated_by: actor.id })
          .where('id', '=', id)
          .execute();
        await audit(trx, rt, actor, 'restore', id, at);
      });
      return visibleRecord(rt.schema, await read(rt, id), actor.engineUser);
    },

    /**
     * Moves a record along its workflow when the transition exists and the user holds its
     * permission. With `expectedVersion` (the version the person saw), a record changed since
     * answers 409 STALE_VERSION with the record as it is now, as a stale update does: a nurse
     * still looking at "Scheduled" must not cancel a visit someone has checked in meanwhile.
     */
    async transition(
      model: string,
      actor: Actor,
      id: number,
      to: string,
      expectedVersion?: number,
    ) {
      const rt = runtime(model);
      const workflow = rt.schema.workflow;
      if (!workflow) throw new HttpError(404, 'NO_WORKFLOW', `The ${model} model has no workflow.`);
      const current = await read(rt, id, false, actor);
      if (expectedVersion !== undefined && expectedVersion !== current.version)
        throw staleVersion(rt, actor, current);
      const from = currentState(workflow, current);
      const transition = findTransition(workflow, from, to);
      if (!transition) {
        throw new HttpError(
          409,
          'INVALID_TRANSITION',
          `A ${model} record cannot go from "${from}" to "${to}".`,
        );
      }
      const mayEdit = can(actor.engineUser, registry().matrix, model, 'edit');
      if (!mayTake(transition, actor.engineUser, mayEdit)) {
        throw new HttpError(
          403,
          'FORBIDDEN',
          `You do not have permission to move a ${model} record to "${to}".`,
        );
      }
      const at = now().toISOString();
      const won = await writeTransaction(async (trx) => {
        const ok = await updateRow(
          trx,
          rt,
          id,
          expectedVersion ?? (current.version as number),
          encodeColumns(rt, { [workflow.field]: to }),
          actor.id,
          at,
        );
        if (ok)
          await audit(trx, rt, actor, 'transition', id, at, { [workflow.field]: { from, to } });
        return ok;
      });
      // Another write landed between the read above and this one.
      if (!won) throw staleVersion(rt, actor, await read(rt, id));
      return visibleRecord(rt.schema, await read(rt, id), actor.engineUser);
    },

    async history(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      await read(rt, id, true, actor);
      const rows = await db
        .selectFrom('record_history')
        .selectAll()
        .where('model', '=', model)
        .where('record_id', '=', id)
        .orderBy('id')
        .execute();
      return rows.map((row) => {
        const changes = row.changes ? JSON.parse(row.changes) : null;
        // Changes to fields the caller may not see are left out, like the fields themselves.
        const visible = changes
          ? Object.fromEntries(
              Object.entries(changes).filter(([field]) =>
                mayAccessFieldNamed(rt.schema, field, actor.engineUser),
              ),
            )
          : null;
        return {
          id: Number(row.id),
          action: row.action,
          at: row.at,
          user_id: row.user_id === null ? null : Number(row.user_id),
          user_email: row.user_email,
          changes: visible,
        };
      });
    },
  };
}
export type ModelService = ReturnType<typeof createModelService>;
