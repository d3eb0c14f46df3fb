/**
 * A sample is of a type its request's tests need (422 on `sample_type` naming what they need:
 * "LAB-2026-000001 needs Whole blood (EDTA) for CBC and Serum for ELEC"), and a request holds
 * one Collected sample of each type: a second is refused with 409 SAMPLE_ALREADY_COLLECTED
 * naming the sample it would duplicate; rejecting that one (with its reason) asks for the new
 * one. Checked when a sample is made, moved to another request or type, or restored; the
 * request's row is already locked (sample-collection.ts's prepare, or the restore's own check
 * here), so of two collections at once the second sees the first.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { collectedSamples, describeNeeds, neededSampleTypes } from './request-samples';

function placesSample(change: RecordChange): boolean {
  if (change.after.status !== 'Collected') return false;
  if (change.action === 'create' || change.action === 'restore') return true;
  if (change.action !== 'update') return false;
  const before = change.before ?? {};
  return (
    Number(before.lab_request) !== Number(change.after.lab_request) ||
    Number(before.sample_type) !== Number(change.after.sample_type)
  );
}

async function typeName(ctx: RuleContext, id: number) {
  const type = await ctx.records.get('laboratorySampleType', id);
  return type ? String(type.name) : `sample type #${id}`;
}

async function sampleProblem(
  ctx: RuleContext,
  change: RecordChange,
  request: RecordValues,
): Promise<Problem | undefined> {
  const type = Number(change.after.sample_type);
  if (!neededSampleTypes(request).has(type))
    return {
      field: 'sample_type',
      message: `${await typeName(ctx, type)} is not a sample ${request.request_number} needs: it needs ${await describeNeeds(ctx, request)}`,
    };
  const [other] = (await collectedSamples(ctx, Number(request.id))).filter(
    (s) => Number(s.sample_type) === type && Number(s.id) !== change.id,
  );
  if (!other) return undefined;
  return {
    field: 'sample_type',
    conflict: 'SAMPLE_ALREADY_COLLECTED',
    message: `${request.request_number} already has a ${await typeName(ctx, type)} sample collected: ${other.sample_number}. Reject that sample (with its reason) to collect a new one`,
  };
}

export const labSampleType: ModelRule = {
  name: 'laboratory.sample-type',
  models: ['labSample'],

  async check(ctx, change) {
    if (!placesSample(change)) return [];
    const [request] = await ctx.records.lock('labRequest', [Number(change.after.lab_request)]);
    if (!request) return [];
    const problem = await sampleProblem(ctx, change, request);
    return problem ? [problem] : [];
  },
};
