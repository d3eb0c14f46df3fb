import { can } from '../../engine/permissions/can';
import { hiddenFieldNames } from '../../engine/permissions/field-access';
import { ownerFilter, ownsRecord } from '../../engine/permissions/ownership';
import { currentState, findTransition, mayTake } from '../../engine/permissions/transitions';
import type { Registry } from '../../engine/registry/types';
import { HttpError, validationFailed } from '../errors';
import { attachFiles } from '../files/links';
import { recordActivity } from '../repositories/activities';
import { type AnyDb, type AnyTrx, isPostgres } from './any-db';
import { describeIndexed, type IndexedProblem, problemsOf } from './indexed-problems';
import { nextName } from './naming-series';
import {
  type Actor,
  mayRead,
  ownerOf,
  recordAnswer,
  staleVersion,
  visibleChanges,
  withoutFields,
} from './read-rule';
import { appendHistory, readHistory } from './record-history';
import { createRecordValidator, sameValue } from './record-validation';
import {
  CountCache,
  encodeColumns,
  getRecord,
  insertRow,
  type ListQuery,
  listRecords,
  type ModelRuntime,
  markDeleted,
  markRestored,
  modelRuntime,
  type RecordValues,
  updateRow,
  writeChildren,
} from './records';
import { checkWrite } from './write-check';

export type { IndexedProblem } from './indexed-problems';
// Callers name these through the service they use.
export type { Actor } from './read-rule';

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

  const notFound = (rt: ModelRuntime, id: number) =>
    new HttpError(404, 'NOT_FOUND', `No ${rt.schema.model} record with id ${id}.`);
  const validate = createRecordValidator(db, registry, now);
  const matrix = () => registry().matrix;
  /** The record as this actor may see it in an answer (read-rule.ts). */
  const answer = (rt: ModelRuntime, actor: Actor, record: RecordValues) =>
    recordAnswer(rt.schema, matrix(), actor, record);
  const stale = (rt: ModelRuntime, actor: Actor, latest: RecordValues) =>
    staleVersion(rt.schema, matrix(), actor, latest);

  async function read(rt: ModelRuntime, id: number, includeDeleted = false, actor?: Actor) {
    const record = await getRecord(db, rt, id, includeDeleted);
    // Someone else's record (the model's owner rule) answers as if it did not exist.
    if (!record || (actor && !ownsRecord(rt.schema, record, ownerOf(actor))))
      throw notFound(rt, id);
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
      throw validationFailed([
        { field: workflow.field, message: `A new record starts as "${workflow.initial}"` },
      ]);
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
      return answer(rt, actor, await read(rt, id, false, actor));
    },

    async create(model: string, actor: Actor, body: RecordValues) {
      const rt = runtime(model);
      const values = await prepareCreate(db, rt, actor, body);
      const at = now();
      const id = await writeTransaction((trx) => insertRecord(trx, rt, actor, values, at));
      return answer(rt, actor, await read(rt, id));
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
          throw validationFailed(problems, describeIndexed(problems));
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
        throw stale(rt, actor, latest);
      }
      return answer(rt, actor, await read(rt, id));
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
        await markDeleted(trx, rt, id, actor.id, at);
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
        await markRestored(trx, rt, id, actor.id, at);
        await audit(trx, rt, actor, 'restore', id, at);
      });
      return answer(rt, actor, await read(rt, id));
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
        throw stale(rt, actor, current);
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
      if (!won) throw stale(rt, actor, await read(rt, id));
      return answer(rt, actor, await read(rt, id));
    },

    /**
     * The record's audit trail, to those who may read the record itself (read-rule.ts): a
     * deleted record's too, but only to those who see deleted records. Changes to fields the
     * caller may not see are left out, like the fields themselves.
     */
    async history(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      const record = await read(rt, id, true, actor);
      if (!mayRead(rt.schema, matrix(), actor, record)) throw notFound(rt, id);
      return (await readHistory(db, model, id)).map((row) => ({
        ...row,
        changes: row.changes && visibleChanges(rt.schema, actor.engineUser, row.changes),
      }));
    },
  };
}
export type ModelService = ReturnType<typeof createModelService>;
