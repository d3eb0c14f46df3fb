import { useMemo } from 'react';
import type { EngineUser } from '../../../engine/types';
import { useSession } from '../guards/use-session';
import type { Meta } from '../meta/meta';

/** The engine's view of the signed-in user: the same role and permissions the server checks. */
export function engineUserOf(meta: Meta, id?: number): EngineUser {
  return { id, role: meta.role, permissions: meta.permissions };
}

/** `engineUserOf` the session's user, kept while neither changes (the form engine compares it). */
export function useEngineUser(meta: Meta): EngineUser {
  const { user } = useSession();
  return useMemo(() => engineUserOf(meta, user?.id), [meta, user?.id]);
}
