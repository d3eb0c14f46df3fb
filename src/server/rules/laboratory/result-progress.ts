/**
 * What follows a lab result's write: a verified result is released to the doctor
 * (result-release.ts), and its request moves as its results stand (request-results.ts), for the
 * request it was on before too when it moved to another.
 */
import type { ModelRule } from '../types';
import { followResults } from './request-results';
import { refId } from './result-names';
import { releaseResult } from './result-release';

export const labResultProgress: ModelRule = {
  name: 'laboratory.result-progress',
  models: ['labResult'],

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
