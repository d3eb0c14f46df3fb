import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell, PublicLayout } from './AppShell';
import { LoggedOutOnly } from './guards/LoggedOutOnly';
import { RequireSession } from './guards/RequireSession';
import { AdminLayout } from './layout/AdminLayout';
import { LogoutPage } from './pages/LogoutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { printRoutes } from './print/print-routes';
import { accountRoutes } from './routes/account-routes';
import { authRoutes } from './routes/auth-routes';
import { generalRoutes } from './routes/general-routes';
import { lazyPage } from './routes/lazy-page';
import { playgroundRoutes } from './routes/playground-routes';
import { screenRoutes } from './routes/screen-routes';

const profileUpdate = () =>
  import('./pages/ProfileUpdatePage').then((module) => module.ProfileUpdatePage);

export const routes: RouteObject[] = [
  // Embedded in a form designer's frame: no shell, open to anyone (spec 2.1, 2.7).
  lazyPage('/preview', async () => (await import('./pages/PreviewPage')).PreviewPage, {
    errorElement: <NotFoundPage />,
  }),
  {
    path: '/',
    element: <AppShell />,
    // Any route error (a loader that throws, a render that fails) shows the 404 page.
    errorElement: <NotFoundPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'auth', element: <LoggedOutOnly />, children: authRoutes },
          // Spec 2.1: open to anyone; profile_update shows its own sign-in hint when needed.
          lazyPage('profile_update', profileUpdate),
          { path: 'logout', element: <LogoutPage /> },
          // Spec 2.1: open to anyone; the server still asks for the `Sync Database` permission.
          lazyPage('sync-db', async () => (await import('./pages/SyncPage')).SyncPage),
          ...playgroundRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'admin', element: <Navigate to="/admin/main" replace /> },
      // Spec 2.1: logout is open to anyone, under /admin/main too (no guard, no layout).
      { path: 'admin/main/logout', element: <LogoutPage /> },
      {
        path: 'admin/main',
        element: <RequireSession />,
        children: [
          // The printed invoice and receipt: no menu or header to print with them.
          ...printRoutes,
          {
            element: <AdminLayout />,
            // A page that fails renders the 404 page inside the layout, navigation kept.
            errorElement: <NotFoundPage />,
            children: [
              lazyPage(
                undefined,
                async () => (await import('./pages/DashboardPage')).DashboardPage,
              ),
              lazyPage('profile_update', profileUpdate),
              ...accountRoutes,
              ...generalRoutes,
              // The cash-up has a page of its own, before the screens' catch-all.
              lazyPage('sales', async () => (await import('./sales/SalesPage')).SalesPage),
              // A lab request's result entry, opened from the worklist and the request's detail.
              lazyPage(
                'lab_results/entry/:requestId',
                async () => (await import('./lab-results/LabResultEntryPage')).LabResultEntryPage,
              ),
              ...screenRoutes,
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
