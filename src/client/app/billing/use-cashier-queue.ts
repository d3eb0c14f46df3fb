import { useCallback, useState } from 'react';
import {
  BILLING_QUEUE_CHANGED,
  BILLING_QUEUE_WATCH,
  type CashierQueue,
} from '../../../engine/wire/billing-queue';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';

/**
 * The cashier's queue of `point` (none: every point the reader may see), read from the server
 * and read again whenever the server says something waiting there changed (socket.io, no
 * polling; use-live-read.ts).
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

  useLiveRead({
    watch: BILLING_QUEUE_WATCH,
    payload: point ? { point } : {},
    news: BILLING_QUEUE_CHANGED,
    read: () => void read(),
  });

  return { queue, error, read };
}
