import type { RouteObject } from 'react-router';
import { accountRoutes } from './account-routes';
import { generalRoutes } from './general-routes';
import { lazyPage } from './lazy-page';
import { screenRoutes } from './screen-routes';

const profileUpdate = () =>
  import('../pages/ProfileUpdatePage').then((module) => module.ProfileUpdatePage);

/**
 * The pages inside the user layout, relative to /admin/main: the router's, and what the
 * breadcrumbs match a crumb's path against, so a crumb links only to a page that exists.
 */
export const adminPageRoutes: RouteObject[] = [
  lazyPage(undefined, async () => (await import('../pages/DashboardPage')).DashboardPage),
  lazyPage('profile_update', profileUpdate),
  ...accountRoutes,
  ...generalRoutes,
  // The cash-up has a page of its own, before the screens' catch-all.
  lazyPage('sales', async () => (await import('../sales/SalesPage')).SalesPage),
  // A lab request's result entry, opened from the worklist and the request's detail.
  lazyPage(
    'lab_results/entry/:requestId',
    async () => (await import('../lab-results/LabResultEntryPage')).LabResultEntryPage,
  ),
  ...screenRoutes,
];

/** Spec 2.1: the profile page is open to anyone, outside the layout too. */
export const profileUpdateRoute = (path: string) => lazyPage(path, profileUpdate);
