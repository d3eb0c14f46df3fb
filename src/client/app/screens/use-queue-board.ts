import { useEffect, useState } from 'react';
import {
  QUEUE_BOARD,
  QUEUE_WATCH,
  type QueueBoard,
  type QueueWatchAck,
} from '../../../engine/wire/visit-queue';
import { failureMessage, toApiFailure } from '../../api/failure';
import { appRealtime } from '../../api/realtime';
import { http } from '../../api/session';

/**
 * A waiting screen's board, read once and then pushed by the server on every change
 * (`queue:board` over socket.io, no polling). The watch is asked again on every reconnection;
 * its answer carries the board as it is then, so nothing missed while offline stays missed.
 */
export function useQueueBoard(screenId: number) {
  const [board, setBoard] = useState<QueueBoard>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    setBoard(undefined);
    http
      .get<QueueBoard>(`/api/queue/screens/${screenId}`)
      .then(({ data }) => live && setBoard(data))
      .catch((failure) => live && setError(failureMessage(toApiFailure(failure))));
    const realtime = appRealtime();
    if (!realtime) return;
    const watch = () => {
      realtime
        .request<QueueWatchAck>(QUEUE_WATCH, { screen: screenId })
        .then((ack) => {
          if (!live) return;
          if (!ack.ok) return setError(ack.error.message);
          if (ack.board) setBoard(ack.board);
          setError(undefined);
        })
        .catch(() => {});
    };
    if (realtime.status.connected) watch();
    const stopConnect = realtime.on('connect', watch);
    const stopBoard = realtime.on(QUEUE_BOARD, ((pushed: QueueBoard) => {
      if (live && pushed.screen.id === screenId) setBoard(pushed);
    }) as never);
    return () => {
      live = false;
      stopConnect();
      stopBoard();
    };
  }, [screenId]);

  return { board, error };
}
