import type { EngineUser } from '../types';
import { holds } from './access';

export type EntityAction = 'view' | 'detail' | 'add' | 'edit' | 'delete';
export type EntityPermissionLists = Partial<Record<EntityAction, string[]>>;
export type PermissionMatrix = Record<string, EntityPermissionLists>;

/**
 * Spec 6: may this user do this action on this entity? The entity's list for the action must
 * contain 'Public Access' or a permission the user holds. An unknown entity or action: no.
 */
export function can(
  user: EngineUser | undefined,
  matrix: PermissionMatrix,
  entity: string,
  action: EntityAction,
): boolean {
  const list = Object.hasOwn(matrix, entity) ? matrix[entity]?.[action] : undefined;
  if (!list || list.length === 0) return false;
  if (!user) return list.includes('Public Access');
  return list.some((permission) => holds(user, permission));
}
