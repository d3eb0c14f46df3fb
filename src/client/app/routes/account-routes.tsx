import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * Administration pages inside the user layout, relative to /admin/main: users, roles,
 * activities (spec 2.1).
 */
export const accountRoutes: RouteObject[] = [
  lazyPage('users', async () => (await import('../pages/UsersPage')).UsersPage),
  lazyPage('roles', async () => (await import('../pages/RolesPage')).RolesPage),
  lazyPage('activities', async () => (await import('../pages/ActivitiesPage')).ActivitiesPage),
];
