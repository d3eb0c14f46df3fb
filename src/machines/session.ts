import { assign, fromPromise, setup, stateIn } from 'xstate';

/** The signed-in user as the server sends it with every token (login and reqtoken). */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  permissions: string[];
  [key: string]: unknown;
}

/** What sign-in and refresh answer (spec 7): the user and a short-lived access token. */
export interface Credentials {
  user: SessionUser;
  accessToken: string;
}

export interface SessionContext {
  user: SessionUser | null;
  accessToken: string | null;
}

export type SessionEvent =
  /** Sign-in succeeded (the page called the login endpoint itself). */
  | { type: 'LOGIN'; credentials: Credentials }
  /** An access token was refused (403): ask for a new one. */
  | { type: 'REFRESH' }
  | { type: 'LOGOUT' };

const clear = { user: null, accessToken: null };

/**
 * Spec 4 session states. On start the app is `restoring`: it asks `token/reqtoken` with the
 * refresh cookie, so a reload keeps the session. Credentials set means logged in; a logout or
 * a refresh that fails means logged out. The calls are the named actors (`restore`, `refresh`,
 * `logout`), swapped in tests with `machine.provide`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restore: fromPromise<Credentials | null>(async () => null),
    refresh: fromPromise<Credentials>(async () => {
      throw new Error('no refresh actor provided');
    }),
    logout: fromPromise<void, { accessToken: string | null }>(async () => {}),
  },
  actions: {
    clearCredentials: assign(() => clear),
  },
  guards: {
    logoutAsked: stateIn({ restoring: 'leaving' }),
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: clear,
  states: {
    restoring: {
      // A logout asked before the restore ends (a fresh load of /logout) is kept, not dropped:
      // the server can only be told with the token the restore brings back.
      initial: 'staying',
      states: {
        staying: { on: { LOGOUT: { target: 'leaving' } } },
        leaving: {},
      },
      invoke: {
        src: 'restore',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'loggedOut' },
          {
            guard: 'logoutAsked',
            target: 'loggingOut',
            actions: assign(({ event }) => ({ ...(event.output as Credentials) })),
          },
          {
            target: 'loggedIn',
            actions: assign(({ event }) => ({ ...(event.output as Credentials) })),
          },
        ],
        onError: { target: 'loggedOut' },
      },
    },
    loggedOut: {
      entry: 'clearCredentials',
      on: {
        LOGIN: {
          target: 'loggedIn',
          actions: assign(({ event }) => ({ ...event.credentials })),
        },
      },
    },
    loggedIn: {
      on: {
        REFRESH: { target: 'refreshing' },
        LOGOUT: { target: 'loggingOut' },
        // Signing in again (another account) replaces the credentials.
        LOGIN: { actions: assign(({ event }) => ({ ...event.credentials })) },
      },
    },
    refreshing: {
      invoke: {
        src: 'refresh',
        onDone: {
          target: 'loggedIn',
          actions: assign(({ event }) => ({ ...event.output })),
        },
        onError: { target: 'loggedOut' },
      },
      on: { LOGOUT: { target: 'loggingOut' } },
    },
    loggingOut: {
      // Spec 2.2: the server is told first (with the token), then credentials go, whatever it
      // answered: the user asked to leave.
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: { target: 'loggedOut' },
        onError: { target: 'loggedOut' },
      },
    },
  },
});
