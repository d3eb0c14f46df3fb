import type { Meta } from './meta';

/**
 * The registry MetaProvider shows, for code outside React that decides by it as a navigation
 * begins (routes/page-prefetch.ts); undefined before it is in and after the session ends.
 */
let current: Meta | undefined;

export const currentMeta = (): Meta | undefined => current;

export function setCurrentMeta(meta: Meta | undefined): void {
  current = meta;
}
