/**
 * Triage: the moment a category is first given (now, when the nurse leaves Triaged At empty),
 * and the visit moves from Waiting to Triaged with it, as the outpatient queue's triage does.
 */
import { recordOf } from '../billing/prices';
import type { ModelRule } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const emergencyTriage: ModelRule = {
  name: 'emergency.triage',
  models: ['emergency'],

  prepare(ctx, change) {
    const after = change.after;
    if (isBlank(after.triage_category) || !isBlank(after.triage_at)) return;
    after.triage_at = change.before?.triage_at ?? ctx.now.toISOString();
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'create' && change.action !== 'update') return;
    if (isBlank(change.after.triage_category) || !isBlank(change.before?.triage_category)) return;
    const visit = await recordOf(ctx, 'visit', change.after.visit);
    if (visit?.status === 'Waiting')
      await ctx.records.transition('visit', visit.id as number, 'Triaged');
  },
};
