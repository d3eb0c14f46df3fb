import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** For implementers writing schemas: open to anyone, like the preview they drive. */
export const playgroundRoutes: RouteObject[] = [
  lazyPage('playground', async () => (await import('../pages/PlaygroundPage')).PlaygroundPage),
  lazyPage(
    'playground/grid',
    async () => (await import('../pages/GridPlaygroundPage')).GridPlaygroundPage,
  ),
  lazyPage(
    'playground/records',
    async () => (await import('../pages/RecordsPlaygroundPage')).RecordsPlaygroundPage,
  ),
  lazyPage(
    'playground/elements',
    async () => (await import('../pages/ElementsPlaygroundPage')).ElementsPlaygroundPage,
  ),
];
