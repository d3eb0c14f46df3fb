import { HttpError, validationFailed } from '../errors';
import type { AnyDb } from './any-db';
import { describeIndexed, type IndexedProblem, problemsOf } from './indexed-problems';
import type { ModelRuntime, RecordValues } from './model-runtime';
import type { ServiceContext } from './model-service-context';
import { insertRecord } from './model-service-writes';
import type { Actor } from './read-rule';
import { checkWrite } from './write-check';

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

/** New records: one (`create`) or many, all or nothing (`createMany`). */
export function createOperations(ctx: ServiceContext) {
  const { db, now, runtime, validate, answer, read, writeTransaction } = ctx;

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

  return {
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
  };
}
