import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell, PublicLayout } from './AppShell';
import { LoggedOutOnly } from './guards/LoggedOutOnly';
import { RequireSession } from './guards/RequireSession';
import { AdminLayout } from './layout/AdminLayout';
import { LogoutPage } from './pages/LogoutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { printRoutes } from './print/print-routes';
import { adminPageRoutes, profileUpdateRoute } from './routes/admin-page-routes';
import { authRoutes } from './routes/auth-routes';
import { lazyPage } from './routes/lazy-page';
import { playgroundRoutes } from './routes/playground-routes';

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
          profileUpdateRoute('profile_update'),
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
            // The layout's pages (routes/admin-page-routes.tsx), which breadcrumbs link to.
            children: adminPageRoutes,
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
