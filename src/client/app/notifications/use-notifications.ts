import { useCallback, useEffect, useRef, useState } from 'react';
import {
  NOTIFICATION_NEW,
  NOTIFICATION_READ,
  type NotificationEntry,
  type NotificationList,
  type NotificationReadAnswer,
} from '../../../engine/wire/notifications';
import { failureMessage, toApiFailure } from '../../api/failure';
import { appRealtime } from '../../api/realtime';
import { http } from '../../api/session';
import {
  BELL_LIMIT,
  EMPTY_NOTIFICATIONS,
  type NotificationState,
  withList,
  withNew,
  withoutAlert,
  withRead,
} from './notification-state';

/**
 * The signed-in person's notifications, live over the real-time connection (never polled):
 * read once the connection is up (at once when it is, or when it fails), and again on every
 * reconnection (what came while it was down shows at once);
 * `notification:new` puts one first (a critical one also alerts), `notification:read` counts
 * one read that another tab opened. `markRead` records the reading on the server.
 */
export function useNotifications(enabled: boolean) {
  const [state, setState] = useState<NotificationState>(EMPTY_NOTIFICATIONS);
  const [error, setError] = useState<string>();
  const alive = useRef(true);

  const read = useCallback(async () => {
    try {
      const { data } = await http.get<NotificationList>(`/api/notifications?limit=${BELL_LIMIT}`);
      if (!alive.current) return;
      setState((current) => withList(current, data));
      setError(undefined);
    } catch (failure) {
      if (alive.current) setError(failureMessage(toApiFailure(failure)));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    if (!enabled) return;
    const realtime = appRealtime();
    // Read when the connection is up, and on every later (re)connection: reading at once too
    // while the first connection was being made asked twice on every page load. A connection
    // that fails reads anyway (the bell still shows, without live news).
    let asked = false;
    const readNow = () => {
      asked = true;
      void read();
    };
    if (!realtime || realtime.status.connected) readNow();
    const stops = realtime
      ? [
          realtime.on('connect', readNow),
          realtime.on('connect_error', () => asked || readNow()),
          realtime.on(NOTIFICATION_NEW, ((entry: NotificationEntry) =>
            setState((current) => withNew(current, entry))) as never),
          realtime.on(NOTIFICATION_READ, ((entry: NotificationEntry) =>
            setState((current) => withRead(current, entry))) as never),
        ]
      : [];
    return () => {
      alive.current = false;
      for (const stop of stops) stop();
    };
  }, [enabled, read]);

  const markRead = useCallback(async (id: number) => {
    try {
      const { data } = await http.post<NotificationReadAnswer>(`/api/notifications/${id}/read`);
      if (alive.current) setState((current) => withRead(current, data.notification, data.unread));
    } catch (failure) {
      if (alive.current) setError(failureMessage(toApiFailure(failure)));
    }
  }, []);

  const dismiss = useCallback((id: number) => setState((current) => withoutAlert(current, id)), []);

  return { ...state, error, markRead, dismiss };
}
