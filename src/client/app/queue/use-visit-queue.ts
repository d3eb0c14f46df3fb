import { useCallback, useState } from 'react';
import {
  type DepartmentQueue,
  QUEUE_CHANGED,
  QUEUE_WATCH,
  type QueueChanged,
} from '../../../engine/wire/visit-queue';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';

/**
 * A department's queue of the day, read from the server and read again whenever the server
 * says something in it changed (socket.io, no polling; use-live-read.ts). Nothing is read until
 * a department is chosen; another department starts from an empty page.
 */
export function useVisitQueue(department: number | null) {
  const [queue, setQueue] = useState<DepartmentQueue>();
  const [error, setError] = useState<string>();
  // The page of the department chosen before is not this one's: dropped while rendering
  // (React's way of resetting state when a prop changes), not in an effect after it.
  const [shownFor, setShownFor] = useState(department);
  if (shownFor !== department) {
    setShownFor(department);
    setQueue(undefined);
  }

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

  useLiveRead({
    watch: QUEUE_WATCH,
    payload: { department },
    news: QUEUE_CHANGED,
    read: () => void read(),
    accept: (news) => (news as QueueChanged).department === department,
    onRefused: (ack) => setError(ack.error.message),
    enabled: department !== null,
  });

  return { queue, error, read };
}
