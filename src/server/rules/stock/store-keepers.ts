/**
 * Who keeps a store: the roles in a warehouse's `issuing_roles` are the only ones who take stock
 * out of it (or into it, for a transfer received). Anyone else is refused with 403 naming the
 * store and its roles, even when their role may otherwise make the record.
 */
import { HttpError } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

export const issuingRolesOf = (store: RecordValues) =>
  (Array.isArray(store.issuing_roles) ? store.issuing_roles : []).map(String);

/** Throws 403 on `field` unless the writer's role keeps `store`; `step` is "issue from". */
export function requireStoreKeeper(
  ctx: RuleContext,
  store: RecordValues,
  step: string,
  field: string,
): void {
  const roles = issuingRolesOf(store);
  const role = ctx.actor.engineUser.role;
  if (roles.includes(role)) return;
  const message = `Only ${roles.join(', ') || 'no role'} may ${step} ${store.name}: you are signed in as ${role}`;
  throw new HttpError(403, 'FORBIDDEN', message, [{ field, message }]);
}
