import type { RouteObject } from 'react-router';

/** General pages inside the user layout, relative to /admin/main: contact-us, chat, email, mytasks. */
export const generalRoutes: RouteObject[] = [];
