import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

interface Online {
  id: number;
  name: string;
  role: string;
}

describe.each(dialectCases)('real-time presence (spec 7) on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let url: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    if (skip) return;
    url = await suite.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
  });

  /** A websocket-only client, as the browser opens it, with the latest `onlineUsers` it heard. */
  function client(token: string | undefined) {
    const socket = connect(url, {
      transports: ['websocket'],
      auth: token === undefined ? {} : { token },
      reconnection: false,
      forceNew: true,
    });
    open.push(socket);
    const heard: Online[][] = [];
    socket.on('onlineUsers', (list: Online[]) => heard.push(list));
    const names = () => (heard.at(-1) ?? []).map((user) => user.name);
    return { socket, heard, names };
  }

  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
  const refused = (socket: Socket) =>
    new Promise<string>((resolve) => socket.on('connect_error', (error) => resolve(error.message)));
  const closed = (socket: Socket) =>
    new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));

  it.skipIf(skip)('refuses a connection without a valid access token', async () => {
    expect(await refused(client(undefined).socket)).toBe('TOKEN_EXPIRED');
    expect(await refused(client('not-a-token').socket)).toBe('TOKEN_EXPIRED');
  });

  it.skipIf(skip)(
    'tells everyone who is online, and who left, as connections come and go',
    async () => {
      const nurse = await signIn(suite.app, 'triage-nurse@tena.demo');
      const doctor = await signIn(suite.app, 'doctor@tena.demo');
      const nurseName = `${nurse.user.first_name} ${nurse.user.last_name}`;
      const doctorName = `${doctor.user.first_name} ${doctor.user.last_name}`;
      const first = client(nurse.accessToken);
      await connected(first.socket);
      await expect.poll(first.names).toEqual([nurseName]);

      const second = client(doctor.accessToken);
      await connected(second.socket);
      const both = [nurseName, doctorName].sort();
      await expect.poll(() => [...first.names()].sort()).toEqual(both);
      await expect.poll(() => [...second.names()].sort()).toEqual(both);
      expect(second.heard.at(-1)?.find((user) => user.id === doctor.user.id)?.role).toBe('Doctor');

      // A second tab of the same user keeps them listed once; closing one tab keeps them on.
      const nurseTab = client(nurse.accessToken);
      await connected(nurseTab.socket);
      nurseTab.socket.close();
      await expect.poll(() => [...second.names()].sort()).toEqual(both);

      first.socket.close();
      await expect.poll(second.names).toEqual([doctorName]);
      second.socket.close();
    },
  );

  it.skipIf(skip)('tells only those who may read chat who is online', async () => {
    const doctor = await signIn(suite.app, 'doctor@tena.demo');
    // The waiting-room display holds no Chat permission: the list is chat's, not its business.
    const screen = await signIn(suite.app, 'waiting-screen@tena.demo');
    const watcher = client(doctor.accessToken);
    await connected(watcher.socket);
    const display = client(screen.accessToken);
    await connected(display.socket);
    await expect.poll(() => watcher.heard.at(-1)?.map((user) => user.id)).toContain(screen.user.id);
    // An answer comes after everything sent to the display before it.
    await display.socket.emitWithAck('chat:send', { to: doctor.user.id, body: 'hello' });
    expect(display.heard).toEqual([]);
    display.socket.close();
    watcher.socket.close();
  });

  it.skipIf(skip)('a logout event takes its own user off the list, never another', async () => {
    const nurse = await signIn(suite.app, 'triage-nurse@tena.demo');
    const doctor = await signIn(suite.app, 'doctor@tena.demo');
    const watcher = client(doctor.accessToken);
    await connected(watcher.socket);
    const leaving = client(nurse.accessToken);
    await connected(leaving.socket);
    await expect.poll(() => watcher.names().length).toBe(2);

    leaving.socket.emit('logout', doctor.user.id);
    leaving.socket.emit('logout', nurse.user.id);
    expect(await closed(leaving.socket)).toBe('io server disconnect');
    await expect.poll(() => watcher.heard.at(-1)?.map((user) => user.id)).toEqual([doctor.user.id]);
    expect(watcher.socket.connected).toBe(true);
    watcher.socket.close();
  });

  it.skipIf(skip)('signing out over HTTP closes that session’s connections', async () => {
    const nurse = await signIn(suite.app, 'triage-nurse@tena.demo');
    const live = client(nurse.accessToken);
    await connected(live.socket);
    const ended = closed(live.socket);
    const logout = await suite.app.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      headers: nurse.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await refused(client(nurse.accessToken).socket)).toBe('TOKEN_EXPIRED');
  });
});
