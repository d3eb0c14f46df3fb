/**
 * A lab request follows its results (its `auto` moves): In Progress from its first result,
 * Completed once every ordered test has a Verified result (stamping `verified_at`), back to In
 * Progress when one is amended; `resulted_at` is stamped when every ordered test first has a
 * result entered. A request left with no result (its only one deleted) goes back to following
 * its samples. The request's row is locked first.
 */
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';
import { followSamples, testRows } from './request-samples';
import { isBlank } from './result-names';

function progress(request: RecordValues, results: readonly RecordValues[]) {
  const ordered = [...new Set(testRows(request).map((row) => Number(row.test)))];
  const of = (test: number) => results.filter((r) => Number(r.test) === test);
  return {
    any: results.length > 0,
    allEntered: ordered.length > 0 && ordered.every((test) => of(test).length > 0),
    allVerified:
      ordered.length > 0 && ordered.every((test) => of(test).some((r) => r.status === 'Verified')),
  };
}

export async function followResults(ctx: RuleContext, requestId: number): Promise<void> {
  const [request] = await ctx.records.lock('labRequest', [requestId]);
  if (!request || request.status === 'Cancelled') return;
  const results = await ctx.records.find('labResult', { lab_request: requestId });
  const { any, allEntered, allVerified } = progress(request, results);
  const status = String(request.status);
  const move = (to: string) => ctx.records.transition('labRequest', requestId, to);
  if (!any) {
    if (status === 'In Progress') {
      await move('Sample Collected');
      await followSamples(ctx, requestId);
    }
    return;
  }
  if (allEntered && isBlank(request.resulted_at))
    await ctx.records.setDerived('labRequest', requestId, { resulted_at: ctx.now.toISOString() });
  if (status === 'Requested' || status === 'Sample Collected') await move('In Progress');
  if (allVerified && status !== 'Completed') {
    await move('Completed');
    await ctx.records.setDerived('labRequest', requestId, { verified_at: ctx.now.toISOString() });
  } else if (!allVerified && status === 'Completed') await move('In Progress');
}
