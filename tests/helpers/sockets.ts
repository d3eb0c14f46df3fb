import { io as connect, type Socket } from 'socket.io-client';

/**
 * Real-time clients as the browser opens them (websocket only, no automatic reconnection),
 * each remembering every event it heard; `closeAll` ends them after a suite.
 */
export function socketClients(url: () => string) {
  const open: Socket[] = [];
  return {
    open(token: string | undefined) {
      const socket = connect(url(), {
        transports: ['websocket'],
        auth: token === undefined ? {} : { token },
        reconnection: false,
        forceNew: true,
      });
      open.push(socket);
      const heard: { event: string; args: unknown[] }[] = [];
      socket.onAny((event: string, ...args: unknown[]) => heard.push({ event, args }));
      /** The payloads of one event, in the order heard. */
      const heardOf = (event: string) =>
        heard.filter((entry) => entry.event === event).map((entry) => entry.args[0]);
      return { socket, heardOf };
    },
    closeAll() {
      for (const socket of open) socket.close();
    },
  };
}

export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });

/** Why the connection closed ('io server disconnect' when the server closed it). */
export const closed = (socket: Socket) =>
  new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));

/** When an access token stops being accepted, in ms since the epoch (its `exp` claim). */
export function tokenExpiry(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
  return payload.exp * 1000;
}
