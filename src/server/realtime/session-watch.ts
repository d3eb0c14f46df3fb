import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { AuthContext } from '../plugins/auth';

/** setTimeout's longest delay (about 24.8 days); a later check is re-armed when it fires. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Checks a connection again when its access token would have expired, and every token
 * lifetime after: an API call would need a fresh token by then, so a connection may not
 * outlive its session by more than that even where no ending was heard (another instance's
 * revocation without a shared bus, a row changed by hand). A live session goes on with its
 * role and permissions as they are now (`onChecked`); an ended one is disconnected.
 */
export function watchSession(
  app: FastifyInstance,
  socket: Socket,
  onChecked: (auth: AuthContext) => void,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const armFor = (at: number) => {
    // Waits are measured on the app's clock, as the token's expiry is.
    const wait = Math.max(0, at - app.clock().getTime());
    timer = setTimeout(() => void check(at), Math.min(wait, LONGEST_TIMER_MS));
  };

  const check = async (at: number) => {
    if (!socket.connected) return;
    if (app.clock().getTime() < at) return armFor(at);
    try {
      const current = await app.reauthenticate(socket.data.auth as AuthContext);
      if (!socket.connected) return;
      if (!current) {
        socket.disconnect(true);
        return;
      }
      socket.data.auth = current;
      onChecked(current);
      armFor(app.clock().getTime() + app.accessTokens.ttlSeconds * 1000);
    } catch (error) {
      // The database did not answer: try again shortly rather than drop a live user.
      app.log.error({ err: error }, 'real-time session check failed');
      armFor(app.clock().getTime() + 5_000);
    }
  };

  armFor((socket.data.auth as AuthContext).tokenExpiresAt);
  socket.on('disconnect', () => clearTimeout(timer));
}
