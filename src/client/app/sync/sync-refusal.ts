import { SYNC_PERMISSION } from '../../../engine/format/sync';
import { SyncRefused } from '../../../machines/sync-run';
import { type ApiFailure, failureCode, failureMessage, TOKEN_EXPIRED } from '../../api/failure';

/**
 * A batch's failure as the run should take it: a refusal of who is asking (401, or 403 for a
 * missing token or a missing permission) stops the run with one line naming what is missing,
 * since every later batch would meet the same answer; anything else fails that batch alone.
 */
export function syncFailure(failure: ApiFailure): Error {
  if (!('status' in failure) || (failure.status !== 401 && failure.status !== 403))
    return new Error(failureMessage(failure));
  // The token is gone when the http layer could not refresh it: the person is signed out.
  const signedOut = failure.status === 401 || failureCode(failure.data) === TOKEN_EXPIRED;
  return new SyncRefused(
    signedOut
      ? `Sync stopped: you are not signed in. Sign in with an account that has the ${SYNC_PERMISSION} permission, then start again.`
      : `Sync stopped: your account does not have the ${SYNC_PERMISSION} permission, which every batch needs. Ask an administrator for it, then start again.`,
  );
}
