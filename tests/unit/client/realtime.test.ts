import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  appRealtime,
  createRealtime,
  LEAVE_MS,
  RETRY_MS,
  type RealtimeSocket,
  startRealtime,
  type TokenAuth,
} from '../../../src/client/api/realtime';
import { createSession } from '../../../src/client/api/session';
import { shared } from '../../../src/client/state/shared';
import type { Credentials } from '../../../src/machines/session';

const credentials = (token: string, id = 7): Credentials => ({
  user: {
    id,
    first_name: 'Selam',
    last_name: 'Bekele',
    email: `u${id}@t.test`,
    role: 'Doctor',
    permissions: [],
  },
  accessToken: token,
});

type Handler = (...args: never[]) => void;

/** A socket.io client socket in miniature: the test plays the server. */
class FakeSocket implements RealtimeSocket {
  connected = false;
  active = true;
  readonly calls: string[] = [];
  readonly emitted: unknown[][] = [];
  readonly tokens: (string | null)[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  constructor(private readonly auth: TokenAuth) {
    this.handshake();
  }
  private handshake() {
    this.auth(({ token }) => this.tokens.push(token));
  }
  on(event: string, listener: Handler) {
    this.handlers.set(event, (this.handlers.get(event) ?? new Set()).add(listener));
  }
  off(event: string, listener?: Handler) {
    if (listener) this.handlers.get(event)?.delete(listener);
    else this.handlers.delete(event);
  }
  emit(event: string, ...args: unknown[]) {
    this.calls.push(`emit ${event}`);
    this.emitted.push([event, ...args]);
  }
  connect() {
    this.calls.push('connect');
    this.active = true;
    this.handshake();
  }
  disconnect() {
    this.calls.push('disconnect');
    this.connected = false;
    this.active = false;
  }
  /** The server speaks. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    for (const handler of this.handlers.get(event) ?? []) handler(...(args as never[]));
  }
  /** The server refuses the handshake (socket.io then stops trying by itself). */
  refuse(message: string) {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }
}

function harness(options: { refresh?: () => Promise<Credentials> } = {}) {
  const refresh = vi.fn(options.refresh ?? (async () => credentials('fresh')));
  const session = createSession({
    restore: fromPromise<Credentials | null>(async () => null),
    refresh: fromPromise(refresh),
    logout: fromPromise(async () => {}),
  });
  const sockets: FakeSocket[] = [];
  session.start();
  const realtime = createRealtime(session, (auth) => {
    const socket = new FakeSocket(auth);
    sockets.push(socket);
    return socket;
  });
  return { session, sockets, refresh, realtime, stop: realtime.stop };
}

let stopLast: (() => void) | undefined;
afterEach(() => stopLast?.());

async function signedIn(options?: Parameters<typeof harness>[0]) {
  const h = harness(options);
  stopLast = h.stop;
  await h.session.ready();
  h.session.login(credentials('first'));
  return h;
}

describe('the real-time connection (spec 7)', () => {
  it('opens only once signed in, with the access token, and keeps the online list', async () => {
    const h = harness();
    stopLast = h.stop;
    await h.session.ready();
    expect(h.sockets).toHaveLength(0);
    h.session.login(credentials('first'));
    expect(h.sockets).toHaveLength(1);
    const [socket] = h.sockets as [FakeSocket];
    expect(socket.tokens).toEqual(['first']);
    socket.fire('connect');
    socket.fire('onlineUsers', [{ id: 7, name: 'Selam Bekele', role: 'Doctor' }, { bogus: true }]);
    expect(shared.onlineUsers).toEqual([{ id: 7, name: 'Selam Bekele', role: 'Doctor' }]);
  });

  it('emits logout with the user id and lets the server close, forgetting who was online', async () => {
    const h = await signedIn();
    const [socket] = h.sockets as [FakeSocket];
    socket.fire('connect');
    socket.fire('onlineUsers', [{ id: 7, name: 'Selam Bekele', role: 'Doctor' }]);
    await h.session.logout();
    expect(socket.emitted).toEqual([['logout', 7]]);
    expect(shared.onlineUsers).toEqual([]);
    expect(h.realtime.status.connected).toBe(false);
    // A list arriving meanwhile is not for this (logged out) page any more.
    socket.fire('onlineUsers', [{ id: 7, name: 'Selam Bekele', role: 'Doctor' }]);
    expect(shared.onlineUsers).toEqual([]);
    // The server closes it on hearing the event: no close of our own is needed, or sent.
    socket.fire('disconnect', 'io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, LEAVE_MS + 100));
    expect(socket.calls).toEqual(['emit logout']);
    expect(h.sockets).toHaveLength(1);
  }, 10_000);

  it('closes a logging-out connection itself when the server does not', async () => {
    vi.useFakeTimers();
    try {
      const h = await signedIn();
      const [socket] = h.sockets as [FakeSocket];
      socket.fire('connect');
      await h.session.logout();
      expect(socket.calls).toEqual(['emit logout']);
      vi.advanceTimersByTime(LEAVE_MS);
      expect(socket.calls).toEqual(['emit logout', 'disconnect']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('just closes a connection that never opened when logging out', async () => {
    const h = await signedIn();
    const [socket] = h.sockets as [FakeSocket];
    await h.session.logout();
    expect(socket.calls).toEqual(['disconnect']);
  });

  it('asks for a new token when the handshake is refused for it, then connects with it', async () => {
    const h = await signedIn();
    const [socket] = h.sockets as [FakeSocket];
    socket.refuse('TOKEN_EXPIRED');
    await vi.waitFor(() => expect(socket.calls).toContain('connect'));
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(socket.tokens).toEqual(['first', 'fresh']);
    // Refused with the new token too: one refresh for it, and never a second (no loop).
    socket.refuse('TOKEN_EXPIRED');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.refresh).toHaveBeenCalledTimes(2);
    socket.refuse('TOKEN_EXPIRED');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.refresh).toHaveBeenCalledTimes(2);
  });

  it('closes when the refresh fails (the session is then logged out)', async () => {
    const h = await signedIn({
      refresh: async () => {
        throw new Error('401');
      },
    });
    const [socket] = h.sockets as [FakeSocket];
    socket.refuse('TOKEN_EXPIRED');
    await vi.waitFor(() => expect(h.session.actor.getSnapshot().value).toBe('loggedOut'));
    expect(socket.calls).toEqual(['disconnect']);
  });

  it('keeps a live connection through a refresh and leaves network retries to socket.io', async () => {
    const h = await signedIn();
    const [socket] = h.sockets as [FakeSocket];
    socket.fire('connect');
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(h.refresh).not.toHaveBeenCalled();
    await h.session.refresh();
    expect(socket.calls).toEqual([]);
    expect(h.sockets).toHaveLength(1);
  });

  it('tries again later when the server could not check the token', async () => {
    vi.useFakeTimers();
    try {
      const h = await signedIn();
      const [socket] = h.sockets as [FakeSocket];
      socket.refuse('UNAVAILABLE');
      expect(socket.calls).toEqual([]);
      vi.advanceTimersByTime(RETRY_MS);
      expect(socket.calls).toEqual(['connect']);
      expect(h.refresh).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a new connection when another account signs in', async () => {
    const h = await signedIn();
    h.session.login(credentials('other', 8));
    expect(h.sockets).toHaveLength(2);
    expect(h.sockets[0]?.calls).toEqual(['disconnect']);
    expect(h.sockets[1]?.tokens).toEqual(['other']);
  });

  it('delivers events to listeners on this and later connections, and acknowledged requests', async () => {
    const h = await signedIn();
    const heard: unknown[] = [];
    const off = h.realtime.on('chat:message', (message: unknown) => heard.push(message));
    const first = h.sockets[0] as FakeSocket;
    first.fire('chat:message', 'one');
    await expect(h.realtime.request('chat:send', { to: 1 })).rejects.toThrow(/offline/);
    first.fire('connect');
    expect(h.realtime.status.connected).toBe(true);
    const answered = h.realtime.request<string>('chat:send', { to: 1, body: 'hi' });
    const [event, payload, ack] = first.emitted.at(-1) as [string, unknown, (a: string) => void];
    expect([event, payload]).toEqual(['chat:send', { to: 1, body: 'hi' }]);
    ack('stored');
    expect(await answered).toBe('stored');
    h.session.login(credentials('other', 8));
    (h.sockets[1] as FakeSocket).fire('chat:message', 'two');
    off();
    (h.sockets[1] as FakeSocket).fire('chat:message', 'three');
    expect(heard).toEqual(['one', 'two']);
  });

  it("is the app's one connection once started, replacing an earlier start", async () => {
    const h = harness();
    stopLast = h.stop;
    expect(appRealtime()).toBeNull();
    const opened: FakeSocket[] = [];
    const open = (auth: TokenAuth) => {
      const socket = new FakeSocket(auth);
      opened.push(socket);
      return socket;
    };
    const stopFirst = startRealtime(h.session, open);
    const first = appRealtime();
    const stopSecond = startRealtime(h.session, open);
    expect(appRealtime()).not.toBe(first);
    stopFirst();
    expect(appRealtime()).not.toBeNull();
    stopSecond();
    expect(appRealtime()).toBeNull();
    expect(opened).toHaveLength(0);
  });
});
