import { can } from '../../engine/permissions/can';
import { mayTake } from '../../engine/permissions/transitions';
import { HttpError, validationFailed } from '../errors';
import type { AnyDb } from './any-db';
import { describeIndexed, type IndexedProblem, problemsOf } from './indexed-problems';
import type { ModelRuntime, RecordValues } from './model-runtime';
import type { ServiceContext } from './model-service-context';
import { transitionInTransaction } from './model-service-lifecycle';
import type { KnownRefs } from './picked-records';
import type { Actor } from './read-rule';
import { lookUpRefs } from './record-validation';
import { checkWrite } from './write-check';
import type { PendingWrite } from './write-steps';

/**
 * A new record inside the caller's transaction: the workflow's start state, the engine and the
 * referenced records (422), then the write pipeline (rules, number, row, children, history).
 * A request's body is checked (checkWrite) by its caller first; a rule's own writes are not
 * requests. Returns the new id.
 */
export async function createInTransaction(
  ctx: ServiceContext,
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  body: RecordValues,
  at: Date,
): Promise<number> {
  return ctx.runWrite(trx, await newPending(ctx, trx, rt, actor, body, at));
}

/**
 * New records of one model inside the caller's transaction, each filled and checked as
 * `createInTransaction` does, then written together (runWriteMany: every record's rules check
 * it before any is written, so only for records that do not depend on each other). Answers the
 * ids in body order.
 */
export async function createManyInTransaction(
  ctx: ServiceContext,
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  bodies: readonly RecordValues[],
  at: Date,
): Promise<number[]> {
  const filled: Filled[] = [];
  for (const body of bodies) filled.push(await startNew(ctx, trx, rt, actor, body, at));
  // Their references looked up together: one query per referenced model, not per record.
  const known = await lookUpRefs(trx, ctx.registry(), rt, filled);
  const pendings: PendingWrite[] = [];
  for (const record of filled)
    pendings.push(await checkNew(ctx, trx, rt, actor, record, at, known));
  return ctx.runWriteMany(trx, pendings);
}

/** A new record's start state, the rules' fill and the engine's checks (422): its write. */
async function newPending(
  ctx: ServiceContext,
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  body: RecordValues,
  at: Date,
): Promise<PendingWrite> {
  return checkNew(ctx, trx, rt, actor, await startNew(ctx, trx, rt, actor, body, at), at);
}

/** A new record's values and the fields its write sets. */
interface Filled {
  values: RecordValues;
  written: Set<string>;
}

/** A new record's start state and the rules' fill. */
async function startNew(
  ctx: ServiceContext,
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  body: RecordValues,
  at: Date,
): Promise<Filled> {
  const workflow = rt.schema.workflow;
  if (workflow && body[workflow.field] !== undefined && body[workflow.field] !== workflow.initial) {
    throw validationFailed([
      { field: workflow.field, message: `A new record starts as "${workflow.initial}"` },
    ]);
  }
  const values: RecordValues = {
    ...body,
    ...(workflow ? { [workflow.field]: workflow.initial } : {}),
  };
  await ctx.fillNew(trx, { rt, actor, at }, values);
  // A field a rule filled counts as written by the body (its pick is checked as one).
  const written = new Set(
    Object.keys(values).filter((name) => name in body || name !== workflow?.field),
  );
  return { values, written };
}

/** The engine's checks of a filled new record (422): its write. */
async function checkNew(
  ctx: ServiceContext,
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  { values, written }: Filled,
  at: Date,
  known?: KnownRefs,
): Promise<PendingWrite> {
  Object.assign(values, await ctx.validate(rt, values, actor, written, trx, undefined, known));
  return { rt, actor, action: 'create', at, after: values, written: { ...values } };
}

/** New records: one (`create`) or many, all or nothing (`createMany`). */
export function createOperations(ctx: ServiceContext) {
  const { now, registry, runtime, answer, readWritten, writeTransaction } = ctx;

  return {
    async create(model: string, actor: Actor, body: RecordValues) {
      const rt = runtime(model);
      // The body's shape (400, 403, 422) before any transaction is opened.
      checkWrite(rt.schema, body, actor.engineUser, false);
      const at = now();
      const record = await writeTransaction(async (trx) =>
        readWritten(trx, rt, await createInTransaction(ctx, trx, rt, actor, body, at)),
      );
      return answer(rt, actor, record);
    },

    /**
     * A new record moved at once along its workflow to `to` (a cashier's invoice made and
     * submitted in one step): both in one transaction, so a refused move leaves no record. The
     * move is the person's own, gated as a transition request is.
     */
    async createAndMove(model: string, actor: Actor, body: RecordValues, to: string) {
      const rt = runtime(model);
      checkWrite(rt.schema, body, actor.engineUser, false);
      const mayEdit = can(actor.engineUser, registry().matrix, model, 'edit');
      const at = now();
      const record = await writeTransaction(async (trx) => {
        const created = await createInTransaction(ctx, trx, rt, actor, body, at);
        const moved = await transitionInTransaction(
          ctx,
          trx,
          rt,
          actor,
          created,
          { to },
          at,
          (transition) => mayTake(transition, actor.engineUser, mayEdit),
        );
        return readWritten(trx, rt, moved);
      });
      return answer(rt, actor, record);
    },

    /**
     * Creates many records of one model, all or nothing, in ONE transaction. Each body runs the
     * whole pipeline in turn, so a rule's check of a later body sees the earlier ones written (two
     * payments of one file into one invoice are checked together). The problems of every body are
     * collected (each with the index of its body) and refused together in one 422
     * VALIDATION_FAILED, which rolls every write back; otherwise the ids come back in body order.
     */
    async createMany(model: string, actor: Actor, bodies: RecordValues[]): Promise<number[]> {
      const rt = runtime(model);
      const at = now();
      return writeTransaction(async (trx) => {
        const problems: IndexedProblem[] = [];
        const ids: (number | undefined)[] = [];
        for (const [index, body] of bodies.entries()) {
          try {
            checkWrite(rt.schema, body, actor.engineUser, false);
            ids.push(await createInTransaction(ctx, trx, rt, actor, body, at));
          } catch (error) {
            if (!(error instanceof HttpError) || error.status >= 500) throw error;
            ids.push(undefined);
            for (const problem of problemsOf(error)) problems.push({ index, ...problem });
          }
        }
        if (problems.length > 0) {
          problems.sort((a, b) => a.index - b.index);
          throw validationFailed(problems, describeIndexed(problems));
        }
        return ids as number[];
      });
    },
  };
}
