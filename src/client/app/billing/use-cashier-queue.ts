import { useCallback, useEffect, useState } from 'react';
import {
  BILLING_QUEUE_CHANGED,
  BILLING_QUEUE_WATCH,
  type BillingQueueWatchAck,
  type CashierQueue,
} from '../../../engine/wire/billing-queue';
import { failureMessage, toApiFailure } from '../../api/failure';
import { appRealtime } from '../../api/realtime';
import { http } from '../../api/session';

/**
 * The cashier's queue of `point` (none: every point the reader may see), read from the server
 * and read again whenever the server says something waiting there changed (socket.io, no
 * polling). The watch is asked again on every (re)connection.
 */
export function useCashierQueue(point: string | undefined) {
  const [queue, setQueue] = useState<CashierQueue>();
  const [error, setError] = useState<{ status?: number; message: string }>();

  const read = useCallback(async () => {
    try {
      const { data } = await http.get<CashierQueue>('/api/billing/queue', {
        params: point ? { point } : {},
      });
      setQueue(data);
      setError(undefined);
    } catch (failure) {
      const problem = toApiFailure(failure);
      setError({
        status: 'status' in problem ? problem.status : undefined,
        message: failureMessage(problem),
      });
    }
  }, [point]);

  useEffect(() => {
    void read();
    const realtime = appRealtime();
    if (!realtime) return;
    const watch = () => {
      realtime
        .request<BillingQueueWatchAck>(BILLING_QUEUE_WATCH, point ? { point } : {})
        // Changes made while the connection was down are read at once.
        .then((ack) => {
          if (ack.ok) void read();
        })
        .catch(() => {});
    };
    if (realtime.status.connected) watch();
    const stopConnect = realtime.on('connect', watch);
    const stopNews = realtime.on(BILLING_QUEUE_CHANGED, () => void read());
    return () => {
      stopConnect();
      stopNews();
    };
  }, [point, read]);

  return { queue, error, read };
}
