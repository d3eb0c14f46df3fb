import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { failureCode, TOKEN_EXPIRED, toApiFailure } from './failure';
import type { PrefetchStore } from './prefetch-store';

/** What the instance needs from the session, so it can be tested without one. */
export interface HttpSession {
  /** The current access token, if signed in. */
  token(): string | null;
  /** A new access token, or null when the refresh failed (the session is then logged out). */
  refresh(): Promise<string | null>;
  /** Settles once no restore or refresh is under way, so a call goes out with the token. */
  ready?(): Promise<unknown>;
}

export interface Progress {
  direction: 'upload' | 'download';
  /** 0 to 100. */
  percent: number;
}

interface RetryConfig extends InternalAxiosRequestConfig {
  /** The token this request went out with, and whether it was already retried once. */
  sentToken?: string | null;
  retried?: boolean;
}

/** Calls that must never trigger a refresh: they are the session's own. */
const SESSION_CALLS = ['/api/auth/', '/api/user/token/', '/api/user/logout'];

/**
 * The one axios instance every call goes through (spec 7, 4): the bearer token and
 * credentials on each request; a 403 TOKEN_EXPIRED asks for a new access token once
 * (concurrent failures share that one refresh: the session machine ignores REFRESH while
 * refreshing) and retries the call with it; a failed refresh means logged out. Failures reject with `{status, data}`
 * or `{message}` (spec 8). Upload and download progress go to `onProgress`.
 */
export function createHttp(
  session: HttpSession,
  onProgress?: (progress: Progress) => void,
  prefetched?: Pick<PrefetchStore, 'take' | 'forget'>,
): AxiosInstance {
  const http = axios.create({ withCredentials: true, headers: { Accept: 'application/json' } });

  http.interceptors.request.use(async (config: RetryConfig) => {
    // A page opened on a reload calls at once; its token arrives with the restore.
    await session.ready?.();
    const token = session.token();
    config.sentToken = token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (prefetched) servePrefetched(config, prefetched);
    if (onProgress) {
      config.onUploadProgress ??= (event) => {
        if (event.total) onProgress({ direction: 'upload', percent: percentOf(event) });
      };
      config.onDownloadProgress ??= (event) => {
        if (event.total) onProgress({ direction: 'download', percent: percentOf(event) });
      };
    }
    return config;
  });

  // Again once a write is answered: a GET asked ahead while it was on its way may predate it.
  if (prefetched)
    http.interceptors.response.use((response) => {
      if ((response.config.method ?? 'get').toLowerCase() !== 'get') prefetched.forget();
      return response;
    });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    const config = axios.isAxiosError(error)
      ? (error.config as RetryConfig | undefined)
      : undefined;
    const response = axios.isAxiosError(error) ? error.response : undefined;
    // Only a token the server no longer takes is worth a refresh; a refusal by permission
    // (FORBIDDEN) would come back the same with a new token, at the cost of a rotation.
    if (
      response?.status === 403 &&
      failureCode(response.data) === TOKEN_EXPIRED &&
      config &&
      !config.retried &&
      !SESSION_CALLS.some((path) => config.url?.includes(path))
    ) {
      config.retried = true;
      // Another call may have refreshed already while this one was on its way.
      const current = session.token();
      const token = current && current !== config.sentToken ? current : await session.refresh();
      if (token) return http.request(config);
    }
    throw toApiFailure(error);
  });

  return http;
}

/**
 * A plain GET (no query parameters) of an address asked ahead (prefetch-store.ts) gets that
 * answer when it succeeded, once, instead of going out (else it goes out as usual); any other
 * method forgets every answer asked ahead, so nothing read before a write is shown after it.
 */
function servePrefetched(
  config: InternalAxiosRequestConfig,
  prefetched: Pick<PrefetchStore, 'take' | 'forget'>,
): void {
  if ((config.method ?? 'get').toLowerCase() !== 'get') {
    prefetched.forget();
    return;
  }
  const taken = config.url && !config.params ? prefetched.take(config.url) : undefined;
  if (!taken) return;
  const network = axios.getAdapter(config.adapter);
  config.adapter = (sent) =>
    taken.then((answer) =>
      answer?.ok
        ? {
            data: answer.data,
            status: answer.status,
            statusText: 'OK',
            headers: new AxiosHeaders({ 'content-type': 'application/json' }),
            config: sent,
          }
        : network(sent),
    );
}

function percentOf(event: { loaded: number; total?: number }): number {
  return Math.min(100, Math.round((event.loaded / (event.total || 1)) * 100));
}
