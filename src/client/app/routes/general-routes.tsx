import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** General pages inside the user layout, relative to /admin/main: contact-us, chat, email, mytasks. */
export const generalRoutes: RouteObject[] = [
  lazyPage('contact-us', async () => (await import('../general/ContactUsPage')).ContactUsPage),
  lazyPage('chat', async () => (await import('../general/ChatPage')).ChatPage),
  lazyPage('email', async () => (await import('../general/EmailPage')).EmailPage),
  lazyPage('mytasks', async () => (await import('../general/MyTasksPage')).MyTasksPage),
];
