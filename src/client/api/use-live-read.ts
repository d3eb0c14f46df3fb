import { useEffect, useRef } from 'react';
import { appRealtime } from './realtime';

export interface LiveRead {
  /** Client to server: the event that asks to watch (acknowledged `{ok: ...}`). */
  watch: string;
  payload?: unknown;
  /** Server to watchers: the event after which `read` runs again. */
  news: string;
  /** Reads what is watched (through its route, with the reader's rights as they are then). */
  read: () => void;
  /** Whether this news concerns what is watched (default: all of it does). */
  accept?: (news: unknown) => boolean;
  /**
   * A granted watch: its acknowledgement. By default `read` runs again (what changed before
   * the watch began shows at once); a page whose read and acknowledgement say how new they
   * are may read again only when something changed in between.
   */
  onGranted?: (ack: { ok: true }) => void;
  /** A refused watch (the reader may not watch it): its acknowledgement. */
  onRefused?: (ack: { ok: false; error: { message: string } }) => void;
  /** False while there is nothing to watch yet (no department chosen): nothing is read. */
  enabled?: boolean;
  /**
   * False when the page reads on its own as it opens (a worklist's useLoaded, by its filters):
   * `read` then runs only once the watch is granted and on news, never a second time at once.
   */
  readAtOnce?: boolean;
}

/**
 * Keeps a server read fresh over the real-time connection, never by polling: reads now, asks to
 * watch on every (re)connection and reads again once the watch is granted (what changed while
 * the connection was down shows at once), and reads again on each piece of news it accepts.
 */
export function useLiveRead({
  watch,
  payload,
  news,
  read,
  accept,
  onGranted,
  onRefused,
  enabled = true,
  readAtOnce = true,
}: LiveRead) {
  // The latest callbacks, so a re-render with new closures does not watch again.
  const latest = useRef({ read, accept, onGranted, onRefused });
  latest.current = { read, accept, onGranted, onRefused };
  const payloadKey = JSON.stringify(payload ?? {});

  useEffect(() => {
    if (!enabled) return;
    if (readAtOnce) latest.current.read();
    const realtime = appRealtime();
    if (!realtime) return;
    const ask = () => {
      realtime
        .request<{ ok: boolean; error?: { message: string } }>(watch, JSON.parse(payloadKey))
        .then((ack) => {
          if (ack.ok) {
            const { onGranted: granted, read: again } = latest.current;
            if (granted) granted(ack as { ok: true });
            else again();
          } else latest.current.onRefused?.(ack as { ok: false; error: { message: string } });
        })
        .catch(() => {});
    };
    if (realtime.status.connected) ask();
    const stopConnect = realtime.on('connect', ask);
    const stopNews = realtime.on(news, ((heard: unknown) => {
      if (latest.current.accept?.(heard) ?? true) latest.current.read();
    }) as never);
    return () => {
      stopConnect();
      stopNews();
    };
  }, [watch, payloadKey, news, enabled, readAtOnce]);
}
