import { useEffect, useId, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useSession } from '../guards/use-session';
import { ThemeToggle } from '../ThemeToggle';
import { Breadcrumbs } from './Breadcrumbs';
import { adminPath, Navigation } from './Navigation';

/** The user layout (spec 2.1): navigation, a header with breadcrumbs and the user, the page. */
export function AdminLayout() {
  const { user } = useSession();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  // The drawer (small screens) closes with Escape, as a dialog would.
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setNavOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);
  return (
    <div className="flex min-h-screen">
      <Navigation id={navId} open={navOpen} onClose={() => setNavOpen(false)} />
      {navOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/40 lg:hidden"
          onClick={() => setNavOpen(false)}
        />
      )}
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white/90 px-4 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
          <button
            type="button"
            aria-controls={navId}
            aria-expanded={navOpen}
            onClick={() => setNavOpen(!navOpen)}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm lg:hidden dark:border-slate-700"
          >
            Menu
          </button>
          <div className="min-w-0 flex-1">
            <Breadcrumbs />
          </div>
          <span className="hidden text-sm text-slate-600 sm:inline dark:text-slate-300">
            {user ? `${user.first_name} ${user.last_name}` : ''}
            {user?.role ? <span className="text-slate-400"> · {user.role}</span> : null}
          </span>
          <Link
            to={adminPath('profile_update')}
            className="text-sm text-sky-700 hover:underline dark:text-sky-400"
          >
            Profile
          </Link>
          <Link
            to={adminPath('logout')}
            className="text-sm text-sky-700 hover:underline dark:text-sky-400"
          >
            Sign out
          </Link>
          <ThemeToggle />
        </header>
        <main className="p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
