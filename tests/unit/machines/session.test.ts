import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createSession } from '../../../src/client/api/session';
import { hasSessionHint } from '../../../src/client/api/start-urls';
import type { Credentials } from '../../../src/machines/session';

const user = (id: number) => ({
  id,
  first_name: 'Selam',
  last_name: 'Bekele',
  email: `user${id}@tena.test`,
  role: 'Doctor',
  permissions: ['Doctor'],
});
const credentials = (token: string, id = 1): Credentials => ({
  user: user(id),
  accessToken: token,
});

/** A start-up restore that answers `value` (null: no session to restore). */
const restoring = (value: Credentials | null) => fromPromise<Credentials | null>(async () => value);

/** A deferred promise: the test decides when a call answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the session machine (spec 4)', () => {
  it('restores a session from the refresh cookie on start, so a reload keeps it', async () => {
    const session = createSession({ restore: restoring(credentials('t1')) });
    session.start();
    expect(session.actor.getSnapshot().matches('restoring')).toBe(true);
    expect(await session.ready()).toBe(true);
    expect(session.actor.getSnapshot().value).toBe('loggedIn');
    expect(session.token()).toBe('t1');
    expect(session.actor.getSnapshot().context.user?.email).toBe('user1@tena.test');
  });

  it('starts logged out when there is nothing to restore or the call fails', async () => {
    for (const restore of [
      restoring(null),
      fromPromise<Credentials | null>(async () => {
        throw new Error('offline');
      }),
    ]) {
      const session = createSession({ restore });
      session.start();
      expect(await session.ready()).toBe(false);
      expect(session.actor.getSnapshot().value).toBe('loggedOut');
      expect(session.actor.getSnapshot().context).toEqual({ user: null, accessToken: null });
    }
  });

  it('is logged in once credentials are set', async () => {
    const session = createSession({ restore: restoring(null) });
    session.start();
    await session.ready();
    session.login(credentials('fresh'));
    expect(session.actor.getSnapshot().value).toBe('loggedIn');
    expect(session.token()).toBe('fresh');
  });

  it('refreshes once for every caller waiting at the same time', async () => {
    const answer = deferred<Credentials>();
    const refresh = vi.fn(() => answer.promise);
    const session = createSession({
      restore: restoring(credentials('old')),
      refresh: fromPromise(refresh),
    });
    session.start();
    await session.ready();
    const waiting = [session.refresh(), session.refresh(), session.refresh()];
    await vi.waitFor(() => expect(session.actor.getSnapshot().value).toBe('refreshing'));
    answer.resolve(credentials('new'));
    expect(await Promise.all(waiting)).toEqual(['new', 'new', 'new']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.actor.getSnapshot().value).toBe('loggedIn');
  });

  it('is logged out, credentials cleared, when the refresh fails', async () => {
    const session = createSession({
      restore: restoring(credentials('old')),
      refresh: fromPromise<Credentials>(async () => {
        throw new Error('401');
      }),
    });
    session.start();
    await session.ready();
    expect(await session.refresh()).toBeNull();
    expect(session.actor.getSnapshot().value).toBe('loggedOut');
    expect(session.actor.getSnapshot().context).toEqual({ user: null, accessToken: null });
  });

  it('tells the server with the token on logout, then clears credentials', async () => {
    const call = deferred<void>();
    const logout = vi.fn((_: { input: { accessToken: string | null } }) => call.promise);
    const session = createSession({
      restore: restoring(credentials('t9')),
      logout: fromPromise(logout),
    });
    session.start();
    await session.ready();
    const done = session.logout();
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(logout.mock.calls[0]?.[0].input).toEqual({ accessToken: 't9' });
    expect(session.actor.getSnapshot().value).toBe('loggingOut');
    call.reject(new Error('server down'));
    await done;
    expect(session.actor.getSnapshot().value).toBe('loggedOut');
    expect(session.token()).toBeNull();
  });

  it('a logout asked while the session is still being restored (a fresh load of /logout) tells the server once the token is back', async () => {
    const restored = deferred<Credentials | null>();
    const logout = vi.fn(async (_: { input: { accessToken: string | null } }) => {});
    const session = createSession({
      restore: fromPromise(() => restored.promise),
      logout: fromPromise(logout),
    });
    session.start();
    const done = session.logout();
    expect(session.actor.getSnapshot().matches('restoring')).toBe(true);
    restored.resolve(credentials('restored'));
    await done;
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout.mock.calls[0]?.[0].input).toEqual({ accessToken: 'restored' });
    expect(session.actor.getSnapshot().value).toBe('loggedOut');
    expect(session.actor.getSnapshot().context).toEqual({ user: null, accessToken: null });
  });

  it('a logout asked during a restore that finds no session ends logged out without a call', async () => {
    const restored = deferred<Credentials | null>();
    const logout = vi.fn(async () => {});
    const session = createSession({
      restore: fromPromise(() => restored.promise),
      logout: fromPromise(logout),
    });
    session.start();
    const done = session.logout();
    restored.resolve(null);
    await done;
    expect(logout).not.toHaveBeenCalled();
    expect(session.actor.getSnapshot().value).toBe('loggedOut');
  });

  it('a refresh asked before the start-up restore ends waits for it', async () => {
    const restored = deferred<Credentials | null>();
    const refresh = vi.fn(async () => credentials('after'));
    const session = createSession({
      restore: fromPromise(() => restored.promise),
      refresh: fromPromise(refresh),
    });
    session.start();
    const token = session.refresh();
    restored.resolve(credentials('restored'));
    expect(await token).toBe('after');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('asks to restore only when the server left its session hint cookie', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('tena.theme=dark; tena_sessionx=1')).toBe(false);
    expect(hasSessionHint('a=1; tena_session=1')).toBe(true);
    expect(hasSessionHint('tena_session=1')).toBe(true);
  });
});
