import axios from 'axios';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Credentials, sessionMachine } from '../../machines/session';
import { reportProgress, shared } from '../state/shared';
import { forgetEarlyMeta, prefetchedGets, takeEarlyCredentials } from './early-answers';
import { createHttp } from './http';
import { hasSessionHint, REFRESH_URL } from './start-urls';

export const LOGOUT_URL = '/api/user/logout';

/** The refresh call (spec 7) answers 401 when the cookie is gone, expired or reused. */
async function requestToken(): Promise<Credentials> {
  const { data } = await axios.post<Credentials>(REFRESH_URL, undefined, { withCredentials: true });
  return data;
}

/** The machine's calls against the server. */
export const serverSessionCalls = {
  restore: fromPromise<Credentials | null>(async () => {
    // Asked already as the bundle began to run (early-start.ts): its answer, once.
    const early = takeEarlyCredentials();
    if (early) return early;
    // The server sets this readable hint beside the httpOnly refresh cookie: without it there
    // is no session to restore, and asking would only log a 401.
    if (!hasSessionHint(document.cookie)) return null;
    try {
      return await requestToken();
    } catch {
      // No session to restore: the person signs in.
      return null;
    }
  }),
  refresh: fromPromise<Credentials>(requestToken),
  logout: fromPromise<void, { accessToken: string | null }>(async ({ input }) => {
    await axios.delete(LOGOUT_URL, {
      withCredentials: true,
      headers: input.accessToken ? { Authorization: `Bearer ${input.accessToken}` } : {},
    });
  }),
};

/** A running session machine with the promise-shaped controls pages and the http layer use. */
export function createSession(calls: Partial<typeof serverSessionCalls> = serverSessionCalls) {
  const actor = createActor(sessionMachine.provide({ actors: calls }));
  const settled = () =>
    waitFor(actor, (s) => !s.matches('restoring') && !s.matches('refreshing'), {
      timeout: Number.POSITIVE_INFINITY,
    });
  let started = false;
  return {
    actor,
    start(): void {
      // An actor's snapshot reads `active` even before it starts, so keep count here.
      if (started) return;
      started = true;
      actor.start();
    },
    token: (): string | null => actor.getSnapshot().context.accessToken,
    /** Settles once the start-up restore is over: true when signed in. */
    async ready(): Promise<boolean> {
      return (await settled()).context.accessToken !== null;
    },
    login(credentials: Credentials): void {
      actor.send({ type: 'LOGIN', credentials });
    },
    /**
     * A new access token, or null when none can be had (logged out). Everyone asking while a
     * refresh is under way shares it: the machine ignores REFRESH while refreshing.
     */
    async refresh(): Promise<string | null> {
      await settled();
      actor.send({ type: 'REFRESH' });
      return (await settled()).context.accessToken;
    },
    async logout(): Promise<void> {
      actor.send({ type: 'LOGOUT' });
      await waitFor(actor, (s) => s.matches('loggedOut'), { timeout: Number.POSITIVE_INFINITY });
    },
  };
}

export type Session = ReturnType<typeof createSession>;

/** The app's session. */
export const session = createSession();

// Pages and widgets read the user from the shared state.
session.actor.subscribe((snapshot) => {
  if (shared.user !== snapshot.context.user) shared.user = snapshot.context.user;
  // The registry and the GETs asked at start belong to the session restored then (early-start.ts).
  if (snapshot.matches('loggedOut')) {
    forgetEarlyMeta();
    prefetchedGets().forget();
  }
});

/** The app's one axios instance. */
export const http = createHttp(
  session,
  (progress) => reportProgress(progress.direction, progress.percent),
  prefetchedGets(),
);
