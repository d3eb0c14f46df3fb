/**
 * The one pipeline every write runs through, whatever its entry point (the API, a spreadsheet
 * import, the seed, another rule): the built-in checks, each rule's `check`, the built-in write
 * steps, each rule's `afterWrite`, all in the caller's transaction (DESIGN.md 3.6).
 */
import { rulesRefusal } from '../errors';
import type { RuleSet } from '../rules/rule-set';
import type { ModelRule, RecordChange, RuleContext, RuleRecords } from '../rules/types';
import type { AnyDb } from './any-db';
import type { RecordValues } from './model-runtime';
import { readRecords } from './record-reads';
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

/** RunWrite for several new records of one model, by one actor at one instant (createMany). */
export type RunWriteMany = (trx: AnyDb, pendings: readonly PendingWrite[]) => Promise<number[]>;

/** A write past its rules' `prepare` and `check`, with the context its `afterWrite` gets. */
interface Checked {
  pending: PendingWrite;
  ctx: RuleContext;
  change: RecordChange;
  modelRules: ModelRule[];
}

type RecordsFor = (trx: AnyDb, pending: PendingWrite) => RuleRecords;

/** The built-in checks, and the context and change the rules get. */
function startWrite(
  rules: () => RuleSet,
  recordsFor: RecordsFor,
  trx: AnyDb,
  pending: PendingWrite,
): Checked {
  const { rt } = pending;
  for (const step of WRITE_STEPS) step.check?.(pending);
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
  return { pending, ctx, change, modelRules: rules().forModel(rt.schema) };
}

const prepares = (action: PendingWrite['action']) => action !== 'delete' && action !== 'restore';

/** Each rule's `check`: their problems refused together (a refusal throws). */
async function checkWrite({ ctx, change, modelRules }: Checked) {
  const problems = [];
  for (const rule of modelRules) if (rule.check) problems.push(...(await rule.check(ctx, change)));
  if (problems.length > 0) throw rulesRefusal(problems);
}

/** Each rule's `afterWrite`, seeing the records as stored: numbered, child rows with ids. */
async function afterWrites(trx: AnyDb, writes: readonly Checked[]) {
  const due = writes.filter((write) => write.modelRules.some((rule) => rule.afterWrite));
  if (due.length === 0) return;
  const rt = (due[0] as Checked).pending.rt;
  const ids = due.map((write) => write.pending.id as number);
  const stored = new Map(
    (await readRecords(trx, rt, ids, { includeDeleted: true })).map((r) => [r.id, r]),
  );
  for (const { pending, ctx, change, modelRules } of due) {
    const id = pending.id as number;
    const done: RecordChange = { ...change, id, after: stored.get(id) ?? pending.after };
    for (const rule of modelRules) await rule.afterWrite?.(ctx, done);
  }
}

export function createWritePipeline(
  rules: () => RuleSet,
  /** What rules may read and write, bound to a transaction and an actor. */
  recordsFor: RecordsFor,
): { runWrite: RunWrite; runWriteMany: RunWriteMany } {
  async function runWrite(trx: AnyDb, pending: PendingWrite) {
    const checked = startWrite(rules, recordsFor, trx, pending);
    if (prepares(pending.action)) {
      for (const rule of checked.modelRules) await rule.prepare?.(checked.ctx, checked.change);
      takePrepared(pending);
    }
    await checkWrite(checked);
    for (const step of WRITE_STEPS) await step.write?.(trx, pending);
    await afterWrites(trx, [checked]);
    return pending.id as number;
  }

  /**
   * New records of one model by one actor at one instant, through the same steps as runWrite
   * but step by step for all of them: every record's rules prepare (a rule's `prepareMany` all
   * of them at once) and check it before any is
   * written (so a check does not see the others of the batch: for records that do not depend on
   * each other, such as an order's charges), then the steps write them together where they can
   * (numbers reserved in one statement, rows inserted in one, history and activity in one
   * each), then each record's afterWrite. A refusal throws, as the first refused create would.
   */
  async function runWriteMany(trx: AnyDb, pendings: readonly PendingWrite[]) {
    const [first] = pendings;
    if (!first) return [];
    for (const pending of pendings)
      if (
        pending.action !== 'create' ||
        pending.rt !== first.rt ||
        pending.actor !== first.actor ||
        pending.at !== first.at
      )
        throw new Error('runWriteMany: new records of one model, actor and instant only');
    const checked = pendings.map((pending) => startWrite(rules, recordsFor, trx, pending));
    const { ctx, modelRules } = checked[0] as Checked;
    for (const rule of modelRules)
      if (rule.prepareMany)
        await rule.prepareMany(
          ctx,
          checked.map((write) => write.change),
        );
      else for (const write of checked) await rule.prepare?.(write.ctx, write.change);
    for (const pending of pendings) takePrepared(pending);
    for (const write of checked) await checkWrite(write);
    for (const step of WRITE_STEPS)
      if (step.writeMany) await step.writeMany(trx, pendings);
      else for (const pending of pendings) await step.write?.(trx, pending);
    await afterWrites(trx, checked);
    return pendings.map((pending) => pending.id as number);
  }

  return { runWrite, runWriteMany };
}
