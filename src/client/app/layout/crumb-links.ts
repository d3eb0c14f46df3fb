/**
 * Where each breadcrumb leads (spec 2.5): Home to the dashboard, every other crumb to its path
 * only when that path opens a page this user may see. The path's segments are not all pages:
 * `patient/l/detail` and `lab_results/entry` are not, so "Detail" and "Entry" are plain text
 * rather than links to the 404 page. The last crumb is the page itself (no link).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { breadcrumbs } from '../../../engine/format/breadcrumbs';
import type { Meta } from '../meta/meta';
import { catchAllOpens } from '../screens/admin-path';

const ADMIN = '/admin/main';

export interface CrumbLink {
  label: string;
  /** The page's own key (unique along the path). */
  key: string;
  /** Where the crumb links; undefined for a segment that is no page, and for the last. */
  href?: string;
  current: boolean;
}

/**
 * Does `relative` (a path under /admin/main) open a page? A named route of the layout does;
 * the screens' catch-all (path `*`) only for what it shows (admin-path.ts).
 */
export function opensPage(routes: RouteObject[], meta: Meta, relative: string): boolean {
  const matches = matchRoutes(routes, `/${relative}`);
  const route = matches?.at(-1)?.route;
  if (!route) return false;
  return route.path === '*' ? catchAllOpens(meta, relative) : true;
}

/** The crumbs of `pathname`, each with its link when it has a page. */
export function crumbLinks(pathname: string, routes: RouteObject[], meta: Meta): CrumbLink[] {
  const crumbs = breadcrumbs(pathname);
  return crumbs.map((crumb, index) => {
    const current = index === crumbs.length - 1;
    const link = { label: crumb.label, key: crumb.path, current };
    if (current) return link;
    // Home leads to the dashboard: `/` would only bounce a signed-in person through sign-in.
    if (crumb.path === '/') return { ...link, href: ADMIN };
    const relative = crumb.path.startsWith(`${ADMIN}/`) ? crumb.path.slice(ADMIN.length + 1) : '';
    return relative && opensPage(routes, meta, relative) ? { ...link, href: crumb.path } : link;
  });
}
