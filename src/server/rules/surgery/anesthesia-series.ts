/**
 * The intra-operative anesthesia record (gases, IV medication, monitoring events, vital signs,
 * ventilation, fluids) is written while the case is in the anesthetist's hands: from Sign-in Done
 * (the WHO Sign In is done before induction) until it is In Recovery (late entries of the
 * operation are still written there). Before that the entry is refused naming the case's state;
 * a closed case is surgery.case-record's refusal. Each entry's time lies within the theatre
 * time: not before the Sign In step was signed (else, without a signed Sign In, the time the
 * patient was wheeled in), not after the case went to recovery (recovery observations belong
 * on the PACU record); bound-record refuses a time in the future.
 *
 * An anesthesia medication draws nothing from stock: it is given from the anesthetic cart, whose
 * drugs the theatre issues from its OR Store and charges as the case's consumables
 * (caseConsumable); a second issue here would count each ampoule twice. Its route is required
 * and must be a medicineRoute (the product's own when left empty: `fetchFrom`), and its dose
 * more than 0.
 */
import { ANESTHESIA_SERIES_MODELS } from '../../../engine/wire/anesthesia-record';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RuleContext } from '../types';
import { caseName, caseOf, clockTime } from './anesthesia-case';

/** The case's states in which its anesthesia record is written. */
export const ANESTHESIA_STATES = [
  'Sign-in Done',
  'In Theatre',
  'Time-out Done',
  'Sign-out Done',
  'In Recovery',
] as const;
const CLOSED_STATES = ['Back to Ward', 'Cancelled'];

function stateProblems(surgicalCase: RecordValues): Problem[] {
  const state = String(surgicalCase.status ?? '');
  if ((ANESTHESIA_STATES as readonly string[]).includes(state) || CLOSED_STATES.includes(state))
    return [];
  return [
    {
      field: 'surgical_case',
      message: `${caseName(surgicalCase)} is ${state}: its anesthesia record is written from Sign-in Done until the patient is In Recovery`,
    },
  ];
}

/** When the anesthetist's part began: the signed Sign In step, else the wheeling in. */
async function theatreStart(ctx: RuleContext, surgicalCase: RecordValues) {
  const signIns = await ctx.records.find('safetyChecklist', {
    surgical_case: Number(surgicalCase.id),
    phase: 'Sign In',
  });
  const signed = signIns
    .map((row) => Date.parse(String(row.signed_at ?? '')))
    .filter(Number.isFinite)
    .sort((a, b) => a - b)[0];
  if (signed !== undefined) return { at: signed, what: 'the WHO Sign In was signed' };
  const wheeledIn = Date.parse(String(surgicalCase.wheeled_in_at ?? ''));
  return Number.isFinite(wheeledIn) ? { at: wheeledIn, what: 'the patient was wheeled in' } : null;
}

async function timeProblems(
  ctx: RuleContext,
  values: RecordValues,
  surgicalCase: RecordValues,
): Promise<Problem[]> {
  const at = Date.parse(String(values.recorded_at ?? ''));
  if (!Number.isFinite(at)) return [];
  const start = await theatreStart(ctx, surgicalCase);
  if (start && at < start.at)
    return [
      {
        field: 'recorded_at',
        message: `${clockTime(at, true)} is before ${caseName(surgicalCase)}'s anesthesia began: ${start.what} at ${clockTime(start.at, true)}`,
      },
    ];
  const recovery = Date.parse(String(surgicalCase.recovery_at ?? ''));
  if (Number.isFinite(recovery) && at > recovery)
    return [
      {
        field: 'recorded_at',
        message: `${clockTime(at, true)} is after ${caseName(surgicalCase)} went to recovery (${clockTime(recovery, true)}): observations in recovery go on its PACU record`,
      },
    ];
  return [];
}

function doseProblems(change: { model: string; after: RecordValues }): Problem[] {
  if (change.model !== 'anesthesiaMedication') return [];
  const dose = Number(change.after.dose);
  if (change.after.dose === null || change.after.dose === undefined || dose > 0) return [];
  return [{ field: 'dose', message: 'Dose must be more than 0: give the amount given' }];
}

export const anesthesiaSeries: ModelRule = {
  name: 'surgery.anesthesia-series',
  models: ANESTHESIA_SERIES_MODELS,

  async check(ctx, change) {
    if (change.action === 'delete' || change.action === 'transition') return [];
    const surgicalCase = await caseOf(ctx, change.after);
    if (!surgicalCase) return [];
    const state = stateProblems(surgicalCase);
    if (state.length > 0) return state;
    return [...(await timeProblems(ctx, change.after, surgicalCase)), ...doseProblems(change)];
  },
};
