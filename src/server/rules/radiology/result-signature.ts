/**
 * A radiology report is signed by a Radiologist (the workflow's Sign, which only they may
 * take): its impression must be written first (422 on `impression`); signing stamps
 * `signed_by`/`signed_at` (the signer's email, the write's clock) and reports its request
 * (Performed to Reported, the request's auto move). Amend (with its reason, on a Signed
 * report) stamps `amended_at` and clears the signature until the corrected report is signed
 * again; the report as it was signed stays in the record's history.
 */
import { richTextHasContent } from '../../../engine/validation/values';
import type { Problem } from '../../errors';
import type { ModelRule } from '../types';

export const radiologyResultSignature: ModelRule = {
  name: 'radiology.result-signature',
  models: ['radiologyResult'],

  prepare(ctx, change) {
    if (change.action !== 'transition') return;
    const result = change.after;
    if (result.status === 'Signed') {
      result.signed_by = ctx.actor.email ?? null;
      result.signed_at = ctx.now.toISOString();
    } else if (result.status === 'Amended') {
      result.amended_at = ctx.now.toISOString();
      result.signed_by = null;
      result.signed_at = null;
    }
  },

  check(_ctx, change): Problem[] {
    if (change.action !== 'transition' || change.after.status !== 'Signed') return [];
    if (richTextHasContent(change.after.impression)) return [];
    return [
      {
        field: 'impression',
        message: 'Impression is required to sign the report: write the conclusion before signing',
      },
    ];
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'transition' || change.after.status !== 'Signed') return;
    const id = Number(change.after.radiology_request);
    const request = await ctx.records.get('radiologyRequest', id);
    if (request?.status === 'Performed')
      await ctx.records.transition('radiologyRequest', id, 'Reported');
  },
};
