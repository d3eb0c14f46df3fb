import { Link, useLocation } from 'react-router';
import { useMeta } from '../meta/MetaProvider';
import { adminPageRoutes } from '../routes/admin-page-routes';
import { crumbLinks } from './crumb-links';

/**
 * Spec 2.5: Home, then the path's segments without admin, main and l; a crumb links only to a
 * page that opens (crumb-links.ts), the others are plain text.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = crumbLinks(pathname, adminPageRoutes, useMeta());
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
        {crumbs.map((crumb, index) => (
          <li key={crumb.key} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.current ? (
              <span aria-current="page" className="font-medium text-slate-800 dark:text-slate-100">
                {crumb.label}
              </span>
            ) : crumb.href ? (
              <Link to={crumb.href} className="hover:text-sky-600 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
