/**
 * Spec 2.2: where a person was going when the guard sent them to sign in. Kept per tab
 * (sessionStorage) so another tab's detour does not redirect this one.
 */
export const START_LOCATION_KEY = 'tena.startLocation';
export const DEFAULT_START = '/admin';

export function rememberStartLocation(path: string, storage: Storage | undefined = safeSession()) {
  try {
    storage?.setItem(START_LOCATION_KEY, path);
  } catch {
    // Blocked storage: after sign-in the person lands on the dashboard instead.
  }
}

/** The remembered location, or /admin. Only paths of this app count. */
export function startLocation(storage: Storage | undefined = safeSession()): string {
  try {
    const path = storage?.getItem(START_LOCATION_KEY);
    // A stored value is only ever a path of this app: never follow it off-site.
    if (path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth/')) return path;
  } catch {
    // Blocked storage: fall through to the default.
  }
  return DEFAULT_START;
}

/** Once used, the location is forgotten: a later visit to sign-in pages goes to /admin. */
export function forgetStartLocation(storage: Storage | undefined = safeSession()): void {
  try {
    storage?.removeItem(START_LOCATION_KEY);
  } catch {
    // Nothing was stored.
  }
}

function safeSession(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
