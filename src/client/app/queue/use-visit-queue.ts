import { useCallback, useEffect, useState } from 'react';
import {
  type DepartmentQueue,
  QUEUE_CHANGED,
  QUEUE_WATCH,
  type QueueChanged,
  type QueueWatchAck,
} from '../../../engine/wire/visit-queue';
import { failureMessage, toApiFailure } from '../../api/failure';
import { appRealtime } from '../../api/realtime';
import { http } from '../../api/session';

/**
 * A department's queue of the day, read from the server and read again whenever the server
 * says something in it changed (socket.io, no polling). The watch is asked again on every
 * (re)connection, and the queue read again then: what changed meanwhile shows at once.
 */
export function useVisitQueue(department: number | null) {
  const [queue, setQueue] = useState<DepartmentQueue>();
  const [error, setError] = useState<string>();

  const read = useCallback(async () => {
    if (department === null) return;
    try {
      const { data } = await http.get<DepartmentQueue>(`/api/queue/departments/${department}`);
      setQueue(data);
      setError(undefined);
    } catch (failure) {
      setError(failureMessage(toApiFailure(failure)));
    }
  }, [department]);

  useEffect(() => {
    setQueue(undefined);
    if (department === null) return;
    void read();
    const realtime = appRealtime();
    if (!realtime) return;
    const watch = () => {
      realtime
        .request<QueueWatchAck>(QUEUE_WATCH, { department })
        .then((ack) => {
          if (ack.ok) void read();
          else setError(ack.error.message);
        })
        .catch(() => {});
    };
    if (realtime.status.connected) watch();
    const stopConnect = realtime.on('connect', watch);
    const stopNews = realtime.on(QUEUE_CHANGED, ((news: QueueChanged) => {
      if (news.department === department) void read();
    }) as never);
    return () => {
      stopConnect();
      stopNews();
    };
  }, [department, read]);

  return { queue, error, read };
}
