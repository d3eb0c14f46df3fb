import { isAxiosError } from 'axios';

/**
 * Spec 8: a failed call yields the HTTP status and the response data, or the error's message
 * when there was no response at all (offline, server down, cancelled).
 */
export type ApiFailure = { status: number; data: unknown } | { message: string };

/**
 * The server's code for a missing, expired or invalid access token (403, spec 4), as against
 * FORBIDDEN, a refusal by permission that a new token would not change.
 */
export const TOKEN_EXPIRED = 'TOKEN_EXPIRED';

/** The error code a failed call's body carries, if any (`{status, code, message}`). */
export function failureCode(data: unknown): string | undefined {
  const code = (data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * What a failed call means, from what it threw: `http` already rejects with an ApiFailure (its
 * interceptor's), which is kept as it is so the server's status and body are not lost.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (isApiFailure(error)) return error;
  if (isAxiosError(error) && error.response) {
    return { status: error.response.status, data: error.response.data };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** A line to show a person: the server's own message when it sent one. */
export function failureMessage(failure: ApiFailure): string {
  if ('message' in failure) return failure.message;
  const data = failure.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : `Request failed (${failure.status})`;
}

function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null || value instanceof Error) return false;
  const candidate = value as { status?: unknown; message?: unknown };
  return (
    (typeof candidate.status === 'number' && 'data' in candidate) ||
    (typeof candidate.message === 'string' && Object.keys(candidate).length === 1)
  );
}
