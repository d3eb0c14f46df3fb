import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    // Any route error (a loader that throws, a render that fails) shows the 404 page.
    errorElement: <NotFoundPage />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'auth/login', element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
