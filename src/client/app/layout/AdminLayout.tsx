import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useSession } from '../guards/use-session';
import { Notifications } from '../notifications/Notifications';
import { ThemeToggle } from '../ThemeToggle';
import { Breadcrumbs } from './Breadcrumbs';
import { adminPath, Navigation } from './Navigation';

/** The user layout (spec 2.1): navigation, a header with breadcrumbs and the user, the page. */
export function AdminLayout() {
  const { user } = useSession();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const mainId = useId();
  const main = useRef<HTMLElement>(null);
  // The first Tab stop: past the menu and the header to the page itself (WCAG 2.4.1). Focus
  // moves from script, as a same-page link would, without adding #main to the address.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
    main.current?.scrollIntoView();
  };
  // The drawer (small screens) closes with Escape, as a dialog would.
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setNavOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);
  return (
    <div className="flex min-h-screen">
      <a
        href={`#${mainId}`}
        onClick={skipToMain}
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-sky-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] dark:bg-slate-900 dark:text-sky-300"
      >
        Skip to main content
      </a>
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
            {user?.role ? (
              <span className="text-slate-500 dark:text-slate-400"> · {user.role}</span>
            ) : null}
          </span>
          <Notifications />
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
        {/* Focused by the skip link only (tabIndex -1: no Tab stop of its own, no ring). */}
        <main id={mainId} ref={main} tabIndex={-1} className="p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
