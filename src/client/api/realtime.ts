import { io } from 'socket.io-client';
import { proxy } from 'valtio';
import type { AnyActorRef } from 'xstate';
import type { OnlineUser } from '../../engine/wire/chat';
import type { SessionContext } from '../../machines/session';
import { shared } from '../state/shared';
// Also a refused handshake's error (no, expired or revoked token, or one the server could not check).
import { TOKEN_EXPIRED } from './failure';

/** Events of the real-time connection (spec 7, DESIGN.md 3.4); the server names them alike. */
export const ONLINE_USERS = 'onlineUsers';
export const LOGOUT = 'logout';
/** How long to wait before trying again after the server could not check the token. */
export const RETRY_MS = 5000;
/** How long a logging-out connection waits for the server to close it before closing itself. */
export const LEAVE_MS = 2000;

type Listener = (...args: never[]) => void;

/** The part of a socket.io client socket used here (tests pass a fake). */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** socket.io will (re)connect by itself: false after a refused handshake or a close. */
  readonly active: boolean;
  on(event: string, listener: Listener): unknown;
  off(event: string, listener?: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Reads the token at every (re)connection attempt, so a new one is used once it arrives. */
export type TokenAuth = (callback: (data: { token: string | null }) => void) => void;
export type OpenSocket = (auth: TokenAuth) => RealtimeSocket;

/** Connections to `url` (the page's own origin when left out), websocket transport only. */
export function socketOpener(url?: string): OpenSocket {
  const options = { path: '/socket.io', transports: ['websocket'], forceNew: true };
  return (auth) =>
    (url ? io(url, { ...options, auth }) : io({ ...options, auth })) as unknown as RealtimeSocket;
}

/** What the connection needs of the session (`Session` from ./session). */
export interface RealtimeSession {
  actor: Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>;
  refresh(): Promise<string | null>;
}

interface SessionSnapshot {
  context: SessionContext;
  matches(state: string): boolean;
}

export interface Realtime {
  /** Whether the connection is up (a valtio proxy, for pages that show it: chat). */
  status: { connected: boolean };
  /** Listens to a server event on the current connection and every later one; returns `off`. */
  on(event: string, listener: Listener): () => void;
  /** Sends an event with an acknowledgement; rejects when offline or unanswered in time. */
  request<T>(event: string, payload: unknown, timeoutMs?: number): Promise<T>;
  /** Closes the connection and stops following the session. */
  stop(): void;
}

const isOnlineUser = (user: unknown): user is OnlineUser =>
  typeof user === 'object' &&
  user !== null &&
  typeof (user as OnlineUser).id === 'number' &&
  typeof (user as OnlineUser).name === 'string';

/**
 * Keeps one real-time connection for the signed-in session (spec 7, DESIGN.md 3.4): opened
 * with the access token once logged in; a handshake refused for its token asks the session for
 * a new one, and the connection tries again once it arrives; `logout` with the user id goes out
 * as the session starts logging out, then the connection closes. `shared.onlineUsers` follows
 * the server's list.
 */
export function createRealtime(session: RealtimeSession, open: OpenSocket): Realtime {
  const status = proxy({ connected: false });
  const listeners = new Map<string, Set<Listener>>();
  let current: RealtimeSocket | null = null;
  let socketUser: number | null = null;
  /** The token the latest handshake carried, and the one a refresh was already asked for. */
  let sentToken: string | null = null;
  let refreshedFor: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const token = () => (session.actor.getSnapshot() as SessionSnapshot).context.accessToken;

  const close = () => {
    clearTimeout(retry);
    current?.disconnect();
    current = null;
    socketUser = null;
    status.connected = false;
    if (shared.onlineUsers.length > 0) shared.onlineUsers = [];
  };

  /**
   * Spec 7: the server hears of the logout on this connection, then closes it. Closing it here
   * at once would lose the event: the server drops a packet whose connection closed meanwhile.
   */
  const leave = (socket: RealtimeSocket, userId: number) => {
    const timer = setTimeout(() => socket.disconnect(), LEAVE_MS);
    socket.on('disconnect', () => clearTimeout(timer));
    socket.emit(LOGOUT, userId);
  };

  const connect = (userId: number) => {
    const socket = open((callback) => {
      sentToken = token();
      callback({ token: sentToken });
    });
    current = socket;
    socketUser = userId;
    socket.on(ONLINE_USERS, (list: unknown) => {
      if (current === socket && Array.isArray(list)) shared.onlineUsers = list.filter(isOnlineUser);
    });
    socket.on('connect', () => {
      status.connected = true;
    });
    socket.on('disconnect', () => {
      if (current === socket) status.connected = false;
    });
    socket.on('connect_error', (error: Error) => {
      // socket.io retries network trouble itself; a refused handshake is for us to answer.
      if (current !== socket || socket.active) return;
      if (error.message !== TOKEN_EXPIRED) {
        retry = setTimeout(() => current === socket && socket.connect(), RETRY_MS);
      } else if (token() !== sentToken) {
        socket.connect();
      } else if (refreshedFor !== sentToken) {
        // Once per token: the session then holds a new token (and we reconnect) or logs out.
        refreshedFor = sentToken;
        void session.refresh();
      }
    });
    for (const [event, set] of listeners) for (const listener of set) socket.on(event, listener);
  };

  const follow = (snapshot: SessionSnapshot) => {
    const { user, accessToken } = snapshot.context;
    if (snapshot.matches('loggingOut')) {
      const leaving = current;
      current = null;
      close();
      if (leaving?.connected && user) leave(leaving, user.id);
      else leaving?.disconnect();
      return;
    }
    if (!user || !accessToken) return close();
    if (current && socketUser !== user.id) close();
    if (!current) return connect(user.id);
    // A refresh that followed a refused handshake: try again with the new token.
    if (!current.connected && !current.active && accessToken !== sentToken) current.connect();
  };

  follow(session.actor.getSnapshot() as SessionSnapshot);
  const subscription = session.actor.subscribe((snapshot) => follow(snapshot as SessionSnapshot));

  return {
    status,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set);
      set.add(listener);
      current?.on(event, listener);
      return () => {
        set.delete(listener);
        current?.off(event, listener);
      };
    },
    request<T>(event: string, payload: unknown, timeoutMs = 10_000) {
      const socket = current;
      if (!socket?.connected)
        return Promise.reject(new Error('You are offline: the message was not sent.'));
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('The server did not answer in time.')),
          timeoutMs,
        );
        socket.emit(event, payload, (answer: T) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
    stop() {
      subscription.unsubscribe();
      close();
    },
  };
}

let app: Realtime | null = null;

/**
 * The app's connection, following `session` (call once, after `session.start()` in main.tsx).
 * Returns a function that stops it.
 */
export function startRealtime(session: RealtimeSession, open = socketOpener()): () => void {
  app?.stop();
  const started = createRealtime(session, open);
  app = started;
  return () => {
    started.stop();
    if (app === started) app = null;
  };
}

/** The app's connection for pages (chat); null before `startRealtime`. */
export function appRealtime(): Realtime | null {
  return app;
}
