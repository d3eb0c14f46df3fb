import type { RouteObject } from 'react-router';

/** Nothing to show while a lazy page's code arrives on first load (it takes a moment). */
function LazyPageFallback() {
  return null;
}

/**
 * A route whose page is its own chunk (code-split by route): `load` imports the module and
 * picks the component.
 */
export function lazyPage(
  path: string | undefined,
  load: () => Promise<React.ComponentType>,
  extra: Omit<RouteObject, 'path' | 'lazy' | 'index' | 'children'> = {},
): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    HydrateFallback: LazyPageFallback,
    lazy: async () => ({ Component: await load() }),
    ...extra,
  } as RouteObject;
}
