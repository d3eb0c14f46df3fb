import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';

/** Nothing to show while a lazy page's code arrives on first load (it takes a moment). */
function LazyPageFallback() {
  return null;
}

export const routes: RouteObject[] = [
  {
    // Embedded in a form designer's frame: no shell, open to anyone (spec 2.1, 2.7).
    path: '/preview',
    lazy: async () => ({ Component: (await import('./pages/PreviewPage')).PreviewPage }),
    HydrateFallback: LazyPageFallback,
    errorElement: <NotFoundPage />,
  },
  {
    path: '/',
    element: <AppShell />,
    // Any route error (a loader that throws, a render that fails) shows the 404 page.
    errorElement: <NotFoundPage />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'auth/login', element: <LoginPage /> },
      {
        // For implementers writing schemas: open to anyone, like the preview it drives.
        path: 'playground',
        HydrateFallback: LazyPageFallback,
        lazy: async () => ({ Component: (await import('./pages/PlaygroundPage')).PlaygroundPage }),
      },
      {
        path: 'playground/grid',
        HydrateFallback: LazyPageFallback,
        lazy: async () => ({
          Component: (await import('./pages/GridPlaygroundPage')).GridPlaygroundPage,
        }),
      },
      {
        path: 'playground/records',
        HydrateFallback: LazyPageFallback,
        lazy: async () => ({
          Component: (await import('./pages/RecordsPlaygroundPage')).RecordsPlaygroundPage,
        }),
      },
      {
        // Spec 2.1: open to anyone; the server still asks for the `Sync Database` permission.
        path: 'sync-db',
        HydrateFallback: LazyPageFallback,
        lazy: async () => ({ Component: (await import('./pages/SyncPage')).SyncPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
