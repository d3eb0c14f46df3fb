/**
 * Verification by a second person (the workflow's Verify, which only a Lab Manager may take):
 * refused (403) to whoever entered the values or last amended them, and refused (422) for a
 * result with no value. Verify stamps `verified_by`/`verified_at`; Amend (with its reason, on
 * a Verified result) makes the amender answerable for the result as its `entered_by` and clears
 * the verification, so the amended values are verified again by someone else before they are
 * released (result-progress.ts).
 */
import { HttpError } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule } from '../types';
import { isBlank } from './result-names';

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toLowerCase() === b.trim().toLowerCase();

const hasValue = (result: RecordValues) =>
  Array.isArray(result.parameters) &&
  result.parameters.some((row: RecordValues) => !isBlank(row.value));

export const labResultVerification: ModelRule = {
  name: 'laboratory.result-verification',
  models: ['labResult'],

  prepare(ctx, change) {
    if (change.action !== 'transition') return;
    const result = change.after;
    if (result.status === 'Verified') {
      result.verified_by = ctx.actor.email ?? null;
      result.verified_at = ctx.now.toISOString();
    } else if (result.status === 'Amended') {
      result.entered_by = ctx.actor.email ?? null;
      result.entered_at = ctx.now.toISOString();
      result.verified_by = null;
      result.verified_at = null;
    }
  },

  check(ctx, change) {
    if (change.action !== 'transition' || change.after.status !== 'Verified') return [];
    const enteredBy = change.before?.entered_by;
    if (sameEmail(enteredBy, ctx.actor.email)) {
      const did = change.before?.status === 'Amended' ? 'amended' : 'entered';
      throw new HttpError(
        403,
        'SAME_PERSON',
        `You ${did} this result, so you may not verify it: another Lab Manager must check and verify it.`,
        [{ field: 'verified_by', message: `Verified by a second person: you ${did} this result` }],
      );
    }
    if (!hasValue(change.after))
      return [
        {
          field: 'parameters',
          message: 'This result has no value entered: enter the results before verifying them',
        },
      ];
    return [];
  },
};
