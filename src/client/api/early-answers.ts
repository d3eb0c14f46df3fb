// What the app's first script (early-start.ts) leaves for the bundle: the session's token
// request, the user's registry request and the page's GETs (prefetch-store.ts). The script is
// built on its own (a classic script, vite.config.ts earlyStartPlugin), so the two share one
// object on `window`, created by whichever runs first. Type-only imports keep the script small.
import type { Credentials } from '../../machines/session';
import type { Meta } from '../app/meta/meta';
import { createPrefetchStore, fetchJson, type PrefetchStore } from './prefetch-store';

export interface EarlyMeta {
  userId: number;
  answer: Promise<Meta | null>;
  /** Set once the answer is in, so the first render can have it without waiting. */
  value?: Meta | null;
}

interface EarlyStart {
  /** The script has run (main.tsx imports it in dev; the build runs it before the bundle). */
  started: boolean;
  credentials?: Promise<Credentials | null>;
  meta?: EarlyMeta;
  /** GETs asked ahead of the page that reads them, taken once by the http layer. */
  prefetched: PrefetchStore;
}

/** The one shared object. */
export function earlyStart(): EarlyStart {
  const host = globalThis as { __tenaEarly?: EarlyStart };
  host.__tenaEarly ??= { started: false, prefetched: createPrefetchStore(fetchJson) };
  return host.__tenaEarly;
}

/**
 * The early token request's answer (null: no session), once; undefined when none was made or it
 * was taken already, and the session asks itself.
 */
export function takeEarlyCredentials(): Promise<Credentials | null> | undefined {
  const early = earlyStart();
  const taken = early.credentials;
  early.credentials = undefined;
  return taken;
}

/** The early registry request of `userId`, with its answer once in; undefined when none. */
export function earlyMeta(userId: number): EarlyMeta | undefined {
  const { meta } = earlyStart();
  return meta?.userId === userId ? meta : undefined;
}

/** The session restored at start has ended: a later sign-in's registry is asked anew. */
export function forgetEarlyMeta(): void {
  earlyStart().meta = undefined;
}

/** GETs asked ahead of their page (the http layer serves and forgets them). */
export const prefetchedGets = (): PrefetchStore => earlyStart().prefetched;

/**
 * The body of a GET asked ahead whose success is in already, so a page's first render shows it
 * without a round through the http layer and a render more; undefined otherwise (the page's
 * GET then takes the answer when it comes, or asks itself). Left in place for a render React
 * throws away and starts again: the kept render's effect takes it (prefetchedShown).
 */
export function prefetchedData<T>(url: string): T | undefined {
  return earlyStart().prefetched.peekAnswered(url)?.data as T | undefined;
}

/** A kept render showed the answer of `url` (prefetchedData): served once, it is forgotten. */
export function prefetchedShown(url: string): void {
  earlyStart().prefetched.take(url);
}
