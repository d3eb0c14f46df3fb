import type { EngineUser } from '../../../engine/types';
import type { Meta } from '../meta/meta';

/** The engine's view of the signed-in user: the same role and permissions the server checks. */
export function engineUserOf(meta: Meta, id?: number): EngineUser {
  return { id, role: meta.role, permissions: meta.permissions };
}
