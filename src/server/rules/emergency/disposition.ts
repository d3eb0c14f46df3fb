/**
 * Disposition ends the emergency: choosing one stamps its time (`disposition_at`, derived) and
 * moves the emergency to Disposed (the workflow's `auto` move, locked from then on), and its
 * visit to where the patient went (visit-outcome.ts). A referral names where to and why.
 * Admitted is the admission's to write (inpatient/admission-origin.ts, in the admission's
 * transaction): chosen by hand it is refused, since the patient would leave the board admitted
 * to no ward or bed, and their visit end Admitted without an admission.
 */
import type { Problem } from '../../errors';
import { OPEN_ADMISSION } from '../inpatient/bed-hold';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { closeVisit } from './visit-outcome';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const ADMITTED_BY_HAND =
  'Admitted is recorded by the admission itself: admit the patient to a ward and bed with Admit (on the emergency board, or under Admission on this emergency), and the emergency is disposed Admitted';

/** Admitted written without an admission of this emergency in the same transaction. */
async function admittedWithoutAdmission(ctx: RuleContext, change: RecordChange) {
  if (change.after.disposition !== 'Admitted') return false;
  if (change.before?.disposition === 'Admitted') return false;
  if (change.id === undefined) return true;
  const open = await ctx.records.find('impatient', {
    emergency: change.id,
    status: OPEN_ADMISSION,
  });
  return open.length === 0;
}

export const emergencyDisposition: ModelRule = {
  name: 'emergency.disposition',
  models: ['emergency'],

  prepare(ctx, change) {
    const after = change.after;
    if (isBlank(after.disposition)) after.disposition_at = null;
    else if (after.disposition !== change.before?.disposition || isBlank(after.disposition_at))
      after.disposition_at = ctx.now.toISOString();
  },

  async check(ctx, change) {
    const problems: Problem[] = [];
    if (change.after.disposition === 'Referred' && isBlank(change.after.disposition_notes))
      problems.push({
        field: 'disposition_notes',
        message: 'Disposition Notes is required for a referral: the facility referred to, and why',
      });
    if (await admittedWithoutAdmission(ctx, change))
      problems.push({ field: 'disposition', message: ADMITTED_BY_HAND });
    return problems;
  },

  async afterWrite(ctx, change) {
    const after = change.after;
    const id = change.id as number;
    if (change.action === 'create' || change.action === 'update') {
      if (!isBlank(after.disposition) && after.status === 'Active')
        await ctx.records.transition('emergency', id, 'Disposed');
      return;
    }
    if (change.action === 'transition' && after.status === 'Disposed') await closeVisit(ctx, after);
  },
};
