import type { RouteObject } from 'react-router';
import { LoginPage } from '../pages/LoginPage';
import { lazyPage } from './lazy-page';

/** Spec 2.1: the logged-out-only pages under /auth (rendered inside LoggedOutOnly). */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  lazyPage('reset', async () => (await import('../pages/ResetPasswordPage')).ResetPasswordPage),
  lazyPage('verify_email', async () => (await import('../pages/VerifyEmailPage')).VerifyEmailPage),
  lazyPage(
    'device_verified',
    async () => (await import('../pages/DeviceVerifiedPage')).DeviceVerifiedPage,
  ),
];
