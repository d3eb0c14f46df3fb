/**
 * Disposition ends the emergency: choosing one stamps its time (`disposition_at`, derived) and
 * moves the emergency to Disposed (the workflow's `auto` move, locked from then on), and its
 * visit to where the patient went (visit-outcome.ts). A referral names where to and why.
 * Admitted is the admission's to write (inpatient/admission-origin.ts, in the admission's
 * transaction): the option is `auto` (schemas/emergency.json), so chosen by hand it is refused
 * by the server's check of every person's write (models/write-check.ts autoOptionProblems), as
 * the patient would leave the board admitted to no ward or bed, and their visit end Admitted
 * without an admission.
 */
import type { Problem } from '../../errors';
import type { ModelRule } from '../types';
import { closeVisit } from './visit-outcome';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const emergencyDisposition: ModelRule = {
  name: 'emergency.disposition',
  models: ['emergency'],

  prepare(ctx, change) {
    const after = change.after;
    if (isBlank(after.disposition)) after.disposition_at = null;
    else if (after.disposition !== change.before?.disposition || isBlank(after.disposition_at))
      after.disposition_at = ctx.now.toISOString();
  },

  check(_ctx, change) {
    const problems: Problem[] = [];
    if (change.after.disposition === 'Referred' && isBlank(change.after.disposition_notes))
      problems.push({
        field: 'disposition_notes',
        message: 'Disposition Notes is required for a referral: the facility referred to, and why',
      });
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
