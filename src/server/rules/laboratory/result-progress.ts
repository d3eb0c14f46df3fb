/**
 * What follows a lab result's write: a verified result is released to the doctor
 * (result-release.ts), and its request moves as its results stand (request-results.ts), for the
 * request it was on before too when it moved to another. A result whose values were released
 * (one verified, then amended) cannot be deleted: the doctor has read them; amend it instead.
 */
import type { ModelRule } from '../types';
import { followResults } from './request-results';
import { refId } from './result-names';
import { releaseResult } from './result-release';

export const labResultProgress: ModelRule = {
  name: 'laboratory.result-progress',
  models: ['labResult'],

  async check(ctx, change) {
    if (change.action !== 'delete') return [];
    const released = await ctx.records.find('testResult', { lab_result: change.id as number });
    if (released.length === 0) return [];
    return [
      {
        field: 'status',
        message:
          'This result was verified and released to the doctor, so it cannot be deleted: amend its values and have them verified again',
      },
    ];
  },

  async afterWrite(ctx, change) {
    if (change.action === 'transition' && change.after.status === 'Verified')
      await releaseResult(ctx, change.after);
    const requests = new Set(
      [refId(change.after.lab_request), refId(change.before?.lab_request)].filter(
        (id): id is number => id !== undefined,
      ),
    );
    for (const request of [...requests].sort((a, b) => a - b)) await followResults(ctx, request);
  },
};
