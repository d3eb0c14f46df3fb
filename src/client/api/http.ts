import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { failureCode, TOKEN_EXPIRED, toApiFailure } from './failure';

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
): AxiosInstance {
  const http = axios.create({ withCredentials: true, headers: { Accept: 'application/json' } });

  http.interceptors.request.use(async (config: RetryConfig) => {
    // A page opened on a reload calls at once; its token arrives with the restore.
    await session.ready?.();
    const token = session.token();
    config.sentToken = token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
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

function percentOf(event: { loaded: number; total?: number }): number {
  return Math.min(100, Math.round((event.loaded / (event.total || 1)) * 100));
}
