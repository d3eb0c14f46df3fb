/**
 * A surgical case's path through the WHO Surgical Safety Checklist: each move past a step needs
 * that step's record (CASE_STEPS, the one table of what each state needs and stamps), refused
 * with 422 on `status` naming each missing item. The move stamps its time (derived). Cancel
 * voids the case's charges not yet billed (its procedure fee and its consumables') and returns
 * its consumables to the OR Store (consumables.ts), refused while one is billed (422 naming the
 * charge and its invoice).
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { billedProblems, chargesOf, voidCharges } from '../billing/charges';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { returnConsumables } from './consumables';
import { disagreements, uncounted } from './count-sheet';
import type { ChecklistPhase } from './who-checklist';

type Need = { kind: 'checklist'; phase: ChecklistPhase } | { kind: 'counts' } | { kind: 'pacu' };

interface Step {
  /** What must be on record before the case may enter this state. */
  needs: readonly Need[];
  /** The derived time stamped by the move into it. */
  stamp?: string;
}

export const CASE_STEPS: Record<string, Step> = {
  'Pre-op': { needs: [] },
  'Sign-in Done': { needs: [{ kind: 'checklist', phase: 'Sign In' }] },
  'In Theatre': { needs: [], stamp: 'wheeled_in_at' },
  'Time-out Done': { needs: [{ kind: 'checklist', phase: 'Time Out' }], stamp: 'incision_at' },
  'Sign-out Done': {
    needs: [{ kind: 'checklist', phase: 'Sign Out' }, { kind: 'counts' }],
    stamp: 'closed_at',
  },
  'In Recovery': { needs: [], stamp: 'recovery_at' },
  'Back to Ward': { needs: [{ kind: 'pacu' }], stamp: 'ward_at' },
  Cancelled: { needs: [] },
};

interface Move {
  ctx: RuleContext;
  surgicalCase: RecordValues;
  /** The step's name as people take it: "Sign out". */
  action: string;
}

const recordsOf = (move: Move, model: string, where: Record<string, unknown> = {}) =>
  move.ctx.records.find(model, { surgical_case: Number(move.surgicalCase.id), ...where });

async function checklistMissing(move: Move, phase: ChecklistPhase): Promise<string[]> {
  const [checklist] = await recordsOf(move, 'safetyChecklist', { phase });
  if (!checklist)
    return [
      `${move.action} needs the signed ${phase} checklist: none is begun for ${move.surgicalCase.case_number}`,
    ];
  if (checklist.status === 'Signed') return [];
  return [`${move.action} needs the ${phase} checklist signed: it is still a Draft`];
}

async function countsMissing(move: Move): Promise<string[]> {
  // find reads the sheets' own rows; getMany adds their count rows.
  const found = await recordsOf(move, 'countSheet');
  const sheets = await move.ctx.records.getMany(
    'countSheet',
    found.map((sheet) => Number(sheet.id)),
  );
  const disagreeing = sheets.filter((sheet) => sheet.status === 'Discrepancy');
  if (disagreeing.length > 0)
    return [`Counts disagree: ${disagreeing.flatMap(disagreements).join('; ')}`];
  if (sheets.some((sheet) => sheet.status === 'Reconciled')) return [];
  if (sheets.length === 0)
    return [`${move.action} needs a reconciled count sheet: no count is recorded`];
  const open = [...new Set(sheets.flatMap(uncounted))];
  return [`Counts are not finished: no count after for ${open.join(', ')}`];
}

async function pacuMissing(move: Move): Promise<string[]> {
  const records = await recordsOf(move, 'pacuRecord');
  const ready = records.find(
    (record) => isOn(record.discharge_criteria_met) && record.discharged_at,
  );
  if (ready) return [];
  if (records.length === 0) return [`${move.action} needs the PACU record: none is recorded`];
  const latest = records[records.length - 1] as RecordValues;
  const missing: string[] = [];
  if (!isOn(latest.discharge_criteria_met)) {
    const score = latest.latest_score ?? 'not scored';
    missing.push(
      `PACU discharge criteria are not met (latest Aldrete score ${score}; 9 or more is needed)`,
    );
  }
  if (!latest.discharged_at) missing.push('the PACU record has no discharge time');
  return missing;
}

const isOn = (value: unknown) => value === true || Number(value) === 1;

/** What of `need` is not on record, each as a sentence. */
function missingOf(move: Move, need: Need): Promise<string[]> {
  if (need.kind === 'checklist') return checklistMissing(move, need.phase);
  return need.kind === 'counts' ? countsMissing(move) : pacuMissing(move);
}

function actionTo(ctx: RuleContext, to: string): string {
  const transitions = ctx.records.schema('surgicalCase').workflow?.transitions ?? [];
  return transitions.find((t) => t.to === to)?.action ?? to;
}

async function gateProblems(ctx: RuleContext, change: RecordChange): Promise<Problem[]> {
  const to = String(change.after.status);
  const step = CASE_STEPS[to];
  if (!step) return [];
  const move: Move = { ctx, surgicalCase: change.after, action: actionTo(ctx, to) };
  const problems: Problem[] = [];
  for (const need of step.needs)
    for (const message of await missingOf(move, need)) problems.push({ field: 'status', message });
  return problems;
}

/** The case's own charges and its consumables', locked: a cashier billing one waits. */
async function caseCharges(ctx: RuleContext, surgicalCase: RecordValues) {
  const id = Number(surgicalCase.id);
  const issues = await ctx.records.find('caseConsumable', { surgical_case: id });
  const charges = await chargesOf(ctx, 'surgicalCase', id, { lock: true });
  for (const issue of issues)
    charges.push(...(await chargesOf(ctx, 'caseConsumable', Number(issue.id), { lock: true })));
  return charges;
}

const isMove = (change: RecordChange) =>
  change.action === 'transition' && change.before?.status !== change.after.status;

export const caseProgress: ModelRule = {
  name: 'surgery.case-progress',
  models: ['surgicalCase'],

  prepare(ctx, change) {
    if (!isMove(change)) return;
    const stamp = CASE_STEPS[String(change.after.status)]?.stamp;
    if (stamp) change.after[stamp] = ctx.now.toISOString();
  },

  async check(ctx, change) {
    if (!isMove(change)) return [];
    if (change.after.status === 'Cancelled')
      return billedProblems(ctx, await caseCharges(ctx, change.after), 'status');
    return gateProblems(ctx, change);
  },

  async afterWrite(ctx, change) {
    if (!isMove(change) || change.after.status !== 'Cancelled') return;
    await voidCharges(ctx, await caseCharges(ctx, change.after));
    await returnConsumables(ctx, change.after);
  },
};
