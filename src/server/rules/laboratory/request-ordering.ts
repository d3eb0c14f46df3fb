/**
 * Who ordered a lab request and when it is due: `ordered_by` is the writer's email and
 * `ordered_at` the write's clock reading, set once when the request is made; `due_at` is
 * ordered_at plus the longest turnaround target of its tests (each row's `turnaround_minutes`,
 * copied from the catalogue when the test was picked), worked out again whenever its tests
 * change. The worklist highlights a request still open past its due time.
 */
import type { ModelRule } from '../types';
import { testRows } from './request-samples';

const MINUTE = 60_000;

export const labRequestOrdering: ModelRule = {
  name: 'laboratory.request-ordering',
  models: ['labRequest'],

  prepare(ctx, change) {
    if (change.action !== 'create' && change.action !== 'update') return;
    const request = change.after;
    if (change.action === 'create') {
      request.ordered_by = ctx.actor.email ?? null;
      request.ordered_at = ctx.now.toISOString();
    }
    const rows = testRows(request);
    if (rows.length === 0 || !request.ordered_at) return;
    const longest = Math.max(...rows.map((row) => Number(row.turnaround_minutes) || 0));
    const ordered = Date.parse(String(request.ordered_at));
    request.due_at = new Date(ordered + longest * MINUTE).toISOString();
  },
};
