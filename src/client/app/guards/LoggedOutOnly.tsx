import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../layout/PageLoader';
import { forgetStartLocation, startLocation } from './start-location';
import { useSession } from './use-session';

/**
 * Spec 2.1/2.2: sign-in, reset, device-verified and verify-email are for logged-out people;
 * someone signed in goes to the stored starting location, or /admin.
 */
export function LoggedOutOnly() {
  const { restoring, signedIn } = useSession();
  // Read during render (idempotent), forgotten after: render may run twice in StrictMode.
  useEffect(() => {
    if (signedIn) forgetStartLocation();
  }, [signedIn]);
  if (restoring) return <PageLoader label="Restoring your session" />;
  if (signedIn) return <Navigate to={startLocation()} replace />;
  return <Outlet />;
}
