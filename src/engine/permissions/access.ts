import type { EngineUser } from '../types';

export const PUBLIC_ACCESS = 'Public Access';

/** The user holds the permission: listed on them, or it is their role's own name. */
export function holds(user: EngineUser, permission: string): boolean {
  return (
    permission === PUBLIC_ACCESS ||
    user.role === permission ||
    user.permissions.includes(permission)
  );
}

/**
 * Spec 5.1 and 6.4: with permissions listed, the user must hold at least one; with roles
 * listed, the user's role must be one of them. Nothing listed means no restriction.
 */
export function passesAccess(
  item: { permissions?: string[]; roles?: string[] },
  user: EngineUser,
): boolean {
  if (item.permissions && item.permissions.length > 0) {
    if (!item.permissions.some((permission) => holds(user, permission))) return false;
  }
  if (item.roles && item.roles.length > 0 && !item.roles.includes(user.role)) return false;
  return true;
}
