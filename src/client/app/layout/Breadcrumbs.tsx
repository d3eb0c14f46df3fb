import { Link, useLocation } from 'react-router';
import { breadcrumbs } from '../../../engine/format/breadcrumbs';

/** Spec 2.5: Home, then the path's segments without admin, main and l. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname);
  // Home leads to the dashboard: `/` would only bounce a signed-in person through sign-in.
  const hrefOf = (path: string) => (path === '/' ? '/admin/main' : path);
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span
                  aria-current="page"
                  className="font-medium text-slate-800 dark:text-slate-100"
                >
                  {crumb.label}
                </span>
              ) : (
                <Link to={hrefOf(crumb.path)} className="hover:text-sky-600 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
