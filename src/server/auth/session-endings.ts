import { EventEmitter } from 'node:events';

type Listener = (sessionIds: readonly string[]) => void;

/**
 * How the instances of the server hear that sign-in sessions ended (logout, password change or
 * reset, an administrator's change, deactivation, deletion, a reused refresh token), so each
 * closes the real-time connections it holds for them at once. One process uses the in-process
 * bus below; several instances (DESIGN.md 5) put a shared one behind this same interface
 * (Redis publish/subscribe), and nothing else changes.
 */
export interface SessionEndings {
  /** Tells every instance, this one included, that these sessions have ended. */
  publish(sessionIds: readonly string[]): void;
  /** Calls `listener` for every ending published from now on; returns how to stop. */
  subscribe(listener: Listener): () => void;
}

/** Endings heard only within this process: enough for a single server. */
export function inProcessSessionEndings(): SessionEndings {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    publish(sessionIds) {
      if (sessionIds.length > 0) events.emit('ended', sessionIds);
    },
    subscribe(listener) {
      events.on('ended', listener);
      return () => events.off('ended', listener);
    },
  };
}
