/**
 * A radiology request's progress, each moment kept by the server (derived): who requested it
 * and when (its creation), its schedule (the Schedule step's time and room, not in the past),
 * who performed it and when (the Perform step: the writer's email and the write's clock), and
 * when it was reported (the auto move its result's signature makes, result-signature.ts). A
 * request naming no body part takes its test's ("Chest" for a chest X-ray).
 */
import { formatDateTime } from '../../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RuleContext } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A minute's grace: a study scheduled "now" is not refused for the seconds the form took. */
const GRACE_MS = 60_000;

/** The test's body part for a request that names none. */
async function bodyPartFromTest(ctx: RuleContext, values: RecordValues) {
  if (!isBlank(values.body_part) || isBlank(values.test)) return;
  const id = Number(values.test);
  if (!Number.isInteger(id) || id <= 0) return;
  const test = await ctx.records.get('radiologyTest', id);
  if (test && !isBlank(test.body_part)) values.body_part = test.body_part;
}

export const radiologyRequestProgress: ModelRule = {
  name: 'radiology.request-progress',
  models: ['radiologyRequest'],

  fill: bodyPartFromTest,

  async prepare(ctx, change) {
    const request = change.after;
    const at = ctx.now.toISOString();
    if (change.action === 'create') {
      request.requested_by = ctx.actor.email ?? null;
      request.requested_at = at;
    }
    if (change.action === 'create' || change.action === 'update')
      await bodyPartFromTest(ctx, request);
    if (change.action !== 'transition') return;
    if (request.status === 'Performed') {
      request.performed_by = ctx.actor.email ?? null;
      request.performed_at = at;
    } else if (request.status === 'Reported' && isBlank(request.reported_at)) {
      request.reported_at = at;
    }
  },

  check(ctx, change): Problem[] {
    const request = change.after;
    if (change.action !== 'transition' || request.status !== 'Scheduled') return [];
    const when = new Date(String(request.scheduled_at));
    if (when.getTime() >= ctx.now.getTime() - GRACE_MS) return [];
    const zone = DEFAULT_SETTINGS.timeZone;
    return [
      {
        field: 'scheduled_at',
        message: `Scheduled For is in the past (${formatDateTime(String(request.scheduled_at), zone)}): pick a time from ${formatDateTime(ctx.now.toISOString(), zone)} on`,
      },
    ];
  },
};
