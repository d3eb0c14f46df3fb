import { can } from '../../engine/permissions/can';
import {
  currentState,
  findTransition,
  mayTake,
  type Transition,
} from '../../engine/permissions/transitions';
import { labelOf } from '../../engine/validation/messages';
import { isBlank } from '../../engine/validation/values';
import { HttpError, type Problem, validationFailed } from '../errors';
import type { AnyDb } from './any-db';
import type { ModelRuntime, RecordValues } from './model-runtime';
import type { ServiceContext } from './model-service-context';
import { updateInTransaction } from './model-service-update';
import type { Actor } from './read-rule';
import { lockRecords } from './record-locks';
import { getRecord } from './record-reads';
import { autoOptionProblems, checkWrite, valueProblem } from './write-check';
import { type FieldChanges, StaleWrite } from './write-steps';

/** What a transition may carry beside its target state: the fields its schema asks for. */
export interface TransitionInput {
  to: string;
  /** The version the person saw; a record changed since throws StaleWrite. */
  version?: number;
  /** The transition's `reason` and `fields` (a cancellation's reason, a schedule's time). */
  values?: RecordValues;
  /** A person's request: its `fields` may not set `auto` options (write-check.ts). */
  byPerson?: boolean;
}

/**
 * The values a transition writes with the move: its `reason` (text, trimmed) and its `fields`
 * (each by its type's rule), all required; anything else is refused. Problems are 422s.
 */
function transitionValues(
  rt: ModelRuntime,
  transition: Transition,
  to: string,
  values: RecordValues | undefined,
): RecordValues {
  const asked = [...(transition.reason ? [transition.reason] : []), ...(transition.fields ?? [])];
  const extra = Object.keys(values ?? {}).filter((name) => !asked.includes(name));
  if (extra.length > 0) {
    throw validationFailed(
      extra.map((name) => ({
        field: name,
        message: `Moving to "${to}" sets ${asked.length > 0 ? `only ${asked.join(', ')}` : 'no other field'}`,
      })),
    );
  }
  const written: RecordValues = {};
  const problems: Problem[] = [];
  for (const name of asked) {
    const field = rt.schema.fields[name] ?? { type: 'text' };
    const label = labelOf(name, field);
    const value = values?.[name];
    if (isBlank(value) || (typeof value === 'string' && value.trim() === '')) {
      problems.push({ field: name, message: `${label} is required to move to "${to}"` });
      continue;
    }
    const problem =
      name === transition.reason && typeof value !== 'string'
        ? `${label} must be text`
        : valueProblem(field, label, value);
    if (problem) problems.push({ field: name, message: problem });
    else written[name] = typeof value === 'string' ? value.trim() : value;
  }
  if (problems.length > 0) throw validationFailed(problems);
  return written;
}

/**
 * Moves a record along its workflow inside the caller's transaction, when the transition exists
 * (409 otherwise) and, for a person (`mayMove`), when they hold its permission (403). A
 * transition with a `reason` or `fields` needs them filled (422) and writes them with the move.
 */
export async function transitionInTransaction(
  ctx: ServiceContext,
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  id: number,
  input: TransitionInput,
  at: Date,
  mayMove: (transition: Transition) => boolean = () => true,
): Promise<number> {
  const model = rt.schema.model;
  const workflow = rt.schema.workflow;
  if (!workflow) throw new HttpError(404, 'NO_WORKFLOW', `The ${model} model has no workflow.`);
  const [current] = await lockRecords(trx, rt, [id]);
  if (!current) throw ctx.notFound(rt, id);
  if (input.version !== undefined && input.version !== current.version) throw new StaleWrite(id);
  const from = currentState(workflow, current);
  const transition = findTransition(workflow, from, input.to);
  if (!transition) {
    throw new HttpError(
      409,
      'INVALID_TRANSITION',
      `A ${model} record cannot go from "${from}" to "${input.to}".`,
    );
  }
  if (!mayMove(transition)) {
    throw new HttpError(
      403,
      'FORBIDDEN',
      transition.auto
        ? `A ${model} record moves to "${input.to}" only by the server, from other records.`
        : `You do not have permission to move a ${model} record to "${input.to}".`,
    );
  }
  const written: RecordValues = { [workflow.field]: input.to };
  const changes: FieldChanges = { [workflow.field]: { from, to: input.to } };
  const values = transitionValues(rt, transition, input.to, input.values);
  const handChosen = input.byPerson ? autoOptionProblems(rt.schema, values, current) : [];
  if (handChosen.length > 0) throw validationFailed(handChosen);
  for (const [name, value] of Object.entries(values)) {
    written[name] = value;
    changes[name] = { from: current[name] ?? null, to: value };
  }
  return ctx.runWrite(trx, {
    rt,
    actor,
    action: 'transition',
    at,
    id,
    before: current,
    after: { ...current, ...written },
    written,
    changes,
    version: current.version as number,
  });
}

/** Soft delete (or, with `restore`, the way back) inside the caller's transaction. */
export async function removeOrRestoreInTransaction(
  ctx: ServiceContext,
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  id: number,
  at: Date,
  restore: boolean,
): Promise<number> {
  const current = restore
    ? await getRecord(trx, rt, id, true)
    : (await lockRecords(trx, rt, [id]))[0];
  if (!current) throw ctx.notFound(rt, id);
  return ctx.runWrite(trx, {
    rt,
    actor,
    action: restore ? 'restore' : 'delete',
    at,
    id,
    before: current,
    after: current,
    written: {},
  });
}

/** A record's life after its creation: soft delete, restore, and moves along its workflow. */
export function lifecycleOperations(ctx: ServiceContext) {
  const {
    now,
    registry,
    runtime,
    answer,
    stale,
    read,
    readInWrite,
    readWritten,
    writeTransaction,
  } = ctx;

  return {
    async remove(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      const at = now();
      await writeTransaction(async (trx) => {
        await readInWrite(trx, rt, id, actor);
        await removeOrRestoreInTransaction(ctx, trx, rt, actor, id, at, false);
      });
      return { id, deleted: true };
    },

    async restore(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      const at = now();
      const restored = await writeTransaction(async (trx) => {
        const record = await readInWrite(trx, rt, id, actor, true);
        if (!record.deleted_at)
          throw new HttpError(409, 'NOT_DELETED', `This ${model} record is not deleted.`);
        await removeOrRestoreInTransaction(ctx, trx, rt, actor, id, at, true);
        return readWritten(trx, rt, id);
      });
      return answer(rt, actor, restored);
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
      values?: RecordValues,
    ) {
      const rt = runtime(model);
      if (!rt.schema.workflow)
        throw new HttpError(404, 'NO_WORKFLOW', `The ${model} model has no workflow.`);
      const mayEdit = can(actor.engineUser, registry().matrix, model, 'edit');
      const at = now();
      let moved: RecordValues;
      try {
        moved = await writeTransaction(async (trx) => {
          await readInWrite(trx, rt, id, actor);
          await transitionInTransaction(
            ctx,
            trx,
            rt,
            actor,
            id,
            { to, version: expectedVersion, values, byPerson: true },
            at,
            (transition) => mayTake(transition, actor.engineUser, mayEdit),
          );
          return readWritten(trx, rt, id);
        });
      } catch (error) {
        // Another write landed since the person looked (or between the read and this write).
        if (error instanceof StaleWrite) throw stale(rt, actor, await read(rt, id));
        throw error;
      }
      return answer(rt, actor, moved);
    },

    /**
     * Changes fields of a record and moves it along its workflow in one transaction (a doctor
     * calling the next patient into their room): gated as an update and a transition request
     * are, so a refused move leaves the fields as they were. `body.version` is the version the
     * person (or route) saw; a record changed since answers 409 STALE_VERSION.
     */
    async updateAndMove(model: string, actor: Actor, id: number, body: RecordValues, to: string) {
      const rt = runtime(model);
      const { version, ...changesIn } = body;
      checkWrite(rt.schema, body, actor.engineUser, true);
      const mayEdit = can(actor.engineUser, registry().matrix, model, 'edit');
      const at = now();
      let moved: RecordValues;
      try {
        moved = await writeTransaction(async (trx) => {
          await readInWrite(trx, rt, id, actor);
          await updateInTransaction(
            ctx,
            trx,
            rt,
            actor,
            id,
            changesIn,
            version as number,
            at,
            true,
          );
          await transitionInTransaction(ctx, trx, rt, actor, id, { to }, at, (transition) =>
            mayTake(transition, actor.engineUser, mayEdit),
          );
          return readWritten(trx, rt, id);
        });
      } catch (error) {
        if (error instanceof StaleWrite) throw stale(rt, actor, await read(rt, id));
        throw error;
      }
      return answer(rt, actor, moved);
    },
  };
}
