// The browser's real-time client (src/client/api/realtime.ts) against the real server: the
// session machine drives it, its calls going to the app as the browser's would.
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createRealtime, socketOpener } from '../../src/client/api/realtime';
import { createSession } from '../../src/client/api/session';
import { shared } from '../../src/client/state/shared';
import type { Credentials } from '../../src/machines/session';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

describe.each(dialectCases)('the real-time client (spec 7) on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let url: string;
  const cleanup: (() => void)[] = [];
  const loggedOutIds: number[] = [];

  beforeAll(async () => {
    if (skip) return;
    url = await suite.app.listen({ port: 0, host: '127.0.0.1' });
    // Hears the `logout` event as the server's own handler does.
    suite.app.io.on('connection', (socket) =>
      socket.on('logout', (id: number) => loggedOutIds.push(id)),
    );
  });
  afterAll(async () => {
    for (const stop of cleanup) stop();
  });

  /**
   * A browser session for `email` whose restore yields `firstToken` (default: the real one);
   * `offline` makes its HTTP logout call fail, as when the server cannot be reached over HTTP.
   */
  async function browser(email: string, firstToken?: string, offline = false) {
    const signed = await signIn(suite.app, email);
    let refreshes = 0;
    const session = createSession({
      restore: fromPromise<Credentials | null>(async () => ({
        user: signed.user,
        accessToken: firstToken ?? signed.accessToken,
      })),
      refresh: fromPromise(async () => {
        refreshes += 1;
        const answer = await suite.app.inject({
          method: 'POST',
          url: '/api/user/token/reqtoken',
          cookies: { tena_refresh: signed.refreshToken },
        });
        if (answer.statusCode !== 200) throw new Error(`refresh answered ${answer.statusCode}`);
        return answer.json() as Credentials;
      }),
      logout: fromPromise(async ({ input }) => {
        if (offline) throw new Error('Network Error');
        await suite.app.inject({
          method: 'DELETE',
          url: '/api/user/logout',
          headers: { authorization: `Bearer ${input.accessToken}` },
        });
      }),
    });
    const realtime = createRealtime(session, socketOpener(url));
    cleanup.push(realtime.stop);
    session.start();
    await session.ready();
    return { session, realtime, user: signed.user, refreshes: () => refreshes };
  }

  function watcher(token: string): Socket {
    const socket = connect(url, { transports: ['websocket'], auth: { token }, forceNew: true });
    cleanup.push(() => socket.close());
    return socket;
  }

  const onlineIds = () => shared.onlineUsers.map((user) => user.id).sort((a, b) => a - b);

  it.skipIf(skip)('connects once signed in and keeps the online list of everyone', async () => {
    const doctor = await browser('doctor@tena.demo');
    await expect.poll(() => doctor.realtime.status.connected).toBe(true);
    await expect.poll(onlineIds).toEqual([doctor.user.id]);
    const nurse = await signIn(suite.app, 'triage-nurse@tena.demo');
    const other = watcher(nurse.accessToken);
    await expect.poll(onlineIds).toEqual([doctor.user.id, nurse.user.id].sort((a, b) => a - b));
    other.close();
    await expect.poll(onlineIds).toEqual([doctor.user.id]);
    await doctor.session.logout();
  });

  it.skipIf(skip)('refreshes a refused token and connects with the new one', async () => {
    const doctor = await browser('doctor@tena.demo', 'an-expired-token');
    await expect.poll(() => doctor.realtime.status.connected).toBe(true);
    expect(doctor.refreshes()).toBe(1);
    expect(doctor.session.token()).not.toBe('an-expired-token');
    await expect.poll(onlineIds).toContain(doctor.user.id);
    await doctor.session.logout();
  });

  // With the HTTP logout failing, the socket's own `logout` event is what takes the user off.
  it.skipIf(skip)('tells the server of the logout, and others see the user leave', async () => {
    const nurse = await signIn(suite.app, 'triage-nurse@tena.demo');
    const heard: { id: number }[][] = [];
    const other = watcher(nurse.accessToken);
    other.on('onlineUsers', (list: { id: number }[]) => heard.push(list));
    const doctor = await browser('doctor@tena.demo', undefined, true);
    await expect.poll(() => heard.at(-1)?.some((u) => u.id === doctor.user.id)).toBe(true);
    await doctor.session.logout();
    await expect.poll(() => loggedOutIds).toContain(doctor.user.id);
    await expect.poll(() => heard.at(-1)?.map((u) => u.id)).toEqual([nurse.user.id]);
    expect(doctor.realtime.status.connected).toBe(false);
    expect(shared.onlineUsers).toEqual([]);
    other.close();
  });
});
