/**
 * The one pipeline every write runs through, whatever its entry point (the API, a spreadsheet
 * import, the seed, another rule): the built-in checks, each rule's `check`, the built-in write
 * steps, each rule's `afterWrite`, all in the caller's transaction (DESIGN.md 3.6).
 */
import { rulesRefusal } from '../errors';
import type { RuleSet } from '../rules/rule-set';
import type { RecordChange, RuleContext, RuleRecords } from '../rules/types';
import type { AnyDb } from './any-db';
import type { RecordValues } from './model-runtime';
import { getRecord } from './record-reads';
import { sameValue } from './record-validation';
import { type PendingWrite, WRITE_STEPS } from './write-steps';

/**
 * What the rules' `prepare` set on the record joins what the write stores: all of a new
 * record, and for other writes each field now different from the stored record.
 */
function takePrepared(pending: PendingWrite) {
  if (pending.action === 'create') {
    Object.assign(pending.written, pending.after);
    return;
  }
  const before = pending.before ?? {};
  pending.changes ??= {};
  for (const name of Object.keys(pending.rt.schema.fields)) {
    if (!(name in pending.after) || sameValue(before[name], pending.after[name])) continue;
    pending.written[name] = pending.after[name];
    pending.changes[name] = { from: before[name] ?? null, to: pending.after[name] };
  }
}

export type RunWrite = (trx: AnyDb, pending: PendingWrite) => Promise<number>;

/** The rules' `fill` of a new record, run before the engine checks it. */
export type FillNew = (
  trx: AnyDb,
  pending: Pick<PendingWrite, 'rt' | 'actor' | 'at'>,
  values: RecordValues,
) => Promise<void>;

export function createFillStep(
  rules: () => RuleSet,
  recordsFor: (trx: AnyDb, pending: Pick<PendingWrite, 'actor' | 'at'>) => RuleRecords,
): FillNew {
  return async (trx, pending, values) => {
    const filling = rules()
      .forModel(pending.rt.schema)
      .filter((rule) => rule.fill);
    if (filling.length === 0) return;
    const ctx: RuleContext = {
      trx,
      actor: pending.actor,
      now: pending.at,
      records: recordsFor(trx, pending),
    };
    for (const rule of filling) await rule.fill?.(ctx, values);
  };
}

export function createWritePipeline(
  rules: () => RuleSet,
  /** What rules may read and write, bound to a transaction and an actor. */
  recordsFor: (trx: AnyDb, pending: PendingWrite) => RuleRecords,
): RunWrite {
  return async function runWrite(trx, pending) {
    const { rt } = pending;
    for (const step of WRITE_STEPS) step.check?.(pending);
    const modelRules = rules().forModel(rt.schema);
    const ctx: RuleContext = {
      trx,
      actor: pending.actor,
      now: pending.at,
      records: recordsFor(trx, pending),
    };
    const change: RecordChange = {
      model: rt.schema.model,
      id: pending.id,
      action: pending.action,
      before: pending.before,
      after: pending.after,
    };
    if (pending.action !== 'delete' && pending.action !== 'restore') {
      for (const rule of modelRules) await rule.prepare?.(ctx, change);
      takePrepared(pending);
    }
    const problems = [];
    for (const rule of modelRules)
      if (rule.check) problems.push(...(await rule.check(ctx, change)));
    if (problems.length > 0) throw rulesRefusal(problems);
    for (const step of WRITE_STEPS) await step.write?.(trx, pending);
    const id = pending.id as number;
    if (modelRules.some((rule) => rule.afterWrite)) {
      // Rules see the record as stored: numbered, its child rows with their ids.
      const stored = (await getRecord(trx, rt, id, true)) ?? pending.after;
      const done: RecordChange = { ...change, id, after: stored };
      for (const rule of modelRules) await rule.afterWrite?.(ctx, done);
    }
    return id;
  };
}
