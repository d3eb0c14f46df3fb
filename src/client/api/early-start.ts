// The app's first script: on a load with a session to restore, it asks for the access token at
// once and, the moment the token is in, for the user's registry (/api/meta), while the browser
// still fetches, compiles and runs the bundle. The built index.html runs it as a small async
// script ahead of the bundle (vite.config.ts earlyStartPlugin); in dev it is main.tsx's first
// import. Before it, the token waited for the whole bundle to run and the registry for React's
// first render under the session (a waterfall of some 600 ms on a loaded two-core machine).
// The session's restore takes the token's answer once (takeEarlyCredentials); MetaProvider takes
// the registry (earlyMeta) until that session ends. Anything but a plain success leaves them to
// their usual calls. It also preloads the admin pages' code then (preloadAdminPages).
import type { Credentials } from '../../machines/session';
import type { Meta } from '../app/meta/meta';
import { hasSessionHint, META_URL, REFRESH_URL } from './start-urls';

export interface EarlyMeta {
  userId: number;
  answer: Promise<Meta | null>;
  /** Set once the answer is in, so the first render can have it without waiting. */
  value?: Meta | null;
}

let credentials: Promise<Credentials | null> | undefined;
let meta: EarlyMeta | undefined;

async function jsonIfOk<T>(response: Response): Promise<T | null> {
  return response.ok ? ((await response.json()) as T) : null;
}

function askRegistry(user: Credentials): EarlyMeta {
  const early: EarlyMeta = {
    userId: user.user.id,
    answer: fetch(META_URL, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${user.accessToken}` },
    })
      .then((response) => jsonIfOk<Meta>(response))
      .catch(() => null),
  };
  early.answer.then((value) => {
    early.value = value;
  });
  return early;
}

/**
 * Preloads the admin pages' code the build names in index.html (vite.config.ts
 * preloadAdminPagePlugin): scripts as modules, stylesheets as styles, as Vite's own loader would
 * ask for them.
 */
function preloadAdminPages(): void {
  const names = document.querySelector<HTMLMetaElement>('meta[name="tena-admin-chunks"]')?.content;
  for (const href of names?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Asks for the token (and then the registry) when the cookie says there is a session. */
function startEarly(): void {
  if (typeof document === 'undefined' || !hasSessionHint(document.cookie)) return;
  credentials = fetch(REFRESH_URL, { method: 'POST', credentials: 'same-origin' })
    .then((response) => jsonIfOk<Credentials>(response))
    .catch(() => null);
  credentials.then((signedIn) => {
    if (signedIn) meta = askRegistry(signedIn);
  });
  preloadAdminPages();
}

/**
 * The early token request's answer (null: no session), once; undefined when none was made or it
 * was taken already, and the session asks itself.
 */
export function takeEarlyCredentials(): Promise<Credentials | null> | undefined {
  const taken = credentials;
  credentials = undefined;
  return taken;
}

/** The early registry request of `userId`, with its answer once in; undefined when none. */
export function earlyMeta(userId: number): EarlyMeta | undefined {
  return meta?.userId === userId ? meta : undefined;
}

/** The session restored at start has ended: a later sign-in's registry is asked anew. */
export function forgetEarlyMeta(): void {
  meta = undefined;
}

startEarly();
