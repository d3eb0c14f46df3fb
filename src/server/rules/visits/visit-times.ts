/**
 * The times of a visit's queue, from its moves: `called_at` when the doctor calls it in (In
 * Consultation, again on a recall), `ended_at` when it leaves the queue for good (Completed,
 * Admitted, Referred, Left Without Being Seen). Both carry the write's clock reading.
 */
import type { ModelRule } from '../types';

/** The states a visit ends in: it is off the queue and the waiting screens. */
export const ENDED_STATES: ReadonlySet<string> = new Set([
  'Completed',
  'Admitted',
  'Referred',
  'Left Without Being Seen',
]);

export const visitTimes: ModelRule = {
  name: 'visits.times',
  models: ['visit'],

  prepare(ctx, change) {
    if (change.action !== 'transition') return;
    const status = String(change.after.status);
    if (status === 'In Consultation') change.after.called_at = ctx.now.toISOString();
    if (ENDED_STATES.has(status)) change.after.ended_at = ctx.now.toISOString();
  },
};
