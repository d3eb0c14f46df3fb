import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../layout/PageLoader';
import { MetaProvider } from '../meta/MetaProvider';
import { rememberStartLocation } from './start-location';
import { useSession } from './use-session';

/**
 * Spec 2.2: admin pages need both a token and a user record, otherwise /auth/login, which
 * remembers where the person was going. Pages below get the user's registry (`useMeta`).
 */
export function RequireSession() {
  const { restoring, signedIn, user } = useSession();
  const location = useLocation();
  if (restoring) return <PageLoader label="Restoring your session" />;
  if (!signedIn || !user) {
    rememberStartLocation(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/auth/login" replace />;
  }
  return (
    <MetaProvider userId={user.id}>
      <Outlet />
    </MetaProvider>
  );
}
