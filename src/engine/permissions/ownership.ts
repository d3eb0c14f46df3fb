import type { EngineUser, ModelSchema } from '../types';
import { holds } from './access';

/** Who is asking, as far as record ownership goes. */
export interface Owner {
  id?: number | string | null;
  email?: string | null;
  user: EngineUser;
}

/**
 * The value a record's owner field must hold for this person to see it, or undefined when the
 * model has no owner rule or the person may see everyone's (`seeAll`). A person with neither
 * an email nor an id owns nothing: null.
 */
export function ownerFilter(
  schema: Pick<ModelSchema, 'owner'>,
  who: Owner,
): { field: string; value: string | number | null } | undefined {
  const owner = schema.owner;
  if (!owner) return undefined;
  if (owner.seeAll?.some((permission) => holds(who.user, permission))) return undefined;
  const value =
    owner.by === 'id'
      ? (who.id ?? null)
      : typeof who.email === 'string' && who.email.trim() !== ''
        ? who.email.trim().toLowerCase()
        : null;
  return { field: owner.field, value };
}

/** May this person see and change this record under the model's owner rule? */
export function ownsRecord(
  schema: Pick<ModelSchema, 'owner'>,
  record: Record<string, unknown>,
  who: Owner,
): boolean {
  const filter = ownerFilter(schema, who);
  if (!filter) return true;
  if (filter.value === null) return false;
  const stored = record[filter.field];
  return typeof filter.value === 'number' || schema.owner?.by === 'id'
    ? String(stored) === String(filter.value)
    : typeof stored === 'string' && stored.trim().toLowerCase() === filter.value;
}
