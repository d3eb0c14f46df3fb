/**
 * The bearer token widgets send with their own calls (model lookups, uploads, file previews).
 * The session layer will own this later; until then the token is read from browser storage,
 * so swapping this one file is all the switch takes.
 */
export const ACCESS_TOKEN_KEY = 'tena.accessToken';

export function accessToken(): string | undefined {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY) ?? undefined;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): call without a token.
    return undefined;
  }
}

/** `Authorization: Bearer <token>` when signed in, nothing otherwise. */
export function authHeaders(): Record<string, string> {
  const token = accessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Spec 8: a failed call carries the HTTP status and the response data. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** GET as JSON with the token and credentials; ApiError on a non-2xx answer. */
export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json', ...authHeaders() },
    credentials: 'include',
    signal,
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok)
    throw new ApiError(`GET ${url} failed (${response.status})`, response.status, data);
  return data;
}
