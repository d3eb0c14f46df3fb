import { mayReadRecord } from '../../engine/permissions/read-filter';
import type { Registry } from '../../engine/registry/types';
import { HttpError } from '../errors';
import type { RuleSet } from '../rules/rule-set';
import { type AnyDb, isPostgres } from './any-db';
import { CountCache } from './count-cache';
import { type ModelRuntime, modelRuntime, type RecordValues } from './model-runtime';
import {
  type CommitListener,
  createWriteTransaction,
  type WriteTransaction,
} from './model-service-writes';
import { drawNamesOutside } from './naming-series';
import { type Actor, ownerOf, recordAnswer, staleVersion } from './read-rule';
import { getRecord } from './record-reads';
import { createRecordValidator } from './record-validation';
import { ruleRecords } from './rule-records';
import {
  createFillStep,
  createWritePipeline,
  type FillNew,
  type RunWrite,
  type RunWriteMany,
} from './write-pipeline';

/** How long PostgreSQL list totals are reused before they are counted again. */
export const POSTGRES_COUNT_MAX_AGE_MS = 3000;

/**
 * What every part of the model service shares: the databases, the clock, the model lookup, the
 * way a record is read and answered, and the one transaction every write runs in.
 */
export interface ServiceContext {
  db: AnyDb;
  /** Lists read here (SQLite: reader threads), so a slow search does not hold up other requests. */
  reads: AnyDb;
  registry: () => Registry;
  now: () => Date;
  counts: CountCache;
  writeTransaction: WriteTransaction;
  /** Told of every committed write transaction's records (model-service-writes.ts). */
  commitListeners: Set<CommitListener>;
  /** The write pipeline (write-pipeline.ts): built-in steps and the model's rules. */
  runWrite: RunWrite;
  /** The pipeline for several new records of one model at once (write-pipeline.ts). */
  runWriteMany: RunWriteMany;
  /** The rules' `fill` of a new record, before the engine checks it (write-pipeline.ts). */
  fillNew: FillNew;
  runtime: (model: string) => ModelRuntime;
  notFound: (rt: ModelRuntime, id: number) => HttpError;
  validate: ReturnType<typeof createRecordValidator>;
  matrix: () => Registry['matrix'];
  /** The record as this actor may see it in an answer (read-rule.ts). */
  answer: (rt: ModelRuntime, actor: Actor, record: RecordValues) => RecordValues;
  stale: (rt: ModelRuntime, actor: Actor, latest: RecordValues) => HttpError;
  read: (
    rt: ModelRuntime,
    id: number,
    includeDeleted?: boolean,
    actor?: Actor,
  ) => Promise<RecordValues>;
  /**
   * `read` inside a write's transaction, before it changes the record: 404 for a record
   * missing or not the actor's to see, checked where the write will find it.
   */
  readInWrite: (
    trx: AnyDb,
    rt: ModelRuntime,
    id: number,
    actor: Actor,
    includeDeleted?: boolean,
  ) => Promise<RecordValues>;
  /** A record as the write that made or changed it leaves it, read in that write's transaction. */
  readWritten: (trx: AnyDb, rt: ModelRuntime, id: number) => Promise<RecordValues>;
}

export function createServiceContext(
  db: AnyDb,
  registry: () => Registry,
  now: () => Date,
  isSynced: (model: string) => boolean,
  reads: AnyDb,
  rules: () => RuleSet,
  counters?: AnyDb,
): ServiceContext {
  // List totals are cached and forgotten after every write of this process. SQLite has one
  // process owning the file, so its totals are exact; PostgreSQL may have other instances
  // writing, so there a total is counted again once it is a few seconds old: a pager may lag
  // another instance's writes that long, and repeated searches (typing, paging) skip the
  // exact count, the costliest part of a searched list.
  const counts = new CountCache(isPostgres(db) ? POSTGRES_COUNT_MAX_AGE_MS : undefined);
  const commitListeners = new Set<CommitListener>();
  const writeTransaction = createWriteTransaction(db, counts, commitListeners);

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
  const validate = createRecordValidator(db, registry, now, runtime);
  const matrix = () => registry().matrix;
  /** The record as this actor may see it in an answer (read-rule.ts). */
  const answer = (rt: ModelRuntime, actor: Actor, record: RecordValues) =>
    recordAnswer(rt.schema, matrix(), actor, record);
  const stale = (rt: ModelRuntime, actor: Actor, latest: RecordValues) =>
    staleVersion(rt.schema, matrix(), actor, latest);

  /** The record in `source` when this actor may see it; otherwise 404. */
  async function visibleIn(
    source: AnyDb,
    rt: ModelRuntime,
    id: number,
    includeDeleted: boolean,
    actor?: Actor,
  ) {
    const record = await getRecord(source, rt, id, includeDeleted);
    // Someone else's record (the model's owner rule), or one not released to this reader (its
    // release rule: an unsigned report to a doctor), answers as if it did not exist.
    if (!record || (actor && !mayReadRecord(rt.schema, record, ownerOf(actor))))
      throw notFound(rt, id);
    return record;
  }

  // On a reader: a record (a write's answer) is read after its write has committed, and the
  // writer's connection is the next write's meanwhile.
  const read = (rt: ModelRuntime, id: number, includeDeleted = false, actor?: Actor) =>
    visibleIn(reads, rt, id, includeDeleted, actor);

  // In the write's transaction rather than on a reader before it: a reader's rows wait for
  // every commit so far to be synced, a wait the write itself does not need, and the check is
  // made on the record as the write finds it.
  const readInWrite = (
    trx: AnyDb,
    rt: ModelRuntime,
    id: number,
    actor: Actor,
    includeDeleted = false,
  ) => visibleIn(trx, rt, id, includeDeleted, actor);

  /**
   * A write's answer, read inside its own transaction (the writer's connection) rather than
   * after it on a reader: a reader's rows wait for every commit made so far to be synced, so
   * the answers of writes sharing a commit waited for the syncs of the commits after theirs too,
   * and their callers came back all at once. Read here, the answer is what this write left,
   * and it is on disk when the write's own commit is.
   */
  async function readWritten(trx: AnyDb, rt: ModelRuntime, id: number) {
    const record = await getRecord(trx, rt, id);
    if (!record) throw notFound(rt, id);
    return record;
  }

  /** A write's transaction, drawing its numbers on `counters` when there are any. */
  const numbered = (trx: AnyDb) => {
    if (counters) drawNamesOutside(trx, counters);
    return trx;
  };

  const ctx: ServiceContext = {
    db,
    reads,
    registry,
    now,
    counts,
    writeTransaction,
    commitListeners,
    // Rules write through the same pipeline, so it needs the context it belongs to.
    runWrite: (trx, pending) => pipeline.runWrite(numbered(trx), pending),
    runWriteMany: (trx, pendings) => pipeline.runWriteMany(numbered(trx), pendings),
    fillNew: (trx, pending, values) => fillNew(trx, pending, values),
    runtime,
    notFound,
    validate,
    matrix,
    answer,
    stale,
    read,
    readInWrite,
    readWritten,
  };
  const pipeline = createWritePipeline(rules, (trx, pending) =>
    ruleRecords(ctx, trx, pending.actor, pending.at),
  );
  const fillNew = createFillStep(rules, (trx, pending) =>
    ruleRecords(ctx, trx, pending.actor, pending.at),
  );
  return ctx;
}
