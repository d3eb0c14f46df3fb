import { useSelector } from '@xstate/react';
import type { SessionUser } from '../../../machines/session';
import { session } from '../../api/session';

export interface SessionView {
  /** The start-up restore (token/reqtoken with the cookie) is still under way. */
  restoring: boolean;
  /** Spec 2.2: both a token and a user record. */
  signedIn: boolean;
  user: SessionUser | null;
}

/** The session as pages see it; re-renders only when one of these three changes. */
export function useSession(): SessionView {
  const restoring = useSelector(session.actor, (s) => s.matches('restoring'));
  const user = useSelector(session.actor, (s) => s.context.user);
  const hasToken = useSelector(session.actor, (s) => s.context.accessToken !== null);
  return { restoring, signedIn: hasToken && user !== null, user };
}
