import { useEffect } from 'react';
import { session } from '../../api/session';
import { ADMIN_BASE } from '../layout/Navigation';
import { PageLoader } from '../layout/PageLoader';

/** Where the browser goes after logout; a seam so tests can watch instead of reloading. */
export const afterLogout = { go: (path: string) => window.location.assign(path) };

/**
 * Spec 2.2: logout calls the server, clears the credentials, shows a spinner, goes to
 * /admin/main and reloads (the reload drops every cached page and record of that user).
 */
export function LogoutPage() {
  useEffect(() => {
    let live = true;
    session.logout().then(() => {
      if (live) afterLogout.go(ADMIN_BASE);
    });
    return () => {
      live = false;
    };
  }, []);
  return <PageLoader label="Signing out" />;
}
