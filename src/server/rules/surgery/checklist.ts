/**
 * A step of the WHO Surgical Safety Checklist (`safetyChecklist`): one per step of a case, begun
 * only when the case has reached that step (Sign In while it is Pre-op, Time Out once In
 * Theatre, Sign Out once the time-out is done), and signed only with every question of its step
 * answered (who-checklist.ts). Signing stamps who signed and when; the signed step is locked.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { staffName } from '../../repositories/staff-names';
import { stampSignature } from '../clinical/signature-stamp';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { isPhase, PHASE_STARTS_AT, unansweredQuestions } from './who-checklist';

const MODEL = 'safetyChecklist';

/** Whether this write puts a checklist on a case's step (a new one, or one moved to another). */
function takesStep(change: RecordChange): boolean {
  if (change.action === 'create' || change.action === 'restore') return true;
  if (change.action !== 'update' || !change.before) return false;
  return (
    change.before.phase !== change.after.phase ||
    Number(change.before.surgical_case) !== Number(change.after.surgical_case)
  );
}

async function stepProblems(ctx: RuleContext, change: RecordChange): Promise<Problem[]> {
  const phase = change.after.phase;
  const caseId = Number(change.after.surgical_case);
  if (!isPhase(phase) || !Number.isInteger(caseId)) return [];
  // Two people starting the same step at once: the case's row decides who is first.
  const [surgicalCase] = await ctx.records.lock('surgicalCase', [caseId]);
  if (!surgicalCase) return [];
  const number = surgicalCase.case_number;
  const others = (await ctx.records.find(MODEL, { surgical_case: caseId, phase })).filter(
    (other) => Number(other.id) !== change.id,
  );
  const [other] = others;
  if (other) {
    return [
      {
        field: 'phase',
        conflict: 'CHECKLIST_EXISTS',
        message: `${number} already has its ${phase} checklist (${other.status}, begun ${moment(other.recorded_at)} by ${await staffName(ctx.trx, other.recorded_by)}): open that one instead of starting another`,
      },
    ];
  }
  const startsAt = PHASE_STARTS_AT[phase];
  if (change.action === 'restore' || surgicalCase.status === startsAt) return [];
  return [
    {
      field: 'phase',
      message: `The ${phase} checklist is begun when ${number} is ${startsAt}; it is ${surgicalCase.status}`,
    },
  ];
}

function signingProblems(ctx: RuleContext, record: RecordValues): Problem[] {
  if (!isPhase(record.phase)) return [];
  const fields = ctx.records.schema(MODEL).fields;
  return unansweredQuestions(record.phase, record).map((question) => ({
    field: question.field,
    message: `Not answered: ${fields[question.field]?.label ?? question.field}`,
  }));
}

const moment = (at: unknown) =>
  at ? formatInTimeZone(String(at), DEFAULT_SETTINGS.timeZone, 'yyyy-MM-dd HH:mm') : 'earlier';

export const safetyChecklistRule: ModelRule = {
  name: 'surgery.checklist',
  models: [MODEL],

  prepare: (ctx, change) => stampSignature(ctx, change),

  async check(ctx, change) {
    if (change.action === 'delete') return [];
    const problems = takesStep(change) ? await stepProblems(ctx, change) : [];
    if (change.action === 'transition' && change.after.status === 'Signed')
      problems.push(...signingProblems(ctx, change.after));
    return problems;
  },
};
