/**
 * A surgical case rebooked to another time (or made Elective) keeps its pre-anesthesia
 * assessment true: the fasting hours and flags are counted again to the new start, in the
 * rebooking's own transaction. The rebooking is refused (422) where the assessment would then
 * say what its own rule refuses (pre-anesthesia.ts): a last intake after the new start, or an
 * Elective case declared "Fit for Anesthesia: Yes" without the fast the ASA guideline asks. The
 * person rebooking is told the hours and what to do instead: a time when fasting is met, or the
 * anesthetist's reassessment first. The hours of a case moved later grow; whether the patient ate
 * again in between is the anesthetist's to record.
 */
import { FASTING_SOURCE } from '../../../engine/surgery/fasting';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { staffName } from '../../repositories/staff-names';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { caseName, clockTime } from './anesthesia-case';
import { fastingAt, intakesAfter, unfastedFit } from './pre-anesthesia';

const instant = (value: unknown) => Date.parse(String(value ?? ''));

const moved = (change: RecordChange) =>
  instant(change.before?.scheduled_start) !== instant(change.after.scheduled_start);

/** Whether this write changes what the case's fasting is counted to or judged by. */
function rebooks(change: RecordChange): boolean {
  if (change.action !== 'update' || !change.before || change.id === undefined) return false;
  return moved(change) || change.before.priority !== change.after.priority;
}

async function assessmentsOf(ctx: RuleContext, caseId: number) {
  return ctx.records.find('preAnesthesia', { surgical_case: caseId });
}

async function problemsWith(
  ctx: RuleContext,
  surgicalCase: RecordValues,
  assessment: RecordValues,
  field: string,
): Promise<Problem[]> {
  const start = surgicalCase.scheduled_start;
  const name = caseName(surgicalCase);
  const by = `its pre-anesthesia assessment by ${await staffName(ctx.trx, assessment.recorded_by)} (${clockTime(assessment.recorded_at, true)})`;
  const late = intakesAfter(assessment, start);
  if (late.length > 0)
    return [
      {
        field,
        message: `${name} cannot start at ${clockTime(start, true)}: ${by} records ${late
          .map(({ field: intake, label }) => `${label} at ${clockTime(assessment[intake], true)}`)
          .join(
            ' and ',
          )}, after that time. Book a later time, or have the anesthetist correct the assessment first`,
      },
    ];
  const short = unfastedFit(
    fastingAt(assessment, start),
    assessment.fit_for_anesthesia,
    surgicalCase.priority,
  );
  if (short.length === 0) return [];
  return [
    {
      field,
      message: `${name} is Elective and would not be fasted at ${clockTime(start, true)}: ${short.join(', ')} (${FASTING_SOURCE}), while ${by} says Fit for Anesthesia: Yes. Book a time when fasting is met, or have the anesthetist reassess first`,
    },
  ];
}

export const rebookedFasting: ModelRule = {
  name: 'surgery.rebooked-fasting',
  models: ['surgicalCase'],

  async check(ctx, change) {
    if (!rebooks(change)) return [];
    const field = moved(change) ? 'scheduled_start' : 'priority';
    const problems: Problem[] = [];
    for (const assessment of await assessmentsOf(ctx, Number(change.id)))
      problems.push(...(await problemsWith(ctx, change.after, assessment, field)));
    return problems;
  },

  async afterWrite(ctx, change) {
    if (!rebooks(change) || !moved(change)) return;
    for (const assessment of await assessmentsOf(ctx, Number(change.id)))
      await ctx.records.setDerived(
        'preAnesthesia',
        Number(assessment.id),
        fastingAt(assessment, change.after.scheduled_start),
      );
  },
};
