/**
 * Cancelling a lab request (the workflow's Cancel, which asks for `cancellation_reason`) is
 * refused once a result of it is entered: the laboratory has done the work and the doctor may
 * read it. 422 on `status`, naming the tests with results.
 */
import type { ModelRule } from '../types';

export const labRequestCancellation: ModelRule = {
  name: 'laboratory.request-cancellation',
  models: ['labRequest'],

  async check(ctx, change) {
    if (change.action !== 'transition' || change.after.status !== 'Cancelled') return [];
    const results = await ctx.records.find('labResult', { lab_request: change.id as number });
    if (results.length === 0) return [];
    const tests = await ctx.records.getMany('test', [
      ...new Set(results.map((r) => Number(r.test))),
    ]);
    const names = tests.map((t) => String(t.code)).join(', ');
    return [
      {
        field: 'status',
        message: `${change.after.request_number} cannot be cancelled: results are entered for ${names}`,
      },
    ];
  },
};
