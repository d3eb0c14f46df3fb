// The app's first script: on a load with a session to restore, it asks for the access token at
// once and, the moment the token is in, for the user's registry (/api/meta) and the GETs the
// page's address says it will read (routes/page-gets.ts: a record's detail, its lists and
// history, its extras' data), while the browser still fetches, compiles and runs the bundle.
// The built index.html runs it as a small classic script, the first thing in <head>, before
// the theme script and the bundle (vite.config.ts earlyStartPlugin): as a module script of the
// bundle's build it ran only once the page was parsed and styled, some 100 ms later. In dev it
// is main.tsx's first import. The session's restore takes the token's answer once
// (takeEarlyCredentials), MetaProvider the registry (earlyMeta) and the http layer each GET
// (prefetch-store.ts). Anything but a plain success leaves them to their usual calls. It also
// preloads the admin pages' code then (preloadAdminPages). Imports stay light: no React, axios
// or engine code reaches this script.
import type { Credentials } from '../../machines/session';
import type { Meta } from '../app/meta/meta';
import { parseModelPath } from '../app/models/model-path';
import { pageGets } from '../app/routes/page-gets';
import { earlyStart } from './early-answers';
import { hasSessionHint, META_URL, REFRESH_URL } from './start-urls';

const ADMIN_PREFIX = '/admin/main/';

async function jsonIfOk<T>(response: Response): Promise<T | null> {
  return response.ok ? ((await response.json()) as T) : null;
}

/** The registry, and the page's own reads beside it, with the new token. */
function askWithToken(user: Credentials): void {
  const early = earlyStart();
  const meta: NonNullable<typeof early.meta> = {
    userId: user.user.id,
    answer: fetch(META_URL, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${user.accessToken}` },
    })
      .then((response) => jsonIfOk<Meta>(response))
      .catch(() => null),
  };
  meta.answer.then((value) => {
    meta.value = value;
  });
  early.meta = meta;
  const path = adminPathOf(window.location.pathname);
  if (path !== undefined) early.prefetched.prefetch(pageGets(path), user.accessToken);
}

/** The path under /admin/main (no slashes around it), or undefined outside it. */
function adminPathOf(pathname: string): string | undefined {
  if (pathname === '/admin/main') return '';
  return pathname.startsWith(ADMIN_PREFIX)
    ? pathname.slice(ADMIN_PREFIX.length).replace(/\/+$/, '')
    : undefined;
}

/** What kind of admin page `path` (relative to /admin/main) is, as the build names their code. */
function pageKind(path: string): string | undefined {
  if (path === '') return undefined; // the dashboard: no more than the admin code
  const view = parseModelPath(path)?.view;
  if (view === undefined) return 'screen';
  return view === 'detail' || view === 'list' ? view : 'form';
}

/** The files a `<meta name>` list of the build (`key:/a.js /b.css;...`) names for `key`. */
function listed(name: string, key: string | undefined): string {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  if (key === undefined) return content;
  const entry = content.split(';').find((item) => item.startsWith(`${key}:`));
  return entry?.slice(`${key}:`.length) ?? '';
}

/**
 * Preloads the admin pages' code the build names in index.html (vite.config.ts
 * preloadAdminPagePlugin), what this kind of page loads besides and, on a record's page, what
 * its model's panels need (a surgical case's chart: uPlot): scripts as modules, stylesheets as
 * styles, as Vite's own loader would ask for them.
 */
function preloadAdminPages(path: string | undefined): void {
  const kind = path === undefined ? undefined : pageKind(path);
  const model = kind === 'detail' && path !== undefined ? parseModelPath(path)?.model : undefined;
  const names = [
    listed('tena-admin-chunks', undefined),
    kind === undefined ? '' : listed('tena-page-chunks', kind),
    model === undefined ? '' : listed('tena-detail-chunks', model),
  ].join(' ');
  for (const href of names.split(' ').filter(Boolean)) {
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

/** Asks for the token (then the registry and the page's data) when the cookie says there is a session. */
function startEarly(): void {
  const early = earlyStart();
  if (early.started || typeof document === 'undefined') return;
  early.started = true;
  if (!hasSessionHint(document.cookie)) return;
  const credentials = fetch(REFRESH_URL, { method: 'POST', credentials: 'same-origin' })
    .then((response) => jsonIfOk<Credentials>(response))
    .catch(() => null);
  early.credentials = credentials;
  credentials.then((signedIn) => {
    if (signedIn) askWithToken(signedIn);
  });
  // The build puts the lists just before this script; in dev there are none.
  preloadAdminPages(adminPathOf(window.location.pathname));
}

startEarly();
