import { http } from '../api/session';

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

/**
 * GET as JSON through the app's one axios instance (token, credentials, one refresh on 403);
 * ApiError on a failed answer.
 */
export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  try {
    return (await http.get(url, { signal })).data;
  } catch (failure) {
    const problem = failure as { status?: number; data?: unknown; message?: string };
    if (problem.status !== undefined)
      throw new ApiError(`GET ${url} failed (${problem.status})`, problem.status, problem.data);
    // Cancelled calls stay recognisable as aborts.
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    throw new ApiError(problem.message ?? `GET ${url} failed`, 0, undefined);
  }
}
