/**
 * Collecting a sample: its patient is the request's (derived, whatever a client sends), its
 * `collected_at` the write's clock when left empty and never in the future (422), its
 * `collected_by` the writer's email; the Reject move records who rejected it. A sample a lab
 * result was entered on cannot be rejected (422 on `status`). After each write the request
 * follows its samples (request-samples.ts): to Sample Collected once every sample type its
 * tests need is collected, back to Requested when a rejection leaves one missing.
 *
 * The request's row is locked in `prepare`, before any check reads the request's samples, so
 * two collections for one request are checked one after the other (sample-type.ts).
 */
import { formatDateTime } from '../../../engine/format/dates';
import type { Problem } from '../../errors';
import { sameValue } from '../../models/record-validation';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { followSamples } from './request-samples';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const writesValues = (change: RecordChange) =>
  change.action === 'create' || change.action === 'update';

function futureProblem(ctx: RuleContext, change: RecordChange): Problem[] {
  const at = change.after.collected_at;
  if (isBlank(at) || sameValue(at, change.before?.collected_at)) return [];
  if (Date.parse(String(at)) <= ctx.now.getTime()) return [];
  return [
    {
      field: 'collected_at',
      message: `Collected At cannot be in the future (it is now ${formatDateTime(ctx.now)}): enter when the sample was taken`,
    },
  ];
}

async function rejectedWithResults(ctx: RuleContext, change: RecordChange): Promise<Problem[]> {
  if (change.action !== 'transition' || change.after.status !== 'Rejected') return [];
  const results = await ctx.records.find('labResult', { sample: change.id as number });
  if (results.length === 0) return [];
  const tests = await ctx.records.getMany('test', [...new Set(results.map((r) => Number(r.test)))]);
  return [
    {
      field: 'status',
      message: `${change.after.sample_number} cannot be rejected: results of ${tests.map((t) => t.code).join(', ')} are entered on it`,
    },
  ];
}

export const labSampleCollection: ModelRule = {
  name: 'laboratory.sample-collection',
  models: ['labSample'],

  async prepare(ctx, change) {
    const sample = change.after;
    if (change.action === 'transition' && sample.status === 'Rejected')
      sample.rejected_by = ctx.actor.email ?? null;
    if (!writesValues(change)) return;
    const [request] = await ctx.records.lock('labRequest', [Number(sample.lab_request)]);
    if (request) sample.patient = request.patient;
    if (change.action === 'create') sample.collected_by = ctx.actor.email ?? null;
    if (isBlank(sample.collected_at))
      sample.collected_at = change.before?.collected_at ?? ctx.now.toISOString();
  },

  async check(ctx, change) {
    return [
      ...(writesValues(change) ? futureProblem(ctx, change) : []),
      ...(await rejectedWithResults(ctx, change)),
    ];
  },

  async afterWrite(ctx, change) {
    const requests = new Set([Number(change.after.lab_request)]);
    if (change.before && !isBlank(change.before.lab_request))
      requests.add(Number(change.before.lab_request));
    for (const request of [...requests].sort((a, b) => a - b)) await followSamples(ctx, request);
  },
};
