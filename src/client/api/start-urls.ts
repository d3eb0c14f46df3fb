// The addresses the app's first script (early-start.ts) asks before the bundle has loaded: kept
// apart from session.ts (axios, XState) and meta.ts (the engine) so that script stays small.

export const REFRESH_URL = '/api/user/token/reqtoken';

/** `GET /api/meta`: the registry as the signed-in user may see it (meta.ts has its type). */
export const META_URL = '/api/meta';

export const SESSION_HINT_COOKIE = 'tena_session';

/** The server sets this readable hint beside the httpOnly refresh cookie. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
