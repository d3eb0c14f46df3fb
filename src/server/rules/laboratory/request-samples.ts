/**
 * What a lab request needs collected and whether it has it: each of its tests names the sample
 * type it is run on (fetched from the catalogue when the test is picked), and a request has its
 * samples when every one of those types has a Collected sample. The request follows (its `auto`
 * moves): Requested -> Sample Collected once the last one is collected, stamping the request's
 * `collected_at` the first time with that sample's collection time; back to Requested when a
 * rejected sample (or a test added since) leaves a type without one, so the worklist asks for a
 * new sample. A request already In Progress, Completed or Cancelled keeps its state.
 */
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The rows of a request's `tests` table. */
export const testRows = (request: RecordValues): RecordValues[] =>
  Array.isArray(request.tests) ? (request.tests as RecordValues[]) : [];

/** Sample type id -> the ids of the request's tests run on it. */
export function neededSampleTypes(request: RecordValues): Map<number, number[]> {
  const needed = new Map<number, number[]>();
  for (const row of testRows(request)) {
    if (isBlank(row.sample_type) || isBlank(row.test)) continue;
    const type = Number(row.sample_type);
    needed.set(type, [...(needed.get(type) ?? []), Number(row.test)]);
  }
  return needed;
}

/** "Whole blood (EDTA) for CBC, BF and Serum for ELEC": what the request needs, in words. */
export async function describeNeeds(ctx: RuleContext, request: RecordValues): Promise<string> {
  const needed = neededSampleTypes(request);
  const [types, tests] = await Promise.all([
    ctx.records.getMany('laboratorySampleType', [...needed.keys()]),
    ctx.records.getMany('test', [...new Set([...needed.values()].flat())]),
  ]);
  const typeName = new Map(types.map((t) => [Number(t.id), String(t.name)]));
  const testCode = new Map(tests.map((t) => [Number(t.id), String(t.code)]));
  const parts = [...needed].map(
    ([type, ids]) =>
      `${typeName.get(type) ?? `sample type #${type}`} for ${ids.map((id) => testCode.get(id) ?? `test #${id}`).join(', ')}`,
  );
  return parts.length === 0 ? 'no sample' : parts.join(' and ');
}

/** The request's Collected samples (not rejected, not deleted). */
export const collectedSamples = (ctx: RuleContext, request: number) =>
  ctx.records.find('labSample', { lab_request: request, status: 'Collected' });

/**
 * Moves the request to Sample Collected or back to Requested as its samples now stand. The
 * request's row is locked first: two samples of one request written at once are counted one
 * after the other, so the second always sees the first.
 */
export async function followSamples(ctx: RuleContext, requestId: number): Promise<void> {
  const [request] = await ctx.records.lock('labRequest', [requestId]);
  if (!request) return;
  const needed = neededSampleTypes(request);
  const samples = await collectedSamples(ctx, requestId);
  const kept = samples.filter((s) => needed.has(Number(s.sample_type)));
  const complete =
    needed.size > 0 &&
    [...needed.keys()].every((t) => kept.some((s) => Number(s.sample_type) === t));
  if (complete && request.status === 'Requested') {
    await ctx.records.transition('labRequest', requestId, 'Sample Collected');
    if (isBlank(request.collected_at)) {
      const last = Math.max(...kept.map((s) => Date.parse(String(s.collected_at ?? ctx.now))));
      const collectedAt = new Date(Number.isNaN(last) ? ctx.now : last).toISOString();
      await ctx.records.setDerived('labRequest', requestId, { collected_at: collectedAt });
    }
  } else if (!complete && request.status === 'Sample Collected') {
    await ctx.records.transition('labRequest', requestId, 'Requested');
  }
}
