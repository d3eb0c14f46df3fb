import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';

/**
 * Emailed links carry their one-time token as `?token=` (server auth-service `link()`). A
 * token can be used once, so each is sent once per page load, however often the page mounts
 * (StrictMode mounts twice): later mounts share the first answer.
 */
const answers = new Map<string, Promise<LinkOutcome>>();

export interface LinkOutcome {
  ok: boolean;
  message: string;
}

export const MISSING_TOKEN =
  'This link has no token. Open the link from your email again, or ask for a new one.';

export function redeemLink(endpoint: string, token: string): Promise<LinkOutcome> {
  const key = `${endpoint} ${token}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = http.post<{ message: string }>(endpoint, { token }).then(
      ({ data }) => ({ ok: true, message: data.message }),
      (failure: ApiFailure) => ({ ok: false, message: failureMessage(failure) }),
    );
    answers.set(key, answer);
  }
  return answer;
}
