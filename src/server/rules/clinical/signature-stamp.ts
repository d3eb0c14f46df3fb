/**
 * A record that is signed (a ward note, a step of the WHO checklist) names who signed it and
 * when: the move to its signed state stamps `signed_by` (the writer's email) and `signed_at`
 * (the write's clock), both derived, so no one types them.
 */
import type { RecordChange, RuleContext } from '../types';

export function stampSignature(ctx: RuleContext, change: RecordChange, signedState = 'Signed') {
  if (change.action !== 'transition' || change.after.status !== signedState) return;
  change.after.signed_by = ctx.actor.email ?? null;
  change.after.signed_at = ctx.now.toISOString();
}
