import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { prefetchPageData } from './page-prefetch';

/**
 * Screens from `screens/` and generic model pages, relative to /admin/main: known only from
 * the user's registry, so one catch-all route resolves them (after the named pages). Its code
 * (grid, form engine) loads with the first such page; its loader asks for a page's data as the
 * navigation begins (page-prefetch.ts).
 */
export const screenRoutes: RouteObject[] = [
  lazyPage('*', async () => (await import('../screens/AdminPathPage')).AdminPathPage, {
    loader: prefetchPageData,
  }),
];
