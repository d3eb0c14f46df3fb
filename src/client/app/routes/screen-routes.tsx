import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * Screens from `screens/` and generic model pages, relative to /admin/main: known only from
 * the user's registry, so one catch-all route resolves them (after the named pages). Its code
 * (grid, form engine) loads with the first such page.
 */
export const screenRoutes: RouteObject[] = [
  lazyPage('*', async () => (await import('../screens/AdminPathPage')).AdminPathPage),
];
