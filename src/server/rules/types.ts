/**
 * Rules that span records (DESIGN.md 3.6): one registered feature per rule, in the style of a
 * TanStack table feature. The model service runs, for every write of a model that names the
 * rule, `check` before the write and `afterWrite` after it, in the write's own transaction.
 */
import type { ModelSchema } from '../../engine/types';
import type { Problem } from '../errors';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/read-rule';

export type WriteAction = 'create' | 'update' | 'delete' | 'restore' | 'transition';

/** One write as a rule sees it. */
export interface RecordChange {
  model: string;
  /** Undefined in `check` of a create: the record has no id until it is written. */
  id: number | undefined;
  action: WriteAction;
  /** The stored record before the write (undefined for a create). */
  before: RecordValues | undefined;
  /**
   * The record as it will be (in `check`) or as stored (in `afterWrite`, numbered, with its
   * child rows' ids). For a delete, the record as it was.
   */
  after: RecordValues;
}

/** Reads and writes a rule may make, all inside the write's transaction. */
export interface RuleRecords {
  /** A record (with its child rows), or undefined when there is none or it is deleted. */
  get(model: string, id: number): Promise<RecordValues | undefined>;
  /** Records by id (with their child rows), in one query per table; missing ones left out. */
  getMany(model: string, ids: readonly number[]): Promise<RecordValues[]>;
  /**
   * The records, locked until the transaction ends (PostgreSQL: FOR UPDATE, in id order so two
   * writers cannot deadlock; SQLite: its single writer already holds every row). Missing or
   * deleted ids are left out.
   */
  lock(model: string, ids: readonly number[]): Promise<RecordValues[]>;
  /**
   * Records whose fields (or `id`) equal the given values (an array: any of them), by id,
   * without their child rows; at most `limit` of them when given. Not locked.
   */
  find(
    model: string,
    where: Record<string, unknown>,
    options?: { lock?: boolean; limit?: number },
  ): Promise<RecordValues[]>;
  /** A new record written through the whole pipeline (its own rules included); its stored form. */
  create(model: string, values: RecordValues): Promise<RecordValues>;
  /**
   * New records of one model through the same pipeline, written together in a few statements
   * (one number reservation, one insert, one history and one activity insert); their stored
   * forms in order. Every record's rules check it before any is written, so only for records
   * that do not depend on each other (an order's charges).
   */
  createMany(model: string, values: readonly RecordValues[]): Promise<RecordValues[]>;
  /** `createMany` answering only the new records' ids, in order: nothing is read back. */
  createManyIds(model: string, values: readonly RecordValues[]): Promise<number[]>;
  /** Changes fields of a record through the whole pipeline, as the server (no client checks). */
  update(model: string, id: number, values: RecordValues): Promise<RecordValues>;
  /**
   * Moves a record along its workflow through the whole pipeline, as the server. Nothing is
   * read back (no rule needed the moved record, and reading it cost every move a statement).
   */
  transition(model: string, id: number, to: string, values?: RecordValues): Promise<void>;
  /**
   * Sets fields a rule maintains (`derived` in the schema): version, history and activity as for
   * an update, no engine checks, unchanged values not written. True when something changed.
   */
  setDerived(model: string, id: number, values: RecordValues): Promise<boolean>;
  /** `setDerived` of the same values on many records, in a few statements; answers how many changed. */
  setDerivedMany(model: string, ids: readonly number[], values: RecordValues): Promise<number>;
  /** `setDerived` of each record's own values, in a few statements; answers how many changed. */
  setDerivedEach(
    model: string,
    writes: readonly { id: number; values: RecordValues }[],
  ): Promise<number>;
  /** The model's schema as the server serves it (its fields' warnings, labels and units). */
  schema(model: string): ModelSchema;
}

export interface RuleContext {
  /** The write transaction: rules may query it directly through repositories. */
  trx: AnyDb;
  actor: Actor;
  /** The write's clock reading: every record a write touches carries the same instant. */
  now: Date;
  records: RuleRecords;
}

export interface ModelRule {
  /** `domain.rule-name`, as models name it in their `rules`. */
  name: string;
  /** The models whose writes this rule watches; a model naming it must be one of them. */
  models: readonly string[];
  /**
   * Fills fields a new record leaves empty from the records it names, before the engine checks
   * it (required fields, pickers' `refFilter`s): an order made from a visit takes its patient.
   * Only for creates; `values` is the body as it will be checked.
   */
  fill?(ctx: RuleContext, values: RecordValues): Promise<void> | void;
  /**
   * Works out the fields the server decides (amounts, rates, derived fields) by setting them on
   * `change.after`, before any rule checks the write. Not run for delete and restore.
   */
  prepare?(ctx: RuleContext, change: RecordChange): Promise<void> | void;
  /**
   * `prepare` of several new records of the model at once (`records.createMany`), so what they
   * all need is read once; without it each is prepared in turn. It must do what `prepare`
   * does to each.
   */
  prepareMany?(ctx: RuleContext, changes: readonly RecordChange[]): Promise<void> | void;
  /** What is wrong with the write; problems join the one 422 answer (one per field). */
  check?(ctx: RuleContext, change: RecordChange): Promise<Problem[]> | Problem[];
  /** What follows from the write; throwing rolls the whole write back. */
  afterWrite?(ctx: RuleContext, change: RecordChange): Promise<void>;
}
